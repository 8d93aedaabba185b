import { describe, expect, it } from 'vitest';
import { EVENTS, STATUS, type EventData } from 'react-joyride';
import { TOUR_STATUSES, tourStatusOf } from './tour-status';

const event = (type: EventData['type'], status: EventData['status']) => ({ type, status });

describe('the guided tour status', () => {
  it('has the eight values of the specification', () => {
    expect(TOUR_STATUSES).toEqual([
      'idle',
      'ready',
      'waiting',
      'running',
      'paused',
      'skipped',
      'finished',
      'error',
    ]);
  });

  it.each(Object.values(STATUS))("takes react-joyride's status %s as it is", (status) => {
    expect(tourStatusOf(event(EVENTS.TOOLTIP, status))).toBe(status);
    expect(tourStatusOf(event(EVENTS.TOUR_STATUS, status))).toBe(status);
  });

  it("is error on react-joyride's error event, whatever status it carries", () => {
    expect(tourStatusOf(event(EVENTS.ERROR, STATUS.RUNNING))).toBe('error');
    expect(tourStatusOf(event(EVENTS.ERROR, STATUS.READY))).toBe('error');
  });

  it('is not error when a target is missing: the tour skips that step and runs on', () => {
    expect(tourStatusOf(event(EVENTS.TARGET_NOT_FOUND, STATUS.RUNNING))).toBe('running');
  });
});
