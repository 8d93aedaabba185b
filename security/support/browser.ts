// A real browser for the findings whose harm happens in the page's own script (a redirect the log-in page
// performs, a sign-in at the identity provider): the system Chromium, trusting the suite's certificate only by
// ignoring HTTPS errors for this throwaway profile.
import { chromium, type Browser, type BrowserContext } from '@playwright/test';
import { inject } from 'vitest';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../../e2e/support/chromium';

let browser: Browser | undefined;

export async function newBrowserContext(): Promise<BrowserContext> {
  browser ??= await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
  return browser.newContext({
    baseURL: inject('baseUrl'),
    ignoreHTTPSErrors: true,
    // Visitors who answered the cookie notice and the user-type survey, so that neither covers the forms.
    storageState: {
      cookies: [],
      origins: [
        {
          origin: inject('baseUrl'),
          localStorage: [
            { name: 'cookieConsent', value: 'true' },
            { name: 'userType', value: 'Retail Investor' },
            { name: 'survey-last-notification-time', value: String(Date.now()) },
          ],
        },
      ],
    },
  });
}

export async function closeBrowser(): Promise<void> {
  await browser?.close();
  browser = undefined;
}
