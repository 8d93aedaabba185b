import { expect, test, type Page } from '@playwright/test';
import { createVerifiedUser, newEmail } from '../support/mailbox';
import { open } from '../support/navigation';
import { logInAs } from '../support/session';
import { SYNTHETIC_ANNOUNCEMENT, onSyntheticServer } from '../support/synthetic-server';

test.describe('header', () => {
  test('the desktop header holds Products, Resources, Company, the search and Log In / Sign Up', async ({
    page,
  }) => {
    await open(page, '/company/about');
    const header = page.getByRole('banner');
    // A desktop visitor opens the menus by pointing at them.
    await header.getByRole('button', { name: 'Products' }).hover();
    for (const product of ['Security Audit', 'Skynet', 'Skytrace', 'Pentest']) {
      await expect(page.getByRole('menuitem', { name: product })).toBeVisible();
    }
    await page.getByRole('menuitem', { name: 'Skytrace' }).click();
    await expect(page).toHaveURL(/\/products\/skytrace$/);
    await expect(header.getByRole('link', { name: 'Resources' })).toBeVisible();
    await header.getByRole('button', { name: 'Company' }).hover();
    for (const item of [
      'About',
      'Careers',
      'Disclaimer',
      'Terms and Conditions',
      'Privacy Policy',
      'Cookie Policy',
    ]) {
      await expect(page.getByRole('menuitem', { name: item })).toBeVisible();
    }
    await page.keyboard.press('Escape');
    await expect(header.getByRole('combobox')).toBeVisible();
    await expect(header.getByRole('button', { name: 'Log In' })).toBeVisible();
    await expect(header.getByRole('button', { name: 'Sign Up' })).toBeVisible();
  });

  test('the menus work from the keyboard: open, move, close and give the focus back', async ({ page }) => {
    await open(page, '/company/about');
    const products = page.getByRole('banner').getByRole('button', { name: 'Products' });
    // Until the page hydrates the button is disabled, and a disabled button takes no focus: Tab reaches it once
    // it is enabled, which is when a keyboard user can first land on it.
    await expect(products).toBeEnabled();
    await products.focus();
    await page.keyboard.press('ArrowDown');
    await expect(page.getByRole('menuitem', { name: 'Security Audit' })).toBeFocused();
    await page.keyboard.press('ArrowDown');
    await expect(page.getByRole('menuitem', { name: 'Skynet' })).toBeFocused();
    await page.keyboard.press('End');
    await expect(page.getByRole('menuitem', { name: 'Pentest' })).toBeFocused();
    await page.keyboard.press('ArrowDown');
    await expect(page.getByRole('menuitem', { name: 'Security Audit' })).toBeFocused();
    await page.keyboard.press('Escape');
    await expect(page.getByRole('menu')).toHaveCount(0);
    await expect(products).toBeFocused();
    await expect(products).toHaveAttribute('aria-expanded', 'false');
    // Enter opens it too; a chosen item navigates and closes it.
    await page.keyboard.press('Enter');
    await expect(products).toHaveAttribute('aria-expanded', 'true');
    await page.keyboard.press('ArrowUp');
    await expect(page.getByRole('menuitem', { name: 'Pentest' })).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/products\/pentest$/);
    await expect(page.getByRole('menu')).toHaveCount(0);
  });

  test('a menu the pointer opened stays open when pressed, until a second press', async ({ page }) => {
    await open(page, '/company/about');
    const products = page.getByRole('banner').getByRole('button', { name: 'Products' });
    const away = async () => {
      await page.mouse.move(640, 600);
      // Longer than a pointed-at menu waits before it closes.
      await page.waitForTimeout(500);
    };
    // Pointed at, then left: it closes.
    await products.hover();
    await expect(products).toHaveAttribute('aria-expanded', 'true');
    await away();
    await expect(products).toHaveAttribute('aria-expanded', 'false');
    // Pointed at, then pressed: the press keeps it open, also once the pointer leaves.
    await products.hover();
    await expect(products).toHaveAttribute('aria-expanded', 'true');
    await products.click();
    await expect(products).toHaveAttribute('aria-expanded', 'true');
    await away();
    await expect(page.getByRole('menuitem', { name: 'Skynet' })).toBeVisible();
    // A second press closes it.
    await products.click();
    await expect(page.getByRole('menu')).toHaveCount(0);
  });

  test('at 400 px a full-height top drawer holds the search, the menus and the buttons', async ({ page }) => {
    await page.setViewportSize({ width: 400, height: 800 });
    await open(page, '/company/about');
    // Nothing is wider than the screen.
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(400);
    await page.getByRole('button', { name: 'Open the menu' }).click();
    const drawer = page.getByRole('dialog');
    await expect(drawer.getByRole('combobox')).toBeVisible();
    await expect(drawer.getByRole('menuitem', { name: 'Resources' })).toBeVisible();
    await drawer.getByRole('menuitem', { name: 'Products' }).click();
    await expect(drawer.getByRole('menuitem', { name: 'Pentest' })).toBeVisible();
    await drawer.getByRole('menuitem', { name: 'Company' }).click();
    await expect(drawer.getByRole('menuitem', { name: 'Careers' })).toBeVisible();
    await expect(drawer.getByRole('button', { name: 'Log In' })).toBeVisible();
    await expect(drawer.getByRole('button', { name: 'Sign Up' })).toBeVisible();
    const box = await drawer.boundingBox();
    expect(box?.height).toBeGreaterThanOrEqual(780);
    await drawer.getByRole('menuitem', { name: 'Careers' }).click();
    await expect(page).toHaveURL(/\/company\/careers$/);
    await expect(page.getByRole('dialog')).toBeHidden();
  });

  test('a route change scrolls smoothly to the top, and not for a visitor who asks for less motion', async ({
    browser,
    baseURL,
    storageState,
  }) => {
    for (const reducedMotion of ['no-preference', 'reduce'] as const) {
      // The suite's visitor (cookies accepted, surveys answered), with or without a wish for less motion.
      const context = await browser.newContext({ baseURL, storageState, reducedMotion });
      const page = await context.newPage();
      await open(page, '/company/about');
      await page.evaluate(() => window.scrollTo({ top: document.body.scrollHeight, behavior: 'instant' }));
      const start = await page.evaluate(() => window.scrollY);
      expect(start).toBeGreaterThan(400);
      // Every frame's scroll position from the click on, across the client navigation.
      await page.evaluate(() => {
        const frames: number[] = [];
        (window as unknown as { scrollFrames: number[] }).scrollFrames = frames;
        const sample = () => {
          frames.push(window.scrollY);
          if (frames.length < 600) requestAnimationFrame(sample);
        };
        requestAnimationFrame(sample);
      });
      await page.getByRole('contentinfo').getByRole('link', { name: 'Careers' }).click();
      await expect(page).toHaveURL(/\/company\/careers$/);
      await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
      const frames = await page.evaluate(
        () => (window as unknown as { scrollFrames: number[] }).scrollFrames,
      );
      // Smoothly: the page passes through many positions between where it was and the top; instantly: it
      // jumps, at most by way of the one position where a shorter next page clamps the scroll before the jump.
      const between = new Set(frames.filter((y) => y > 0 && y < start - 1));
      if (reducedMotion === 'no-preference') expect(between.size, reducedMotion).toBeGreaterThan(2);
      else expect(between.size, reducedMotion).toBeLessThanOrEqual(1);
      await context.close();
    }
  });

  test('a route change scrolls to the top and stores one page view', async ({ page }) => {
    const views: { page: string; status: number }[] = [];
    page.on('response', async (response) => {
      const request = response.request();
      if (!request.url().endsWith('/api/user/events') || request.method() !== 'POST') return;
      const body = request.postDataJSON() as { eventName: string; properties: { page: string } };
      if (body.eventName === 'page_view')
        views.push({ page: body.properties.page, status: response.status() });
    });
    await open(page, '/company/about');
    await expect.poll(() => views.map((view) => view.page)).toEqual(['/company/about']);
    await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(200);
    await page.getByRole('contentinfo').getByRole('link', { name: 'Careers' }).click();
    await expect(page).toHaveURL(/\/company\/careers$/);
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
    await expect
      .poll(() => views.filter((view) => view.page === '/company/careers'))
      .toEqual([{ page: '/company/careers', status: 200 }]);
  });

  test("the header's Request a Quote opens the quote form", async ({ page }) => {
    await open(page, '/company/about');
    await page.getByRole('banner').getByRole('button', { name: 'Request a Quote' }).click();
    await expect(page.getByRole('dialog', { name: 'Protect Your Project Today' })).toBeVisible();
  });
});

test.describe('mobile drawer', () => {
  const PASSWORD = 'rampart2026';
  const openDrawer = async (page: Page) => {
    await page.getByRole('button', { name: 'Open the menu' }).click();
    // Named by its title, the brand.
    return page.getByRole('dialog', { name: 'Rampart' });
  };

  test('signed in, the drawer holds an Account sub-menu instead of the log-in buttons', async ({
    page,
    request,
  }) => {
    const email = newEmail('drawer');
    await createVerifiedUser(request, email, PASSWORD);
    await open(page, '/company/about');
    await logInAs(page, email, PASSWORD);
    await page.setViewportSize({ width: 400, height: 800 });

    let drawer = await openDrawer(page);
    await drawer.getByRole('menuitem', { name: 'Account' }).click();
    for (const item of ['Watchlists', 'Guided Tour', 'Account Settings', 'Sign out']) {
      await expect(drawer.getByRole('menuitem', { name: item })).toBeVisible();
    }
    await expect(drawer.getByRole('button', { name: 'Log In' })).toHaveCount(0);
    await expect(drawer.getByRole('button', { name: 'Sign Up' })).toHaveCount(0);
    await drawer.getByRole('menuitem', { name: 'Account Settings' }).click();
    await expect(page).toHaveURL(/\/my\/settings$/);
    await expect(page.getByRole('dialog', { name: 'Rampart' })).toBeHidden();

    await open(page, '/company/about');
    drawer = await openDrawer(page);
    await drawer.getByRole('menuitem', { name: 'Account' }).click();
    await drawer.getByRole('menuitem', { name: 'Sign out' }).click();
    await expect(page.getByText('Signed out successfully.')).toBeVisible();
    // Signed out, the drawer offers the log-in and sign-up buttons again.
    await expect(drawer.getByRole('menuitem', { name: 'Account' })).toHaveCount(0);
    await expect(drawer.getByRole('button', { name: 'Log In' })).toBeVisible();
    await expect(drawer.getByRole('button', { name: 'Sign Up' })).toBeVisible();
  });

  test('at 768 px the menus move to a full-height drawer on the right, 378 px wide', async ({ page }) => {
    await page.setViewportSize({ width: 768, height: 900 });
    await open(page, '/company/about');
    await expect(page.getByRole('banner').getByRole('button', { name: 'Products' })).toBeHidden();
    const drawer = await openDrawer(page);
    await expect(drawer.getByRole('menuitem', { name: 'Resources' })).toBeVisible();
    await drawer.getByRole('menuitem', { name: 'Company' }).click();
    await expect(drawer.getByRole('menuitem', { name: 'Careers' })).toBeVisible();
    await expect
      .poll(async () => drawer.boundingBox())
      .toEqual({ x: 768 - 378, y: 0, width: 378, height: 900 });
    await drawer.getByRole('menuitem', { name: 'Products' }).click();
    await drawer.getByRole('menuitem', { name: 'Skynet' }).click();
    await expect(page).toHaveURL(/\/products\/skynet$/);
    await expect(page.getByRole('dialog', { name: 'Rampart' })).toBeHidden();
  });

  test('the drawer slides in with a 0.3 s transition, which its panel keeps for sliding out', async ({
    page,
  }) => {
    // A visitor who has not asked their system for less motion (the suite's visitors have).
    await page.emulateMedia({ reducedMotion: 'no-preference' });
    await page.setViewportSize({ width: 400, height: 800 });
    await open(page, '/company/about');
    // Every transition that starts on the drawer's panel (the element around the menu dialog), with the length
    // its style gives it. A start is recorded even when the closing drawer is taken away before its end fires.
    await page.evaluate(() => {
      const runs: { property: string; seconds: number }[] = [];
      const seen = window as unknown as { runs: typeof runs; panel?: Element };
      seen.runs = runs;
      document.addEventListener(
        'transitionrun',
        (event) => {
          const target = event.target as Element;
          if (target.querySelector('[role="dialog"][aria-label="Menu"]')) seen.panel = target;
          if (target !== seen.panel) return;
          const style = getComputedStyle(target);
          const properties = style.transitionProperty.split(',').map((value) => value.trim());
          const durations = style.transitionDuration.split(',').map((value) => value.trim());
          const index = Math.max(properties.indexOf(event.propertyName), properties.indexOf('all'), 0);
          runs.push({
            property: event.propertyName,
            seconds: parseFloat(durations[index % durations.length]!),
          });
        },
        true,
      );
    });
    const runs = () =>
      page.evaluate(() => (window as unknown as { runs: { property: string; seconds: number }[] }).runs);
    const slide = { property: 'transform', seconds: 0.3 };

    const drawer = await openDrawer(page);
    await expect(drawer).toBeVisible();
    await expect.poll(async () => (await runs()).length).toBeGreaterThanOrEqual(1);
    expect(await runs()).toEqual([slide]);
    // The same declared transition moves the panel out again (its end is not awaited: the closed drawer's panel
    // may be taken away first).
    expect(
      await page.evaluate(() => {
        const panel = (window as unknown as { panel: Element }).panel;
        const style = getComputedStyle(panel);
        return { property: style.transitionProperty, duration: style.transitionDuration };
      }),
    ).toEqual({ property: 'transform', duration: '0.3s' });
    await drawer.getByRole('button', { name: 'Close' }).click();
    await expect(drawer).toBeHidden();
  });

  test('for a visitor who asked for less motion, the drawer opens and closes without sliding', async ({
    page,
  }) => {
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await page.setViewportSize({ width: 400, height: 800 });
    await open(page, '/company/about');
    await page.evaluate(() => {
      const seen = window as unknown as { transitions: string[] };
      seen.transitions = [];
      document.addEventListener('transitionrun', (event) => seen.transitions.push(event.propertyName), true);
    });
    const drawer = await openDrawer(page);
    await expect(drawer).toBeVisible();
    await drawer.getByRole('button', { name: 'Close' }).click();
    await expect(drawer).toBeHidden();
    expect(
      await page.evaluate(() => (window as unknown as { transitions: string[] }).transitions),
    ).not.toContain('transform');
  });

  test('at 428 px and less, modals keep less padding around their content', async ({ page }) => {
    const titleInset = async () => {
      const dialog = page.getByRole('dialog', { name: 'Protect Your Project Today' });
      await expect(dialog).toBeVisible();
      const box = (await dialog.boundingBox())!;
      const title = (await dialog.getByText('Protect Your Project Today').boundingBox())!;
      return { left: Math.round(title.x - box.x), top: Math.round(title.y - box.y) };
    };
    await page.setViewportSize({ width: 1280, height: 800 });
    await open(page, '/company/about?quote=1');
    await expect.poll(titleInset).toEqual({ left: 24, top: 20 });
    await page.setViewportSize({ width: 428, height: 800 });
    await expect.poll(titleInset).toEqual({ left: 12, top: 16 });
    await page.setViewportSize({ width: 429, height: 800 });
    await expect.poll(titleInset).toEqual({ left: 24, top: 20 });
  });
});

test.describe('announcement banner', () => {
  // The real data needs no banner: the announcement is set by staff (npm run announcement) on the second server.
  test.use(onSyntheticServer());

  test('the banner shows until dismissed; the dismissal survives a reload, and a different banner still shows', async ({
    page,
  }) => {
    // A banner dismissed earlier, with other content, does not hide today's.
    await page.addInitScript(() => {
      if (!sessionStorage.getItem('seeded')) {
        localStorage.setItem('ignoredBannerContent', 'An older announcement.');
        sessionStorage.setItem('seeded', '1');
      }
    });
    await open(page, '/products/skynet');
    const banner = page.getByRole('region', { name: 'Announcement' });
    await expect(banner).toContainText(SYNTHETIC_ANNOUNCEMENT);
    await expect(banner.getByRole('link', { name: 'About Skynet' })).toHaveAttribute(
      'href',
      '/products/skynet',
    );
    await banner.getByRole('button', { name: 'Dismiss the announcement' }).click();
    await expect(banner).toBeHidden();
    await page.reload();
    await page.locator('html[data-hydrated="true"]').waitFor({ state: 'attached' });
    await expect(page.getByRole('region', { name: 'Announcement' })).toBeHidden();
    const stored = await page.evaluate(() => localStorage.getItem('ignoredBannerContent'));
    expect(stored).toBe(SYNTHETIC_ANNOUNCEMENT);
  });

  test('the site header stays at the top with its banner; home has its own header without one', async ({
    page,
  }) => {
    await open(page, '/resources');
    await expect(page.getByRole('region', { name: 'Announcement' })).toBeVisible();
    await page.evaluate(() => window.scrollTo(0, 1500));
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(500);
    expect((await page.getByRole('banner').boundingBox())?.y).toBe(0);
    await open(page, '/');
    await expect(page.getByRole('banner')).toBeVisible();
    await expect(page.getByRole('region', { name: 'Announcement' })).toHaveCount(0);
  });

  test('the header search shows only once the page is scrolled to the banner height minus 70', async ({
    page,
  }) => {
    await open(page, '/resources');
    const banner = page.getByRole('region', { name: 'Announcement' });
    const search = page.getByRole('banner').getByRole('combobox');
    // Today's one-line banner is less than 70 px high: the search shows at the top already.
    expect((await banner.boundingBox())!.height).toBeLessThan(70);
    await expect(search).toBeVisible();

    // A taller banner (a longer announcement, or larger text) hides it until the page is scrolled that far.
    await banner.evaluate((element) => {
      (element as HTMLElement).style.minHeight = '200px';
    });
    await expect(search).toBeHidden();
    const height = Math.round((await banner.boundingBox())!.height);
    expect(height).toBe(200);
    const scrollTo = async (y: number) => {
      await page.evaluate((top) => window.scrollTo({ top, behavior: 'instant' }), y);
      await expect.poll(() => page.evaluate(() => Math.round(window.scrollY))).toBe(y);
    };
    await scrollTo(height - 70);
    await expect(search).toBeVisible();
    await scrollTo(height - 71);
    await expect(search).toBeHidden();
    await scrollTo(height);
    await expect(search).toBeVisible();
    await scrollTo(0);
    await expect(search).toBeHidden();
  });
});
