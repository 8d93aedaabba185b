import fs from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { Webhook } from 'standardwebhooks';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { webhookAlertPayload } from '@/contracts/webhooks';
import { makeProject, makeUser, makeWatchlist } from '@/testing/factories';
import { runQueuedJobs } from '@/testing/jobs';
import { mailsTo } from '@/testing/outbox';
import { preparedTestDatabase } from '@/testing/prepared-test-database';
import { testDriver } from '@/testing/test-database';
import { securityAlerts, watchlistMarks } from '../db/schema';
import { importData } from '../imports/import-data';
import { createWebhookEndpoint } from '../webhooks/create-webhook-endpoint';
import { refreshSources, type RefreshOptions } from './refresh-sources';

const dataDir = await vi.hoisted(async () => {
  const { useTempDataDir } = await import('@/testing/temp-data-dir');
  // The webhook receiver listens on loopback over plain http: the test configuration of the outbound client.
  process.env.OUTBOUND_ALLOW_LOOPBACK = 'on';
  return useTempDataDir();
});

const database = preparedTestDatabase();
const FIXTURES = path.join(__dirname, 'fixtures');
const folder = fs.mkdtempSync(path.join(os.tmpdir(), 'rampart-refresh-alerts-'));

// The recorded DeFiHackLabs answer with one more incident on top: on a synthetic project that a user watches.
const HARBOR_ENTRY = `### 20261126 Synthetic Harbor - Price manipulation (synthetic test incident)
### Lost: ~$1.2M USDC
\`\`\`sh
forge test --contracts src/test/2026-11/SyntheticHarbor_exp.sol -vvv
\`\`\`
#### Contract
[SyntheticHarbor_exp.sol](src/test/2026-11/SyntheticHarbor_exp.sol)
### Link reference
https://example.com/synthetic-harbor-exploit

---

`;
const recorded = fs.readFileSync(path.join(FIXTURES, 'defihacklabs.md'), 'utf8');
const marker = '### List of DeFi Hacks & POCs\n';
fs.writeFileSync(path.join(folder, 'defihacklabs.md'), recorded.replace(marker, marker + HARBOR_ENTRY));

const OLDER_INCIDENT = {
  id: '20250102-synthetic-harbor',
  date: '2025-01-02',
  project: 'Synthetic Harbor',
  projectSlug: 'synthetic-harbor',
  type: 'Access control (synthetic test incident)',
  attackCategory: 'Access control',
  lossUsd: 50_000,
  lossText: '~$50K',
  chain: 'Ethereum',
  referenceUrl: 'https://example.com/synthetic-harbor-2025',
  references: [],
  attackTxs: [],
  source: 'SunWeb3Sec/DeFiHackLabs',
  protocolSlug: null,
};

const optionsAt = (now: Date): RefreshOptions => ({
  sources: ['defihacklabs'],
  urls: {
    defihacklabs: 'https://raw.example/defihacklabs.md',
    trailofbits: 'https://raw.example/trailofbits.md',
    coingecko: 'https://api.example/v3',
  },
  coingeckoPages: 1,
  fromFolder: folder,
  now,
});

interface Received {
  readonly body: string;
  readonly headers: http.IncomingHttpHeaders;
}
const received: Received[] = [];
const receiver = http.createServer((request, response) => {
  const chunks: Buffer[] = [];
  request.on('data', (chunk: Buffer) => chunks.push(chunk));
  request.on('end', () => {
    received.push({ body: Buffer.concat(chunks).toString('utf8'), headers: request.headers });
    response.writeHead(200).end('thanks');
  });
});

afterAll(async () => {
  await new Promise<void>((resolve) => receiver.close(() => resolve()));
  fs.rmSync(folder, { recursive: true, force: true });
});

describe(`an incident that a refresh brings warns the project's watchers, on ${testDriver()}`, () => {
  let email = '';
  let secret = '';
  beforeAll(async () => {
    await new Promise<void>((resolve) => receiver.listen(0, '127.0.0.1', resolve));
    const db = database.handle.db;
    await makeProject(db, { id: 'synthetic-harbor', name: 'Synthetic Harbor', chains: ['Ethereum'] });
    const user = await makeUser(db);
    email = user.email;
    await makeWatchlist(db, { userId: user.id, name: 'Holdings', projects: ['synthetic-harbor'] });
    const { port } = receiver.address() as AddressInfo;
    const created = await createWebhookEndpoint(db, {
      userId: user.id,
      url: `http://127.0.0.1:${port}/hook`,
      allowLoopback: true,
    });
    secret = created.secret;
    // The first import of a database is the shipped data sets': an older incident of the project, already known.
    const shipped = path.join(folder, 'incidents.json');
    fs.writeFileSync(shipped, JSON.stringify([OLDER_INCIDENT]));
    const report = await importData(db, { files: [{ kind: 'incidents', file: shipped }] });
    expect(report.isImported).toBe(true);
  });

  it('the first import of the shipped data sets warns nobody', async () => {
    const db = database.handle.db;
    const alerts = await db
      .select()
      .from(securityAlerts)
      .where(eq(securityAlerts.projectId, 'synthetic-harbor'));
    expect(alerts).toEqual([
      expect.objectContaining({ externalKey: expect.stringContaining(OLDER_INCIDENT.id) }),
    ]);
    expect(alerts[0]!.watchersPending).toBe(false);
    await runQueuedJobs(database.handle);
    expect(await mailsTo(dataDir, email)).toEqual([]);
    expect(received).toEqual([]);
    expect(await db.select().from(watchlistMarks)).toEqual([]);
  });

  it('one mail and one signed webhook for the new incident; nothing again for the same answer or a corrected loss', async () => {
    const db = database.handle.db;
    const [report] = await refreshSources(db, optionsAt(new Date('2026-11-27T06:00:00Z')));
    expect(report).toMatchObject({ source: 'defihacklabs', status: 'refreshed' });
    const [alert] = await db
      .select()
      .from(securityAlerts)
      .where(eq(securityAlerts.externalKey, 'import:incident:20261126-synthetic-harbor'));
    expect(alert).toMatchObject({ projectName: 'Synthetic Harbor', state: 'confirmed', lossUsd: 1_200_000 });
    // Nothing is sent by the import itself: the warning is a job, committed with the incident.
    expect(received).toHaveLength(0);

    await runQueuedJobs(database.handle);
    const mails = await mailsTo(dataDir, email);
    expect(mails).toHaveLength(1);
    expect(mails[0]!.subject).toContain('Synthetic Harbor');
    expect(received).toHaveLength(1);
    const got = received[0]!;
    expect(() => new Webhook(secret).verify(got.body, got.headers as Record<string, string>)).not.toThrow();
    expect(webhookAlertPayload.parse(JSON.parse(got.body))).toMatchObject({
      id: `alert:${alert!.id}`,
      type: 'watchlist.security_alert',
      project: { id: 'synthetic-harbor', name: 'Synthetic Harbor' },
      alert: { id: alert!.id, lossUsd: 1_200_000 },
    });
    expect(
      await db.select().from(watchlistMarks).where(eq(watchlistMarks.projectId, 'synthetic-harbor')),
    ).toHaveLength(1);
    const [after] = await db.select().from(securityAlerts).where(eq(securityAlerts.id, alert!.id));
    expect(after!.watchersPending).toBe(false);

    // The same answer a day later: the incident is unchanged, and nobody hears of it again.
    const [again] = await refreshSources(db, optionsAt(new Date('2026-11-28T06:00:00Z')));
    expect(again).toMatchObject({ status: 'refreshed', added: 0, updated: 0 });
    await runQueuedJobs(database.handle);
    expect(await mailsTo(dataDir, email)).toHaveLength(1);
    expect(received).toHaveLength(1);

    // The source corrects the loss: the alert shows the new figure, and still nobody is warned twice.
    const answer = path.join(folder, 'defihacklabs.md');
    fs.writeFileSync(answer, fs.readFileSync(answer, 'utf8').replace('~$1.2M USDC', '~$1.5M USDC'));
    const [corrected] = await refreshSources(db, optionsAt(new Date('2026-11-29T06:00:00Z')));
    expect(corrected).toMatchObject({ status: 'refreshed', added: 0, updated: 1 });
    await runQueuedJobs(database.handle);
    const [updated] = await db.select().from(securityAlerts).where(eq(securityAlerts.id, alert!.id));
    expect(updated).toMatchObject({ lossUsd: 1_500_000, watchersPending: false });
    expect(await mailsTo(dataDir, email)).toHaveLength(1);
    expect(received).toHaveLength(1);
  });
});
