import { expect, test, type Page } from '@playwright/test';
import { createWalletClient, defineChain, encodeFunctionData, http } from 'viem';
import { privateKeyToAccount } from 'viem/accounts';
import { compiledContracts } from '../../src/testing/chain/compile-contracts';
import { TEST_KEYS } from '../../src/testing/chain/test-chain';
import { chainFixtures, onChainServer } from '../support/chain-server';
import { open } from '../support/navigation';

// The third server reads Ethereum from a local test chain (e2e/support/chain-node.ts) where one contract of each
// kind is deployed: the contract check and the project page show what it reads, and the monitoring sees changes.
test.use(onChainServer());

const short = (address: string) => `${address.slice(0, 6)}…${address.slice(-4)}`;

// Checks are limited per client address (10 a minute): each test presents itself as a client of its own, as the
// server trusts one proxy's X-Forwarded-For.
let client = 0;
test.beforeEach(async ({ page }) => {
  client += 1;
  await page.setExtraHTTPHeaders({ 'x-forwarded-for': `198.51.100.${client}` });
});

async function checkContract(page: Page, address: string) {
  await open(page, '/check');
  await page.getByLabel('Contract address').fill(address);
  await page.getByLabel('Chain').selectOption('ethereum');
  await page.getByRole('button', { name: 'Check' }).click();
  return page.getByRole('region', { name: 'Facts read from the chain' });
}

for (const width of [390, 1280]) {
  test.describe(`the contract check at ${width} px`, () => {
    test.use({ viewport: { width, height: 900 } });

    test('shows the facts of each kind of contract in words, with the block they were read at', async ({
      page,
    }) => {
      const fixtures = chainFixtures();
      const cases: [string, string[]][] = [
        [
          fixtures.mintable,
          [
            'Not a proxy: its code cannot be replaced.',
            'Privileged functions in its bytecode: mint(address,uint256).',
          ],
        ],
        [fixtures.pausable, ['Privileged functions in its bytecode: pause(), unpause().', 'Not paused.']],
        [
          fixtures.roleToken,
          [`Admin role (DEFAULT_ADMIN_ROLE) held by a 1-of-1 key (${short(fixtures.deployer)}).`],
        ],
        [
          fixtures.transparentProxy,
          [
            `Upgradeable by a 3-of-5 Safe (${short(fixtures.safe)}) behind a 48-hour timelock (${short(fixtures.timelock)}), through the contract ${short(fixtures.proxyAdmin)}.`,
            `Owned by a 3-of-5 Safe (${short(fixtures.safe)}).`,
          ],
        ],
        [
          fixtures.counter,
          [
            'No owner() function.',
            'No privileged function (mint, pause, blacklist, upgrade, fees, withdraw) found in its bytecode.',
          ],
        ],
      ];
      for (const [address, lines] of cases) {
        const facts = await checkContract(page, address);
        await expect(facts.getByRole('heading', { name: `${short(address)} on Ethereum` })).toBeVisible();
        await expect(facts).toContainText(/Read at block \d+/);
        for (const line of lines) await expect(facts.getByText(line, { exact: true })).toBeVisible();
      }
    });

    test('links a contract to its project, and lists each read as evidence', async ({ page }) => {
      const fixtures = chainFixtures();
      const facts = await checkContract(page, fixtures.uupsProxy);
      await expect(facts).toContainText(/UUPS proxy|Upgradeable by a 1-of-1 key/);
      await facts.getByText(/^Evidence: the reads at block/).click();
      await expect(facts.getByRole('link', { name: fixtures.uupsProxy }).first()).toHaveAttribute(
        'href',
        `https://etherscan.io/address/${fixtures.uupsProxy}`,
      );
      await facts.getByRole('link', { name: 'Synthetic Chain Vault' }).click();
      await expect(page).toHaveURL(/\/projects\/synthetic-chain-vault$/);
    });

    test('refuses a bad address and an unknown chain with a clear message', async ({ page }) => {
      await open(page, '/check?address=0x1234&chain=ethereum');
      await expect(page.getByRole('main').getByRole('alert')).toHaveText(
        'Enter a contract address: 0x followed by 40 hexadecimal characters.',
      );
      await open(page, `/check?address=0x${'ab'.repeat(20)}&chain=solana`);
      await expect(page.getByRole('main').getByRole('alert')).toHaveText(
        /^Choose a chain: ethereum, arbitrum/,
      );
    });
  });
}

test('the header search offers the contract check for an address', async ({ page }) => {
  const fixtures = chainFixtures();
  await open(page, '/check');
  const box = page.getByRole('combobox', { name: 'Search projects' });
  await box.click();
  await box.fill(fixtures.mintable);
  await expect(page.getByRole('option', { name: `check:${fixtures.mintable}` })).toBeAttached();
  await page.getByText(`Check contract ${fixtures.mintable.slice(0, 10)}… on its chain`).click();
  await expect(page).toHaveURL(new RegExp(`/check\\?address=${fixtures.mintable}$`));
  await expect(page.getByRole('region', { name: 'Facts read from the chain' })).toContainText(
    'Privileged functions in its bytecode: mint(address,uint256).',
  );
});

test('a project page shows who controls its contract, and an upgrade on the chain becomes an alert', async ({
  page,
}) => {
  test.setTimeout(120_000);
  const fixtures = chainFixtures();
  await open(page, '/projects/synthetic-governed-token');
  const controls = page
    .getByRole('region', { name: 'Skynet monitoring' })
    .getByLabel('Who controls its contracts');
  await expect(controls).toContainText(
    `Upgradeable by a 3-of-5 Safe (${short(fixtures.safe)}) behind a 48-hour timelock`,
  );
  await expect(controls).toContainText('The weakest control needs 3 signatures, with no timelock.');

  // The vault's owner key upgrades it to its second implementation, on the chain itself.
  const chain = defineChain({
    id: 1,
    name: 'Synthetic test chain',
    nativeCurrency: { name: 'Synthetic Ether', symbol: 'SYNETH', decimals: 18 },
    rpcUrls: { default: { http: [`http://127.0.0.1:${process.env.E2E_CHAIN_PORT}`] } },
  });
  const account = privateKeyToAccount(TEST_KEYS[0]);
  const wallet = createWalletClient({ account, chain, transport: http() });
  await wallet.sendTransaction({
    to: fixtures.uupsProxy,
    data: encodeFunctionData({
      abi: compiledContracts().SyntheticUupsTokenV1.abi,
      functionName: 'upgradeToAndCall',
      args: [fixtures.uupsV2, '0x'],
    }),
  });
  // Within a monitoring cycle (5 s here) and the page cache's refresh (30 s), the page shows the alert.
  await expect(async () => {
    await page.goto('/projects/synthetic-chain-vault');
    await expect(page.getByText('Contract upgraded').first()).toBeVisible({ timeout: 1_000 });
  }).toPass({ timeout: 90_000, intervals: [2_000] });
  await expect(page.getByRole('region', { name: 'Skynet monitoring' })).toContainText(
    `Owned by a 1-of-1 key (${short(fixtures.deployer)}).`,
  );
});
