import { EVENTS, STATUS, type EventData } from 'react-joyride';

/**
 * The tour status values. react-joyride v3 has the first seven as its `STATUS`; a failure
 * (steps it cannot use, a step hook that throws or times out) it reports as an `error` event instead.
 */
export const TOUR_STATUSES = [
  STATUS.IDLE,
  STATUS.READY,
  STATUS.WAITING,
  STATUS.RUNNING,
  STATUS.PAUSED,
  STATUS.SKIPPED,
  STATUS.FINISHED,
  'error',
] as const;
export type TourStatus = (typeof TOUR_STATUSES)[number];

/** The tour's status after a react-joyride event. A missing target is not an error: the tour skips the step. */
export function tourStatusOf({ type, status }: Pick<EventData, 'type' | 'status'>): TourStatus {
  return type === EVENTS.ERROR ? 'error' : status;
}
