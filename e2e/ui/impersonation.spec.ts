import { expect, test, type Page } from '@playwright/test';
import { createVerifiedUser, ensureVerifiedUser, newEmail } from '../support/mailbox';
import { open } from '../support/navigation';
import { apiSessionOf, logInAs } from '../support/session';

// e2e/support/flags.json turns impersonationTool (and portfolio) on for these two addresses only.
const STAFF = 'staff@e2e.rampart.test';
const OTHER_STAFF = 'staff2@e2e.rampart.test';
const PASSWORD = 'rampart2026';

const accountMenu = (page: Page) => page.getByRole('button', { name: 'Account menu' });
const menuItem = (page: Page, name: string) => page.getByRole('menuitem', { name, exact: true });
const toolDialog = (page: Page) => page.getByRole('dialog', { name: 'Impersonation Tool' });

test.describe('impersonation', () => {
  test('staff impersonate a user by id, act as that user, exit and are back; the log holds both', async ({
    page,
    request,
    baseURL,
  }) => {
    test.setTimeout(120_000);
    const userEmail = newEmail('impersonated');
    await ensureVerifiedUser(request, STAFF, PASSWORD);
    await ensureVerifiedUser(request, OTHER_STAFF, PASSWORD);
    await createVerifiedUser(request, userEmail, PASSWORD);
    const { userId } = await apiSessionOf(baseURL!, userEmail, PASSWORD);
    const { userId: otherStaffId } = await apiSessionOf(baseURL!, OTHER_STAFF, PASSWORD);

    await open(page, '/');
    await logInAs(page, STAFF, PASSWORD);
    await accountMenu(page).click();
    for (const name of [
      'Portfolio',
      'Watchlists',
      'Impersonate',
      'Guided Tour',
      'Account Settings',
      'Sign out',
    ]) {
      await expect(menuItem(page, name)).toBeVisible();
    }
    await expect(menuItem(page, 'Exit Impersonation')).toHaveCount(0);

    // The portfolio flag is on for staff: /my/portfolio, labelled work in progress.
    await menuItem(page, 'Portfolio').click();
    await expect(page).toHaveURL(/\/my\/portfolio$/);
    await expect(page.getByRole('heading', { name: /Portfolio/ })).toContainText('Work in progress');

    await accountMenu(page).click();
    await menuItem(page, 'Impersonate').click();

    const tool = toolDialog(page);
    await expect(
      tool.getByText('Switch to another user to see the site as they see it and debug'),
    ).toBeVisible();
    await expect(tool.getByRole('button', { name: 'Cancel' })).toBeVisible();
    const input = tool.getByPlaceholder('Enter user id');
    await input.fill('00000000-0000-4000-8000-000000000000');
    await tool.getByRole('button', { name: 'Switch User' }).click();
    await expect(tool.getByText("User doesn't exist.", { exact: true })).toBeVisible();

    // Staff cannot impersonate staff.
    await input.fill(otherStaffId);
    await tool.getByRole('button', { name: 'Switch User' }).click();
    await expect(tool.getByRole('alert')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Exit Impersonation' })).toHaveCount(0);

    await input.fill(userId);
    await tool.getByRole('button', { name: 'Switch User' }).click();
    const banner = page.getByRole('region', { name: 'Impersonation' });
    await expect(banner.getByRole('button', { name: 'Exit Impersonation' })).toBeVisible();
    await expect(banner).toContainText(userEmail);

    // Acting as the user: their settings, their watchlist; the menu offers the way back and no new switch.
    await open(page, '/my/settings');
    await expect(page.getByLabel('Email')).toHaveValue(userEmail);
    await accountMenu(page).click();
    await expect(menuItem(page, 'Exit Impersonation')).toBeVisible();
    await expect(menuItem(page, 'Impersonate')).toHaveCount(0);
    await page.keyboard.press('Escape');
    const asUser = await page.request.get('/api/user/profile');
    expect(((await asUser.json()) as { email: string }).email).toBe(userEmail);
    // The impersonated session may not change the user's password.
    const refused = await page.request.post('/api/user/change-password', {
      data: { oldPassword: PASSWORD, newPassword: 'taken0ver' },
    });
    expect(refused.status()).toBe(403);

    await page
      .getByRole('region', { name: 'Impersonation' })
      .getByRole('button', { name: 'Exit Impersonation' })
      .click();
    await expect(page.getByRole('region', { name: 'Impersonation' })).toHaveCount(0);
    const asStaff = await page.request.get('/api/user/profile');
    expect(((await asStaff.json()) as { email: string }).email).toBe(STAFF);
    await accountMenu(page).click();
    await expect(menuItem(page, 'Impersonate')).toBeVisible();

    const log = await page.request.get('/api/impersonation-tool/log');
    expect(log.status()).toBe(200);
    const entries = ((await log.json()) as { data: { action: string; userId: string; adminEmail: string }[] })
      .data;
    expect(
      entries
        .filter((entry) => entry.userId === userId)
        .map(({ action, adminEmail }) => ({ action, adminEmail })),
    ).toEqual([
      { action: 'end', adminEmail: STAFF },
      { action: 'start', adminEmail: STAFF },
    ]);
  });

  test('a user without the flag gets 403 from both endpoints, even calling them directly', async ({
    page,
    request,
    baseURL,
  }) => {
    const email = newEmail('no-flag');
    const target = newEmail('no-flag-target');
    await createVerifiedUser(request, email, PASSWORD);
    await createVerifiedUser(request, target, PASSWORD);
    const { userId: targetId } = await apiSessionOf(baseURL!, target, PASSWORD);
    const { client, userId } = await apiSessionOf(baseURL!, email, PASSWORD);

    const create = await client.post('/api/impersonation-tool/create', {
      data: { impersonatingUserId: targetId },
    });
    expect(create.status()).toBe(403);
    const remove = await client.post('/api/impersonation-tool/delete', { data: { adminId: userId } });
    expect(remove.status()).toBe(403);
    expect((await client.get('/api/impersonation-tool/log')).status()).toBe(403);
    const profile = (await (await client.get('/api/user/profile')).json()) as { email: string };
    expect(profile.email).toBe(email);

    // Neither Impersonate nor Portfolio is in the menu, and /my/portfolio is not there for this user.
    await open(page, '/');
    await logInAs(page, email, PASSWORD);
    await accountMenu(page).click();
    await expect(menuItem(page, 'Guided Tour')).toBeVisible();
    await expect(menuItem(page, 'Impersonate')).toHaveCount(0);
    await expect(menuItem(page, 'Portfolio')).toHaveCount(0);
    const portfolio = await page.goto('/my/portfolio');
    expect(portfolio?.status()).toBe(404);
    await client.dispose();
  });
});
