import { expect, test } from '@playwright/test';
import { hydrated, open } from '../support/navigation';

test.describe('header search', () => {
  test('shows Trending Search while empty', async ({ page }) => {
    await open(page, '/');
    await page.getByRole('combobox', { name: 'Search projects' }).click();
    await expect(page.getByText('Trending Search')).toBeVisible();
    // The first trending project is the active option.
    await expect(page.getByRole('option').first()).toBeAttached();
  });

  test('shows 5 skeleton rows while the trending list loads', async ({ page }) => {
    await open(page, '/');
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route('**/api/search-project?*', async (route) => {
      await held;
      await route.continue();
    });
    await page.getByRole('combobox', { name: 'Search projects' }).click();
    const loading = page.getByLabel('Loading projects');
    await expect(loading).toBeVisible();
    await expect(loading.locator(':scope > *')).toHaveCount(5);
    release();
    await expect(loading).toBeHidden();
    await expect(page.getByText('Trending Search')).toBeVisible();
  });

  test('finds Ethereum from a typo and opens its page with Enter', async ({ page }) => {
    await open(page, '/');
    const box = page.getByRole('combobox', { name: 'Search projects' });
    await box.click();
    await box.fill('etherum');
    await expect(page.getByText('Projects', { exact: true })).toBeVisible();
    await expect(page.getByRole('option').first()).toHaveAccessibleName('ethereum');
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/projects\/ethereum$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Ethereum' })).toBeVisible();
  });

  test('arrow keys and Enter choose a result', async ({ page }) => {
    await open(page, '/projects/bitcoin');
    const box = page.getByRole('combobox', { name: 'Search projects' });
    await box.click();
    await box.fill('cardano');
    await expect(page.getByRole('option').first()).toHaveAccessibleName('cardano');
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('ArrowUp');
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/projects\/cardano$/);
  });

  test('the slash key focuses the search, and again leaves it; not while typing elsewhere', async ({
    page,
  }) => {
    await open(page, '/');
    // The key is the page's, not a control's: it is heard once the page has hydrated.
    await hydrated(page);
    const box = page.getByRole('combobox', { name: 'Search projects' });
    await page.keyboard.press('/');
    await expect(box).toBeFocused();
    await expect(box).toHaveValue('');
    await page.keyboard.press('/');
    await expect(box).not.toBeFocused();

    await page.getByRole('button', { name: 'Advanced filter' }).click();
    const category = page.getByRole('combobox', { name: 'Category' });
    await category.click();
    await page.keyboard.press('/');
    // Whichever search shows now (the header's, once the page has scrolled past the banner), none takes the key.
    await expect(
      page.getByRole('combobox', { name: 'Search projects' }).and(page.locator(':focus')),
    ).toHaveCount(0);
    await expect(category).toBeFocused();
  });
});
