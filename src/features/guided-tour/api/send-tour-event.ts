// The tour's analytics events through POST /api/user/events: only for a signed-in user or a
// visitor who accepted cookies, and never in the way of the tour when they fail.
import { STORAGE_KEYS } from '@/config/constants';
import { apiRequest, lazyContract } from '@/lib/api-client';

export type TourEventName = 'tour_next' | 'tour_previous' | 'tour_finish' | 'tour_skip';

function hasConsent(): boolean {
  try {
    return window.localStorage.getItem(STORAGE_KEYS.cookieConsent) === 'true';
  } catch {
    return false;
  }
}

export function sendTourEvent(
  eventName: TourEventName,
  properties: Record<string, string | number>,
  isSignedIn: boolean,
): void {
  if (!isSignedIn && !hasConsent()) return;
  void apiRequest('/api/user/events', {
    method: 'POST',
    body: { eventName, properties },
    // The contract, and zod with it, load with the first answer: the tour opens without waiting for them.
    schema: lazyContract(
      () => import('@/contracts/events'),
      (module) => module.eventOutput,
    ),
  }).catch(() => undefined);
}
