import { expect, test, type Locator, type Page } from '@playwright/test';
import { createVerifiedUser, newEmail } from '../support/mailbox';
import { open } from '../support/navigation';
import { expectMessage, logInAs } from '../support/session';

const PASSWORD = 'rampart2026';
const projectRows = (page: Page) => page.getByRole('row').filter({ has: page.getByRole('link') });
const listNav = (page: Page) => page.getByRole('navigation', { name: 'Your watchlists' });
const listButton = (page: Page, name: string) =>
  listNav(page).getByRole('button', { name: new RegExp(`^${name}`) });
const picker = (page: Page) => page.getByRole('dialog').filter({ hasText: 'Add Projects' });
const pickerRows = (page: Page) => picker(page).getByRole('list', { name: 'Projects' }).getByRole('button');
const nameDialog = (page: Page, title: string) => page.getByRole('dialog', { name: title });

/** The project name of a leaderboard row, read from its star's label ('Add {name} to My Watchlist'). */
async function watchedName(row: Locator): Promise<string> {
  const label = await row
    .getByRole('button', { name: /^Add .+ to My Watchlist$/ })
    .getAttribute('aria-label');
  return label!.replace(/^Add /, '').replace(/ to My Watchlist$/, '');
}

async function newSignedInUser(page: Page, request: Parameters<typeof createVerifiedUser>[0], label: string) {
  const email = newEmail(label);
  await createVerifiedUser(request, email, PASSWORD);
  await open(page, '/');
  await logInAs(page, email, PASSWORD);
}

test.describe('watchlists', () => {
  test('signed out, the star asks the visitor to log in', async ({ page }) => {
    await open(page, '/');
    const first = projectRows(page).first();
    await first.getByRole('button', { name: /^Add .+ to My Watchlist$/ }).click();
    await expectMessage(page, 'Please login to add projects to your watchlist.');
    await expect(page.getByRole('dialog').getByRole('button', { name: 'Log In' })).toBeVisible();
  });

  test('the star column is named for screen readers and shows no header word', async ({ page }) => {
    await open(page, '/');
    const header = page.getByRole('columnheader', { name: 'Watchlist', exact: true });
    await expect(header).toHaveCount(1);
    // Visually hidden: a 1 px box, not the word across the column.
    const word = (await header.getByText('Watchlist', { exact: true }).boundingBox())!;
    expect(word.width).toBeLessThanOrEqual(1);
    expect(word.height).toBeLessThanOrEqual(1);
  });

  test('the whole flow: star, create, duplicate, rename, picker in both modes, remove, delete, reload', async ({
    page,
    request,
  }) => {
    test.setTimeout(120_000);
    await newSignedInUser(page, request, 'watchlists');

    // With no list yet, the placeholder shows and cannot be deleted.
    await open(page, '/my/watchlists');
    await expect(listButton(page, 'My Watchlist')).toHaveAttribute('aria-current', 'true');
    await expect(page.getByText('No project in this watchlist yet.')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Delete' })).toBeDisabled();

    // The leaderboard's star makes the placeholder a real list with the project in it.
    await open(page, '/');
    const first = projectRows(page).first();
    const firstName = await watchedName(first);
    await first.getByRole('button', { name: `Add ${firstName} to My Watchlist` }).click();
    await expectMessage(page, 'The project is successfully added');
    await expect(
      first.getByRole('button', { name: `Remove ${firstName} from My Watchlist` }),
    ).toHaveAttribute('aria-pressed', 'true');

    await open(page, '/my/watchlists');
    await expect(listButton(page, 'My Watchlist')).toContainText('1');
    await expect(projectRows(page)).toHaveCount(1);
    await expect(projectRows(page).first()).toContainText(firstName);
    await expect(page.getByRole('button', { name: 'Delete' })).toBeEnabled();

    // Create a second list; the form limits the name to 20 characters and Enter submits.
    await page.getByRole('button', { name: 'Create Watchlist' }).click();
    const create = nameDialog(page, 'Create Watchlist');
    await expect(create.getByText('Watchlist name cannot exceed 20 characters.')).toBeVisible();
    await expect(create.getByRole('button', { name: 'Cancel' })).toBeVisible();
    await expect(create.getByRole('button', { name: 'Confirm' })).toBeDisabled();
    const nameInput = create.getByPlaceholder('Enter a new watchlist name');
    await nameInput.fill('A name far longer than twenty');
    await expect(nameInput).toHaveValue('A name far longer th');
    await nameInput.fill('Research');
    await nameInput.press('Enter');
    await expectMessage(page, 'Successfully created watchlist Research.');
    await expect(create).toBeHidden();
    await expect(listButton(page, 'Research')).toHaveAttribute('aria-current', 'true');

    // A duplicate name (in another case) is refused and the input cleared.
    await page.getByRole('button', { name: 'Create Watchlist' }).click();
    await nameDialog(page, 'Create Watchlist')
      .getByPlaceholder('Enter a new watchlist name')
      .fill('research');
    await nameDialog(page, 'Create Watchlist').getByRole('button', { name: 'Confirm' }).click();
    await expectMessage(page, 'The name is already used');
    await expect(
      nameDialog(page, 'Create Watchlist').getByPlaceholder('Enter a new watchlist name'),
    ).toHaveValue('');
    await nameDialog(page, 'Create Watchlist').getByRole('button', { name: 'Cancel' }).click();

    // Rename.
    await page.getByRole('button', { name: 'Rename' }).click();
    const rename = nameDialog(page, 'Rename Watchlist');
    await rename.getByPlaceholder('Enter a new watchlist name').fill('DeFi picks');
    await rename.getByRole('button', { name: 'Confirm' }).click();
    await expectMessage(page, 'Successfully renamed watch list.');
    await expect(listButton(page, 'DeFi picks')).toHaveAttribute('aria-current', 'true');

    // Single mode: a search, one pick, the search cleared and the picker closed.
    await page.getByRole('button', { name: 'Add a project' }).click();
    await expect(picker(page).getByText('Trending Search')).toBeVisible();
    await picker(page).getByPlaceholder('Search Project by Name / Token').fill('bitcoin');
    await expect(picker(page).getByText('Trending Search')).toBeHidden();
    await pickerRows(page)
      .filter({ hasText: /^(#\d+|N\/A)Bitcoin/ })
      .first()
      .click();
    await expectMessage(page, 'The project is successfully added');
    await expect(picker(page)).toBeHidden();
    await expect(projectRows(page)).toHaveCount(1);
    await expect(projectRows(page).first()).toContainText('Bitcoin');

    // Multiple mode: every click adds; the added ones get a check; scrolling loads the next page.
    await page.getByRole('button', { name: 'Add Projects' }).click();
    await expect(picker(page).getByText('Trending Search')).toBeVisible();
    await expect(pickerRows(page)).toHaveCount(10);
    const list = picker(page).getByRole('list', { name: 'Projects' });
    await expect(list).toHaveCSS('height', '256px');
    await list.evaluate((element) => element.scrollTo({ top: element.scrollHeight }));
    await expect(pickerRows(page)).toHaveCount(20);
    const unpicked = pickerRows(page).filter({ hasNot: page.getByLabel('Added') });
    const second = (await unpicked.nth(0).getAttribute('aria-label'))!;
    const third = (await unpicked.nth(1).getAttribute('aria-label'))!;
    await picker(page).getByRole('button', { name: second, exact: true }).click();
    await expect(picker(page).getByRole('button', { name: `${second} (in the watchlist)` })).toBeVisible();
    await picker(page).getByRole('button', { name: third, exact: true }).click();
    await expect(picker(page).getByRole('button', { name: `${third} (in the watchlist)` })).toBeVisible();
    await expect(picker(page)).toBeVisible();
    await picker(page).getByRole('button', { name: 'Close' }).click();
    await expect(projectRows(page)).toHaveCount(3);
    await expect(listButton(page, 'DeFi picks')).toContainText('3');

    // Remove one.
    await page.getByRole('button', { name: `Remove ${third}` }).click();
    await expectMessage(page, 'The project is successfully removed');
    await expect(projectRows(page)).toHaveCount(2);

    // A third list, then delete it: the selection moves to the one before.
    await page.getByRole('button', { name: 'Create Watchlist' }).click();
    await nameDialog(page, 'Create Watchlist')
      .getByPlaceholder('Enter a new watchlist name')
      .fill('Short-lived');
    await nameDialog(page, 'Create Watchlist').getByRole('button', { name: 'Confirm' }).click();
    await expect(listButton(page, 'Short-lived')).toHaveAttribute('aria-current', 'true');
    await page.getByRole('button', { name: 'Delete' }).click();
    await page.getByRole('tooltip').getByRole('button', { name: 'Delete' }).click();
    await expectMessage(page, 'Successfully deleted watch list.');
    await expect(listButton(page, 'Short-lived')).toHaveCount(0);
    await expect(listButton(page, 'DeFi picks')).toHaveAttribute('aria-current', 'true');

    // Everything is as left after a reload.
    await page.reload();
    await expect(listNav(page).getByRole('button')).toHaveText([
      /^My Watchlist1$/,
      /^DeFi picks2$/,
      'Create Watchlist',
    ]);
    await listButton(page, 'DeFi picks').click();
    await expect(projectRows(page)).toHaveCount(2);
    await expect(projectRows(page).filter({ hasText: 'Bitcoin' })).toHaveCount(1);
    await expect(projectRows(page).filter({ hasText: second })).toHaveCount(1);
  });

  test('the star turns at once, before the server answers, and turns back when the save fails', async ({
    page,
    request,
  }) => {
    await newSignedInUser(page, request, 'watchlist-optimistic');
    const first = projectRows(page).first();
    const firstName = await watchedName(first);
    await first.getByRole('button', { name: `Add ${firstName} to My Watchlist` }).click();
    await expectMessage(page, 'The project is successfully added');

    // The server's answer is held until the star has been read, then it fails.
    let release: () => void = () => undefined;
    const held = new Promise<void>((resolve) => (release = resolve));
    let saves = 0;
    await page.route('**/api/watchlist/update', async (route) => {
      saves += 1;
      await held;
      await route.fulfill({
        status: 500,
        contentType: 'application/json',
        body: '{"error":"InternalServerError"}',
      });
    });
    await first.getByRole('button', { name: `Remove ${firstName} from My Watchlist` }).click();
    await expect.poll(() => saves).toBe(1);
    // Removed on the page while the save is still on its way.
    await expect(first.getByRole('button', { name: `Add ${firstName} to My Watchlist` })).toHaveAttribute(
      'aria-pressed',
      'false',
    );
    release();
    await expectMessage(page, 'Unable to update watchlist.');
    await expect(
      first.getByRole('button', { name: `Remove ${firstName} from My Watchlist` }),
    ).toHaveAttribute('aria-pressed', 'true');
  });

  test('with only the placeholder, creating a list first makes My Watchlist, then the new one', async ({
    page,
    request,
  }) => {
    await newSignedInUser(page, request, 'watchlist-placeholder');
    await open(page, '/my/watchlists');
    // Only the local placeholder exists: nothing is stored yet.
    expect(((await (await page.request.get('/api/watchlist')).json()) as { data: unknown[] }).data).toEqual(
      [],
    );
    await expect(listButton(page, 'My Watchlist')).toBeVisible();
    const creates: string[] = [];
    page.on('request', (sent) => {
      if (sent.method() === 'POST' && sent.url().endsWith('/api/watchlist/create')) {
        creates.push((sent.postDataJSON() as { name: string }).name);
      }
    });
    await page.getByRole('button', { name: 'Create Watchlist' }).click();
    await nameDialog(page, 'Create Watchlist')
      .getByPlaceholder('Enter a new watchlist name')
      .fill('DeFi picks');
    await nameDialog(page, 'Create Watchlist').getByRole('button', { name: 'Confirm' }).click();
    await expectMessage(page, 'Successfully created watchlist DeFi picks.');
    expect(creates).toEqual(['My Watchlist', 'DeFi picks']);
    const stored = (await (await page.request.get('/api/watchlist')).json()) as { data: { name: string }[] };
    expect(stored.data.map((list) => list.name)).toEqual(['My Watchlist', 'DeFi picks']);
    await expect(listButton(page, 'My Watchlist')).toBeVisible();
    await expect(listButton(page, 'DeFi picks')).toBeVisible();
  });

  test('when the save fails the star is restored and the error shown', async ({ page, request }) => {
    await newSignedInUser(page, request, 'watchlist-failure');
    const first = projectRows(page).first();
    const firstName = await watchedName(first);
    await first.getByRole('button', { name: `Add ${firstName} to My Watchlist` }).click();
    await expectMessage(page, 'The project is successfully added');

    await page.route('**/api/watchlist/update', (route) =>
      route.fulfill({
        status: 500,
        contentType: 'application/json',
        body: '{"error":"InternalServerError"}',
      }),
    );
    await first.getByRole('button', { name: `Remove ${firstName} from My Watchlist` }).click();
    await expectMessage(page, 'Unable to update watchlist.');
    await expect(
      first.getByRole('button', { name: `Remove ${firstName} from My Watchlist` }),
    ).toHaveAttribute('aria-pressed', 'true');
    await page.unroute('**/api/watchlist/update');
    await page.reload();
    await expect(
      projectRows(page)
        .first()
        .getByRole('button', { name: `Remove ${firstName} from My Watchlist` }),
    ).toBeVisible();
  });
});

test.describe('watchlists: failures and stars elsewhere', () => {
  test('each failed operation shows its message, and a failed first load says so', async ({
    page,
    request,
  }) => {
    await newSignedInUser(page, request, 'watchlist-errors');
    const first = projectRows(page).first();
    const firstName = await watchedName(first);
    await first.getByRole('button', { name: `Add ${firstName} to My Watchlist` }).click();
    await expectMessage(page, 'The project is successfully added');
    await open(page, '/my/watchlists');
    await expect(listButton(page, 'My Watchlist')).toContainText('1');

    const failWith500 = (url: string) =>
      page.route(url, (route) =>
        route.fulfill({
          status: 500,
          contentType: 'application/json',
          body: '{"error":"InternalServerError"}',
        }),
      );

    await failWith500('**/api/watchlist/create');
    await page.getByRole('button', { name: 'Create Watchlist' }).click();
    await nameDialog(page, 'Create Watchlist')
      .getByPlaceholder('Enter a new watchlist name')
      .fill('Never saved');
    await nameDialog(page, 'Create Watchlist').getByRole('button', { name: 'Confirm' }).click();
    await expectMessage(page, 'Unable to create watchlist.');
    await nameDialog(page, 'Create Watchlist').getByRole('button', { name: 'Cancel' }).click();
    await expect(listButton(page, 'Never saved')).toHaveCount(0);

    await failWith500('**/api/watchlist/update');
    await page.getByRole('button', { name: 'Rename' }).click();
    await nameDialog(page, 'Rename Watchlist')
      .getByPlaceholder('Enter a new watchlist name')
      .fill('Not renamed');
    await nameDialog(page, 'Rename Watchlist').getByRole('button', { name: 'Confirm' }).click();
    await expectMessage(page, 'Unable to rename watchlist.');
    await nameDialog(page, 'Rename Watchlist').getByRole('button', { name: 'Cancel' }).click();
    await expect(listButton(page, 'My Watchlist')).toBeVisible();

    await failWith500('**/api/watchlist/delete');
    await page.getByRole('button', { name: 'Delete' }).click();
    await page.getByRole('tooltip').getByRole('button', { name: 'Delete' }).click();
    await expectMessage(page, 'Unable to delete watchlist.');
    await expect(listButton(page, 'My Watchlist')).toBeVisible();

    await page.unrouteAll();
    await page.route('**/api/watchlist', (route) =>
      route.request().method() === 'GET'
        ? route.fulfill({
            status: 500,
            contentType: 'application/json',
            body: '{"error":"InternalServerError"}',
          })
        : route.continue(),
    );
    await page.reload();
    await expect(page.getByText('Something went wrong', { exact: true })).toBeVisible();
  });

  test('a star clicked while another change is saving is ignored', async ({ page, request }) => {
    await newSignedInUser(page, request, 'watchlist-busy');
    const rows = projectRows(page);
    const [one, two, three] = [rows.nth(0), rows.nth(1), rows.nth(2)];
    const [nameOne, nameTwo, nameThree] = [
      await watchedName(one),
      await watchedName(two),
      await watchedName(three),
    ];
    await one.getByRole('button', { name: `Add ${nameOne} to My Watchlist` }).click();
    await expectMessage(page, 'The project is successfully added');

    // Hold the next save back until the second click has been made.
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route('**/api/watchlist/update', async (route) => {
      await held;
      await route.continue();
    });
    await two.getByRole('button', { name: `Add ${nameTwo} to My Watchlist` }).click();
    await three.getByRole('button', { name: `Add ${nameThree} to My Watchlist` }).click();
    release();
    await expect(two.getByRole('button', { name: `Remove ${nameTwo} from My Watchlist` })).toBeVisible();
    await expect(three.getByRole('button', { name: `Add ${nameThree} to My Watchlist` })).toHaveAttribute(
      'aria-pressed',
      'false',
    );

    await open(page, '/my/watchlists');
    await expect(projectRows(page)).toHaveCount(2);
    await expect(projectRows(page).filter({ hasText: nameThree })).toHaveCount(0);
  });

  test('the project page and the header search results carry the star too', async ({ page, request }) => {
    await newSignedInUser(page, request, 'watchlist-stars');
    await open(page, '/projects/bitcoin');
    await page.getByRole('main').getByRole('button', { name: 'Add Bitcoin to My Watchlist' }).click();
    await expectMessage(page, 'The project is successfully added');
    await expect(
      page.getByRole('main').getByRole('button', { name: 'Remove Bitcoin from My Watchlist' }),
    ).toBeVisible();

    const search = page.getByRole('banner').getByRole('combobox');
    await search.fill('ethereum');
    // The trending list may show Ethereum's star too: the click waits for the search's own results, so it
    // never lands on a row that is being replaced.
    await expect(page.getByText('Projects', { exact: true })).toBeVisible();
    await expect(page.getByText('Trending Search')).toBeHidden();
    // The star sits in the result row of the search's drop-down. The first add's message may still show, so
    // the save itself is awaited.
    const saved = page.waitForResponse(
      (response) => new URL(response.url()).pathname === '/api/watchlist/update' && response.ok(),
    );
    await page.getByRole('button', { name: 'Add Ethereum to My Watchlist', exact: true }).click();
    await saved;
    await expectMessage(page, 'The project is successfully added');
    await open(page, '/my/watchlists');
    await expect(projectRows(page)).toHaveCount(2);
    await expect(projectRows(page).filter({ hasText: 'Ethereum' })).toHaveCount(1);
  });
});
