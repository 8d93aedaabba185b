import { describe, expect, it } from 'vitest';
import { TOUR_CLOSING_CARDS, TOUR_REGULAR_STEPS } from '@/config/constants';
import {
  cardIndex,
  joyrideOptions,
  MENU_TOGGLE_TARGET,
  tooltipWidthFor,
  TOUR_TARGETS,
  tourSteps,
  type TourStepData,
} from './tour-steps';

const kinds = (isSignedIn: boolean) => tourSteps(isSignedIn).map((step) => (step.data as TourStepData).kind);
const titles = (isSignedIn: boolean) => tourSteps(isSignedIn).map((step) => step.title);

// The search step points at home's banner search or the header's, whichever shows.
const SEARCH_TARGET = '#header-search, #home-search';

describe('the guided tour steps', () => {
  it('has the 7 regular steps and the 3 closing cards signed in, without the account step signed out', () => {
    expect(tourSteps(true)).toHaveLength(TOUR_REGULAR_STEPS + TOUR_CLOSING_CARDS);
    expect(tourSteps(false)).toHaveLength(TOUR_REGULAR_STEPS - 1 + TOUR_CLOSING_CARDS);
    expect(titles(true).slice(0, 7)).toEqual([
      'Your account',
      'Search for projects',
      'Stay informed on safety',
      'Keep up with trends',
      "What's new?",
      'Filter through projects',
      'In the works...',
    ]);
    expect(titles(false)[0]).toBe('Search for projects');
    expect(kinds(false).slice(-3)).toEqual(['signed-out-done', 'signed-in-done', 'skip']);
    expect(cardIndex(tourSteps(true), 'signed-in-done')).toBe(8);
  });

  it('targets the home page areas, each with content and a placement; the cards are centred', () => {
    const targets = tourSteps(true).map((step) => step.target);
    expect(targets).toEqual([
      '#account-menu',
      '#header-search, #home-search',
      '#security-alerts',
      '#trending',
      '#recently-audited',
      '#advanced-filter',
      '#in-the-works',
      'body',
      'body',
      'body',
    ]);
    for (const step of tourSteps(true)) {
      expect(step.content).toBeTruthy();
      expect(step.placement).toBeTruthy();
    }
    expect(
      tourSteps(true)
        .slice(-3)
        .every((step) => step.placement === 'center'),
    ).toBe(true);
  });

  it('points the account and search steps at the menu button where their areas are hidden, with a hint', () => {
    const hidden = new Set(
      TOUR_TARGETS.filter((target) => !['#account-menu', SEARCH_TARGET].includes(target)),
    );
    const steps = tourSteps(true, hidden);
    expect(steps.map((step) => step.target).slice(0, 3)).toEqual([
      MENU_TOGGLE_TARGET,
      MENU_TOGGLE_TARGET,
      '#security-alerts',
    ]);
    expect(steps.slice(0, 3).map((step) => (step.data as TourStepData).hint)).toEqual([
      'On this screen, open the menu to find Account.',
      'On this screen, open the menu to find the Search Bar.',
      undefined,
    ]);
    // Where the areas show, or the menu button does not either, the steps keep their areas.
    expect(tourSteps(true, new Set(TOUR_TARGETS)).map((step) => step.target)).toEqual(
      tourSteps(true).map((step) => step.target),
    );
    const neither = new Set(
      TOUR_TARGETS.filter((target) => target !== MENU_TOGGLE_TARGET && target !== SEARCH_TARGET),
    );
    expect(tourSteps(false, neither)[0]!.target).toBe(SEARCH_TARGET);
  });

  it('uses the spec constants: overlay 999 (step 1000), spotlight padding 2, width 290 or 380 above 480 px', () => {
    expect(joyrideOptions(380)).toMatchObject({ zIndex: 999, spotlightPadding: 2, width: 380 });
    expect(tooltipWidthFor(480)).toBe(290);
    expect(tooltipWidthFor(481)).toBe(380);
    expect(tooltipWidthFor(375)).toBe(290);
  });
});
