import { describe, expect, it } from 'vitest';
import { answered, isAnswered, skipped, stepsFor, titleOf } from './survey-steps';

const none = { projectIds: [], name: '' };
const picked = { projectIds: ['aave', 'uniswap'], name: '  Blue chips ' };

describe('the personalisation survey steps', () => {
  it('leave out the user-type question when it is stored, the watchlist steps when the user has a list', () => {
    expect(stepsFor(false, false)).toEqual(['intro', 'userType', 'detail', 'projects', 'name', 'thanks']);
    expect(stepsFor(true, false)).toEqual(['intro', 'detail', 'projects', 'name', 'thanks']);
    expect(stepsFor(true, true)).toEqual(['intro', 'detail', 'thanks']);
  });

  it('ask the institution of an institution and the expertise of anyone else', () => {
    expect(titleOf('detail', 'Institutional Partner')).toBe('What type of institution do you represent?');
    expect(titleOf('detail', 'Project Owner')).toBe('What type of institution do you represent?');
    expect(titleOf('detail', 'Retail Investor')).toBe('What is your level of expertise?');
    expect(isAnswered('detail', { userType: 'Retail Investor', institutionType: 'Exchange' }, none)).toBe(
      false,
    );
    expect(isAnswered('detail', { userType: 'Retail Investor', expertiseType: 'Beginner' }, none)).toBe(true);
  });

  it('take Next only with an answer: a project picked, a name that is not blank', () => {
    expect(isAnswered('projects', {}, none)).toBe(false);
    expect(isAnswered('projects', {}, picked)).toBe(true);
    expect(isAnswered('name', {}, { projectIds: [], name: '   ' })).toBe(false);
    expect(isAnswered('intro', {}, none)).toBe(true);
  });

  it('answer the name step with the trimmed name and the projects picked', () => {
    expect(answered('name', { userType: 'Retail Investor' }, picked)).toEqual({
      userType: 'Retail Investor',
      watchlistName: 'Blue chips',
      projects: ['aave', 'uniswap'],
    });
  });

  it("leave a skipped step's answer out, but keep the projects picked when only the name is skipped", () => {
    expect(skipped('userType', { userType: 'Retail Investor' }, none)).toEqual({});
    expect(skipped('detail', { userType: 'Retail Investor', expertiseType: 'Beginner' }, none)).toEqual({
      userType: 'Retail Investor',
    });
    expect(skipped('projects', { projects: ['aave'] }, picked)).toEqual({});
    expect(skipped('name', { watchlistName: 'x' }, picked)).toEqual({ projects: ['aave', 'uniswap'] });
    expect(skipped('name', { watchlistName: 'x' }, none)).toEqual({});
  });
});
