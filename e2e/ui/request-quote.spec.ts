import { expect, test, type Page } from '@playwright/test';
import { SALES_EMAIL } from '../../src/config/site';
import { mailsTo, newEmail } from '../support/mailbox';
import { animationsSettled, open } from '../support/navigation';

const TITLE = 'Protect Your Project Today';
const THANK_YOU = 'Thank you! Our team will get back to you within one business day.';
const quoteDialog = (page: Page) => page.getByRole('dialog', { name: TITLE });

test.describe('Request a Quote', () => {
  test('?quote=1 opens the form; a sent request closes it, thanks the visitor and reaches sales', async ({
    page,
  }) => {
    // Short and without spaces: the test mail server reads the subject's first line only.
    const company = `Quokka${Date.now() % 1_000_000}`;
    await open(page, '/products/security-audit?quote=1');
    const dialog = quoteDialog(page);
    await expect(dialog).toBeVisible();

    await dialog.getByRole('button', { name: 'Submit' }).click();
    await expect(dialog.getByText('Invalid email.')).toBeVisible();
    await expect(dialog.getByText('Please choose at least one service')).toBeVisible();

    await dialog.getByLabel('Name').fill('Ada Lovelace');
    await dialog.getByLabel('Email').fill(newEmail('quote'));
    await dialog.getByLabel('Company').fill(company);
    await dialog.getByLabel('Project website').fill('https://quokka.example');
    await dialog.getByRole('checkbox', { name: 'Security Audit' }).check();
    await dialog.getByRole('combobox', { name: 'Budget' }).click();
    // A click during the list's slide-in may miss its option.
    await animationsSettled(page.locator('.ant-select-dropdown'));
    await page.getByTitle('Not sure yet').click();
    await expect(dialog.getByTitle('Not sure yet')).toBeVisible();
    await dialog
      .getByLabel('Message')
      .fill('Our lending protocol launches next quarter: 4,000 lines of Solidity.');
    await dialog.getByRole('button', { name: 'Submit' }).click();

    await expect(page.getByText(THANK_YOU)).toBeVisible();
    await expect(dialog).toBeHidden();
    // Closing forgets ?quote=1, so that a reload does not open the form again.
    await expect(page).toHaveURL(/\/products\/security-audit$/);

    await expect
      .poll(async () => (await mailsTo(SALES_EMAIL)).some((mail) => mail.subject.includes(company)), {
        timeout: 15_000,
      })
      .toBe(true);
  });

  test('the product page link opens the form; closing it forgets ?quote=1 and keeps the rest', async ({
    page,
  }) => {
    const dialog = quoteDialog(page);
    await open(page, '/products/skynet');
    await page.getByRole('main').getByRole('link', { name: 'Request a Quote' }).click();
    await expect(dialog).toBeVisible();
    await expect(page).toHaveURL(/\/products\/skynet\?quote=1$/);
    await dialog.getByRole('button', { name: 'Close' }).click();
    await expect(dialog).toBeHidden();
    await expect(page).toHaveURL(/\/products\/skynet$/);

    await open(page, '/products/skynet?ref=newsletter&quote=1');
    await expect(dialog).toBeVisible();
    await dialog.getByRole('button', { name: 'Close' }).click();
    await expect(dialog).toBeHidden();
    await expect(page).toHaveURL(/\/products\/skynet\?ref=newsletter$/);
  });
});
