import { expect, type Page } from '@playwright/test';

/** Logs in through the header's Log In button and the auth modal. */
export async function logInAs(page: Page, email: string, password: string) {
  await page.getByRole('button', { name: 'Log In' }).first().click();
  const dialog = page.getByRole('dialog');
  await dialog.getByLabel('Email').fill(email);
  await dialog.getByLabel('Password').fill(password);
  await dialog.getByRole('button', { name: 'Log In' }).click();
  await expect(page.getByRole('button', { name: 'Account menu' })).toBeVisible();
}

/** Waits for an Ant Design message with exactly this text. */
export async function expectMessage(page: Page, text: string) {
  await expect(page.locator('.ant-message').getByText(text, { exact: true }).first()).toBeVisible();
}
