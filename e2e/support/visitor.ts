/**
 * The browser storage of the suite's usual visitor on the server at `origin`: cookies accepted, the user-type
 * survey answered and the feedback notification put off just now, so that neither pops up over a long test; the
 * cookie notice's, the surveys' and the notification's own tests start afresh.
 */
export const returningVisitor = (origin: string) => ({
  cookies: [],
  origins: [
    {
      origin,
      localStorage: [
        { name: 'cookieConsent', value: 'true' },
        { name: 'userType', value: 'Retail Investor' },
        { name: 'survey-last-notification-time', value: String(Date.now()) },
      ],
    },
  ],
});
