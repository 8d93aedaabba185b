import { expect, request, type BrowserContext, type Page } from '@playwright/test';

/** Logs in through the header's Log In button and the auth modal. */
export async function logInAs(page: Page, email: string, password: string) {
  await page.getByRole('button', { name: 'Log In' }).first().click();
  const dialog = page.getByRole('dialog');
  await dialog.getByLabel('Email').fill(email);
  await dialog.getByLabel('Password').fill(password);
  await dialog.getByRole('button', { name: 'Log In' }).click();
  await expect(page.getByRole('button', { name: 'Account menu' })).toBeVisible();
}

/**
 * Waits for an Ant Design message with exactly this text, for the suite's usual time or the caller's (`timeout`,
 * in ms: a test on a slowed CPU allows its effects longer).
 */
export async function expectMessage(page: Page, text: string, options: { timeout?: number } = {}) {
  await expect(page.locator('.ant-message').getByText(text, { exact: true }).first()).toBeVisible(options);
}

/** A signed-in API client of its own (cookies apart from the page's), logged in through next-auth's endpoints. */
export async function apiSessionOf(baseURL: string, email: string, password: string) {
  const client = await request.newContext({ baseURL });
  const { csrfToken } = (await (await client.get('/api/auth/csrf')).json()) as { csrfToken: string };
  const login = await client.post('/api/auth/callback/credentials', {
    form: { csrfToken, email, password, json: 'true', callbackUrl: baseURL },
  });
  expect(login.ok()).toBe(true);
  const session = (await (await client.get('/api/auth/session')).json()) as { user?: { id: string } };
  expect(session.user?.id).toBeTruthy();
  return { client, userId: session.user!.id };
}

/** Signs a browser context in through next-auth's own endpoints: its pages then carry the session. */
export async function signInContext(context: BrowserContext, email: string, password: string) {
  const { csrfToken } = (await (await context.request.get('/api/auth/csrf')).json()) as { csrfToken: string };
  const login = await context.request.post('/api/auth/callback/credentials', {
    form: { csrfToken, email, password, json: 'true' },
  });
  expect(login.ok()).toBe(true);
}
