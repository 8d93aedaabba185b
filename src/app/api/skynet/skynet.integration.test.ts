import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { preparedTestDatabase } from '@/testing/prepared-test-database';
import { testDriver } from '@/testing/test-database';
import { importData } from '@/server/imports/import-data';
import { findImportFiles } from '@/server/imports/read-import-file';
import { SYNTHETIC_DATA_DIR } from '@/testing/real-data';
import { callRoute, type RouteHandler } from '@/testing/call-route';
import { privilegedAddresses, privilegedTransactions, projectTokens } from '@/server/db/schema';
import { GET as metricLatest } from './metric-latest/route';
import { GET as privilegedAddress } from './privileged-address/route';
import { GET as privilegedFunction } from './privileged-function/route';
import { GET as privilegedTransaction } from './privileged-transaction/route';
import { GET as topCallers } from './top-callers/route';
import { GET as topEvents } from './top-events/route';
import { GET as topFunctionCalls } from './top-function-calls/route';
import { GET as twitterActivity } from './twitter-activity-by-dates/route';
import { GET as walletsRoute } from './wallets/route';

const database = preparedTestDatabase();
let monitored: string;
let owner: string;
beforeAll(async () => {
  // No public data set has monitoring figures: a synthetic project's, in the import format.
  await importData(database.handle.db, { files: await findImportFiles(SYNTHETIC_DATA_DIR) });
  const [first] = await database.handle.db.select().from(privilegedAddresses).limit(1);
  monitored = first!.projectId;
  owner = first!.address;
});

const call = async (handler: RouteHandler, path: string) => {
  const response = await callRoute(handler, path);
  return {
    status: response.status,
    body: (await response.json()) as Record<string, unknown> & { data: unknown[] },
  };
};

describe(`/api/skynet/* on ${testDriver()}`, () => {
  it('metric-latest reads the spec expression name=exchanges(projectId={id})', async () => {
    const { status, body } = await call(
      metricLatest,
      `/api/skynet/metric-latest?name=exchanges(projectId=${monitored})`,
    );
    expect(status).toBe(200);
    expect(body).toMatchObject({ name: 'exchanges', projectId: monitored });
    expect(body.value).toBeGreaterThan(0);
  });

  it.each([
    ['top-callers', topCallers],
    ['top-events', topEvents],
    ['top-function-calls', topFunctionCalls],
  ] as const)('%s answers 10 by default, largest first, and honours count', async (name, handler) => {
    const { body } = await call(handler, `/api/skynet/${name}?projectId=${monitored}`);
    const counts = (body.data as { count: number }[]).map((item) => item.count);
    expect(counts.length).toBeLessThanOrEqual(10);
    expect(counts.length).toBeGreaterThanOrEqual(7);
    expect([...counts].sort((a, b) => b - a)).toEqual(counts);
    const three = await call(handler, `/api/skynet/${name}?projectId=${monitored}&count=3`);
    expect(three.body.data).toHaveLength(3);
  });

  it('top-callers answers exactly 10 for a project with 12 callers', async () => {
    expect((await call(topCallers, `/api/skynet/top-callers?projectId=${monitored}`)).body.data).toHaveLength(
      10,
    );
  });

  it('privileged-address finds the project behind a token contract address, functions and transactions follow', async () => {
    const [token] = await database.handle.db
      .select()
      .from(projectTokens)
      .where(eq(projectTokens.projectId, monitored));
    const addresses = await call(
      privilegedAddress,
      `/api/skynet/privileged-address?address=${token!.address}`,
    );
    expect((addresses.body.data as { address: string }[]).map((a) => a.address)).toContain(owner);
    const functions = await call(privilegedFunction, `/api/skynet/privileged-function?address=${owner}`);
    expect(functions.body.data.length).toBeGreaterThan(0);
    const transactions = await call(
      privilegedTransaction,
      `/api/skynet/privileged-transaction?address=${owner.toUpperCase().replace('0X', '0x')}`,
    );
    expect(transactions.body.data.length).toBeLessThanOrEqual(20);
    const dates = (transactions.body.data as { occurredAt: string }[]).map((t) => Date.parse(t.occurredAt));
    expect([...dates].sort((a, b) => b - a)).toEqual(dates);
  });

  it('privileged-transaction answers 20 by default and the limit asked otherwise, newest first', async () => {
    const address = `0x${'b'.repeat(40)}`;
    await database.handle.db
      .insert(privilegedAddresses)
      .values({ address, projectId: monitored, chain: 'Ethereum', label: 'Busy admin', role: 'owner' });
    await database.handle.db.insert(privilegedTransactions).values(
      Array.from({ length: 25 }, (_, n) => ({
        txHash: `0x${n.toString(16).padStart(64, '0')}`,
        address,
        functionName: 'setFee',
        occurredAt: new Date(Date.UTC(2026, 0, 1 + n)),
      })),
    );
    const byDefault = await call(
      privilegedTransaction,
      `/api/skynet/privileged-transaction?address=${address}`,
    );
    expect(byDefault.body.data).toHaveLength(20);
    expect((byDefault.body.data[0] as { occurredAt: string }).occurredAt).toBe('2026-01-25T00:00:00.000Z');
    const asked = await call(
      privilegedTransaction,
      `/api/skynet/privileged-transaction?address=${address}&limit=3`,
    );
    expect(asked.body.data).toHaveLength(3);
  });

  it('twitter-activity-by-dates answers one count per date asked, 0 for a quiet date', async () => {
    const { body } = await call(
      twitterActivity,
      `/api/skynet/twitter-activity-by-dates?projectId=${monitored}&type=mentions&dates=2026-11-01,2001-01-01`,
    );
    expect(body.data).toEqual([
      { date: '2001-01-01', count: 0 },
      { date: '2026-11-01', count: expect.any(Number) },
    ]);
    expect((body.data[1] as { count: number }).count).toBeGreaterThan(0);
  });

  it('wallets filters by protocol or address', async () => {
    const byProtocol = await call(walletsRoute, `/api/skynet/wallets?protocol=${monitored}`);
    expect(byProtocol.body.data).toHaveLength(3);
    const one = (byProtocol.body.data as { address: string }[])[0]!.address;
    const byAddress = await call(walletsRoute, `/api/skynet/wallets?address=${one}`);
    expect((byAddress.body.data as { address: string }[])[0]!.address).toBe(one);
  });

  it.each([
    [metricLatest, '/api/skynet/metric-latest?name=exchanges'],
    [metricLatest, '/api/skynet/metric-latest?name=exchanges(projectId=../etc)'],
    [topCallers, '/api/skynet/top-callers?projectId=bitcoin&count=-1'],
    [topCallers, '/api/skynet/top-callers?projectId=bitcoin&count=10000'],
    [topEvents, '/api/skynet/top-events'],
    [privilegedAddress, '/api/skynet/privileged-address?address=0x123'],
    [privilegedTransaction, `/api/skynet/privileged-transaction?address=0x${'a'.repeat(40)}&limit=0`],
    [twitterActivity, '/api/skynet/twitter-activity-by-dates?projectId=bitcoin&type=likes&dates=2026-01-01'],
    [twitterActivity, '/api/skynet/twitter-activity-by-dates?projectId=bitcoin&type=tweets&dates=yesterday'],
    [walletsRoute, '/api/skynet/wallets'],
    [walletsRoute, '/api/skynet/wallets?protocol=bitcoin&sort=balance'],
  ] as [RouteHandler, string][])('refuses bad input with 400 JSON: %#', async (handler, path) => {
    const { status, body } = await call(handler, path);
    expect(status).toBe(400);
    expect(body.error).toBe('ValidationError');
  });
});
