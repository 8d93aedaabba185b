import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { dataSourceById } from '@/config/data-sources';
import { parseEnv } from '@/config/env';
import { compiledContracts } from '@/testing/chain/compile-contracts';
import { deployFixtures, type ChainFixtures } from '@/testing/chain/deploy-fixtures';
import { startTestChain, type TestChain } from '@/testing/chain/test-chain';
import { makeProject, makeUser, makeWatchlist } from '@/testing/factories';
import { runQueuedJobs } from '@/testing/jobs';
import { mailsTo } from '@/testing/outbox';
import { preparedTestDatabase } from '@/testing/prepared-test-database';
import {
  contractReadings,
  projectTokens,
  securityAlerts,
  signals,
  webhookDeliveries,
  webhookEndpoints,
  watchlistMarks,
} from '../db/schema';
import { refreshDerivedSignals } from '../imports/refresh-derived-signals';
import { getProjectDetail } from '../projects/get-project-detail';
import { getScoreHistory } from '../scores/get-score-history';
import { listSecurityAlerts } from '../security/list-security-alerts';
import { runChainMonitoring } from './run-chain-monitoring';

const dataDir = await vi.hoisted(async () => {
  const { useTempDataDir } = await import('@/testing/temp-data-dir');
  return useTempDataDir();
});

const database = preparedTestDatabase();
let chain: TestChain;
let fixtures: ChainFixtures;
const config = () =>
  parseEnv({
    DATA_DIR: dataDir,
    RPC_URL_ETHEREUM: chain.url,
    OUTBOUND_ALLOW_LOOPBACK: 'on',
    CHAIN_MONITOR_SECONDS: '60',
  });
const db = () => database.handle.db;
const signalsOf = async (projectId: string) =>
  Object.fromEntries(
    (await db().select().from(signals).where(eq(signals.projectId, projectId))).map((row) => [row.key, row]),
  );

beforeAll(async () => {
  chain = await startTestChain({ chainId: 1 });
  fixtures = await deployFixtures(chain);
  for (const [id, address] of [
    ['synthetic-upgradeable-vault', fixtures.uupsProxy],
    ['synthetic-mint-coin', fixtures.mintable],
    ['synthetic-governed-token', fixtures.transparentProxy],
  ] as const) {
    await makeProject(db(), { id, name: `${id} (synthetic)` });
    await db().insert(projectTokens).values({ projectId: id, ticker: 'SYN', chain: 'Ethereum', address });
  }
});
afterAll(() => chain?.close());

describe('runChainMonitoring', () => {
  it('reads nothing and writes nothing when no chain has an RPC endpoint', async () => {
    const result = await runChainMonitoring({ db: db(), config: parseEnv({ DATA_DIR: dataDir }) });
    expect(result).toBeNull();
    expect(await db().select().from(contractReadings)).toEqual([]);
  });

  it('reads every tracked contract and records its projects’ governance signals with their evidence', async () => {
    const result = await runChainMonitoring({ db: db(), config: config(), now: new Date() });
    expect(result).toMatchObject({ contracts: 3, read: 3, unreadable: 0, alertIds: [] });
    expect(result!.rescored).toEqual([
      'synthetic-governed-token',
      'synthetic-mint-coin',
      'synthetic-upgradeable-vault',
    ]);

    const vault = await signalsOf('synthetic-upgradeable-vault');
    expect(vault.multisig_threshold).toMatchObject({ value: 1, source: 'chain:ethereum', state: 'measured' });
    expect(vault.timelock_hours).toMatchObject({ value: 0 });
    expect(vault.privileged_functions).toMatchObject({ value: 1 });
    expect(vault.multisig_threshold!.evidenceUrl).toBe(`https://etherscan.io/address/${fixtures.uupsProxy}`);
    const governed = await signalsOf('synthetic-governed-token');
    // Its Safe pauses it at once, and upgrades it through the 48-hour timelock.
    expect(governed.multisig_threshold).toMatchObject({ value: 3 });
    expect(governed.timelock_hours).toMatchObject({ value: 0 });

    const detail = await getProjectDetail(db(), 'synthetic-upgradeable-vault');
    const [contract] = detail!.onchain.contracts;
    expect(contract).toMatchObject({ chain: 'ethereum', address: fixtures.uupsProxy, lastFailure: null });
    expect(contract!.summary).toContain(
      `Upgradeable by a 1-of-1 key (${fixtures.deployer.slice(0, 6)}…${fixtures.deployer.slice(-4)}).`,
    );
    expect(detail!.onchain.control).toBe('The weakest control needs a single signature, with no timelock.');
    const governance = detail!.score!.categories.find((category) => category.key === 'governance_strength')!;
    const threshold = governance.signals.find((signal) => signal.key === 'multisig_threshold')!;
    expect(threshold).toMatchObject({ value: 1, state: 'measured' });
    expect(threshold.evidence[0]).toMatchObject({
      url: `https://etherscan.io/address/${fixtures.uupsProxy}`,
    });
    expect(threshold.evidence[1]!.url).toMatch(/^https:\/\/etherscan\.io\/block\/\d+$/);
    expect(threshold.dataSets).toEqual([{ name: 'Read from Ethereum by Rampart', url: null, asOf: null }]);
    // "What changed" on the score's history names the new measurement.
    const history = await getScoreHistory(db(), 'synthetic-upgradeable-vault', 7);
    expect(history.days.at(-1)!.explanation.join('\n')).toContain('Signatures needed for admin actions');
  });

  it('leaves the cycle to the instance that took it within the interval', async () => {
    expect(await runChainMonitoring({ db: db(), config: config(), now: new Date() })).toBeNull();
  });

  it('turns an upgrade and an ownership transfer made on the chain into alerts at the next cycle', async () => {
    const watcher = await makeUser(db());
    await makeWatchlist(db(), {
      userId: watcher.id,
      name: 'Chain',
      projects: ['synthetic-upgradeable-vault', 'synthetic-mint-coin'],
    });
    await db()
      .insert(webhookEndpoints)
      .values({ userId: watcher.id, url: 'https://hooks.example.com/rampart', secretSealed: 'sealed' });
    const artefacts = compiledContracts();
    const [, , , , , , stranger] = chain.accounts;
    await chain.send(fixtures.uupsProxy, artefacts.SyntheticUupsTokenV1.abi, 'upgradeToAndCall', [
      fixtures.uupsV2,
      '0x',
    ]);
    await chain.send(fixtures.mintable, artefacts.SyntheticMintableToken.abi, 'transferOwnership', [
      stranger!.address,
    ]);

    const result = await runChainMonitoring({
      db: db(),
      config: config(),
      now: new Date(Date.now() + 61_000),
    });
    expect(result!.alertIds).toHaveLength(2);
    const alerts = await db().select().from(securityAlerts).where(eq(securityAlerts.kind, 'onchain_change'));
    expect(alerts.map((alert) => [alert.projectId, alert.type, alert.state]).sort()).toEqual([
      ['synthetic-mint-coin', 'Ownership transferred', 'confirmed'],
      ['synthetic-upgradeable-vault', 'Contract upgraded', 'confirmed'],
    ]);
    const upgrade = alerts.find((alert) => alert.type === 'Contract upgraded')!;
    expect(upgrade.description).toContain(
      `its implementation was ${fixtures.uupsV1}, it is now ${fixtures.uupsV2}`,
    );
    expect(upgrade.sourceUrl).toBe(`https://etherscan.io/address/${fixtures.uupsProxy}`);
    expect(upgrade.chains).toEqual(['Ethereum']);

    // On the project page, in the watchers' marks, mails and webhooks, as a confirmed incident is.
    const shown = await listSecurityAlerts(db(), { limit: 5, projectId: 'synthetic-upgradeable-vault' });
    expect(shown[0]).toMatchObject({ type: 'Contract upgraded', lossUsd: null });
    const marks = await db().select().from(watchlistMarks).where(eq(watchlistMarks.userId, watcher.id));
    expect(marks.map((mark) => mark.projectId).sort()).toEqual([
      'synthetic-mint-coin',
      'synthetic-upgradeable-vault',
    ]);
    // Mails are sent by the job runner after the cycle, as every mail of the site is.
    await runQueuedJobs(database.handle);
    const mails = mailsTo(dataDir, watcher.email);
    expect(mails.map((mail) => mail.text).join('\n')).toContain('Contract upgraded');
    expect(mails.map((mail) => mail.text).join('\n')).toContain('Ownership transferred');
    const queued = await db().select().from(webhookDeliveries);
    expect(queued.map((row) => row.eventKey).sort()).toEqual(
      result!.alertIds.map((id) => `alert:${id}`).sort(),
    );

    // A change read on the chain is an alert, not an incident: the incident signals do not count it. The project
    // is looked up in the incident data set like every other and none is found there: 0 incidents and 0 USD lost,
    // measured as of that data set's day, with no incident to link.
    await refreshDerivedSignals(db(), ['synthetic-upgradeable-vault'], new Date());
    const incidentLookup = {
      value: 0,
      state: 'measured',
      evidenceUrl: null,
      source: 'SunWeb3Sec/DeFiHackLabs',
      measuredAt: new Date(`${dataSourceById.get('SunWeb3Sec/DeFiHackLabs')!.asOf}T00:00:00Z`),
    };
    const afterAlerts = await signalsOf('synthetic-upgradeable-vault');
    expect(afterAlerts.incidents_3y).toMatchObject(incidentLookup);
    expect(afterAlerts.incident_losses_usd_3y).toMatchObject(incidentLookup);
    // The upgrade added a mint: the privileged functions signal follows.
    expect((await signalsOf('synthetic-upgradeable-vault')).privileged_functions).toMatchObject({ value: 2 });

    // The same change is raised once: a later cycle with nothing new raises nothing.
    const again = await runChainMonitoring({
      db: db(),
      config: config(),
      now: new Date(Date.now() + 122_000),
    });
    expect(again!.alertIds).toEqual([]);
  });
});
