import { expect, test } from '@playwright/test';
import { open } from '../support/navigation';
import { onSyntheticServer } from '../support/synthetic-server';

// No public data set gives Skynet's monitoring figures, team KYC, bug bounties or audits in progress. These tests
// browse the second server, whose database imported made-up ones for synthetic projects in the documented
// import format (src/testing/synthetic-data): what a deployment that measures them would feed.
test.use(onSyntheticServer());

test.describe('panels fed by the import format', () => {
  test('a monitored project shows its Skynet figures', async ({ page }) => {
    await open(page, '/projects/synthetic-project-90001');
    await expect(page.getByRole('heading', { level: 1, name: 'Synthetic Project 90001' })).toBeVisible();
    const monitoring = page.getByRole('region', { name: 'Skynet monitoring' });
    await expect(monitoring.getByRole('article', { name: 'Exchanges' })).toContainText('12');
    await expect(monitoring.getByRole('article', { name: 'Top callers' }).getByRole('listitem')).toHaveCount(
      10,
    );
    await expect(monitoring.getByRole('article', { name: 'Top events' }).getByRole('listitem')).toHaveCount(
      7,
    );
    await expect(
      monitoring.getByRole('article', { name: 'Top function calls' }).getByRole('listitem'),
    ).toHaveCount(10);
    await expect(
      monitoring.getByRole('img', { name: /Mentions per day over the last 30 days/ }),
    ).toBeVisible();
    const privileged = monitoring.getByRole('article', { name: 'Privileged addresses' });
    await expect(privileged).toContainText('Admin multisig');
    await expect(privileged).toContainText('Can call:');
    await expect(privileged).toContainText('upgradeTo(address)');
    await expect(monitoring.getByRole('article', { name: 'Wallets' }).getByRole('listitem')).toHaveCount(3);
  });

  test("a project's KYC and bug bounty show with their source, and no evidence link where none is on record", async ({
    page,
  }) => {
    await open(page, '/projects/synthetic-project-90001');
    const facts = page.getByRole('region', { name: 'KYC and bug bounty' });
    await expect(facts).toContainText('Verified: gold');
    await expect(facts).toContainText('Rewards up to $250K');
    await expect(facts).toContainText('Source: synthetic-fixture');
    await expect(facts.getByRole('link')).toHaveCount(0);
  });

  test('a project with none of them says so, and makes nothing up', async ({ page }) => {
    await open(page, '/projects/synthetic-project-90002');
    await expect(page.getByRole('region', { name: 'Skynet monitoring' })).toContainText('Not monitored yet.');
    const facts = page.getByRole('region', { name: 'KYC and bug bounty' });
    await expect(facts).toContainText('No KYC on record');
    await expect(facts).toContainText('No bug bounty on record');
  });

  test('audits in progress and requested are in the works, on the home page and the project page', async ({
    page,
  }) => {
    await open(page, '/');
    const works = page.getByRole('region', { name: 'In the works...' }).getByRole('listitem');
    await expect(works).toHaveCount(2);
    await expect(works.nth(0)).toContainText('Synthetic Project 90002');
    await expect(works.nth(0)).toContainText('Example Audit Firm 2 · requested');
    await expect(works.nth(1)).toContainText('Example Audit Firm 1 · in progress');

    await open(page, '/projects/synthetic-project-90001');
    const own = page.getByRole('region', { name: 'In the works...' }).getByRole('listitem');
    await expect(own).toHaveCount(1);
    await expect(own).toContainText('Example Audit Firm 1 · in progress');
  });
});
