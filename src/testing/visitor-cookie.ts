import { VISITOR_COOKIE, visitorCookieValue } from '@/server/http/visitor';

/** The Cookie header of visitor `n`, as one of our page renders would have issued it. */
export const visitorCookie = (n: number) =>
  `${VISITOR_COOKIE}=${visitorCookieValue(`00000000-0000-4000-8000-${String(n).padStart(12, '0')}`)}`;
