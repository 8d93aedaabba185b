import fs from 'node:fs';
import path from 'node:path';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { preparedTestDatabase } from '@/testing/prepared-test-database';
import { testDriver } from '@/testing/test-database';
import { callRoute } from '@/testing/call-route';
import { makeUser } from '@/testing/factories';
import { GET } from './route';

const flagsFile = await vi.hoisted(async () => {
  const { useTempDataDir } = await import('@/testing/temp-data-dir');
  const file = `${useTempDataDir()}/flags.json`;
  process.env.FLAGS_FILE = file;
  return file;
});

const get = (headers: Record<string, string> = {}) => callRoute(GET, '/api/flags', { headers });

const rules = (emails: string[]) => ({
  features: {
    portfolio: { defaultValue: false },
    impersonationTool: {
      defaultValue: false,
      rules: [{ condition: { email: { $in: emails } }, force: true }],
    },
  },
});
const values = (portfolio: boolean, impersonationTool: boolean) => ({ portfolio, impersonationTool });

const database = preparedTestDatabase();
let staffCookie: string;
beforeAll(async () => {
  staffCookie = (await makeUser(database.handle.db, { email: 'staff@example.com' })).cookie;
});

describe(`GET /api/flags on ${testDriver()}`, () => {
  it('answers with an ETag, 304 for the current ETag, and 200 with a new ETag once the file changes', async () => {
    expect(path.isAbsolute(flagsFile)).toBe(true);
    fs.writeFileSync(flagsFile, JSON.stringify(rules(['staff@example.com'])));
    const first = await get({ cookie: staffCookie });
    expect(first.status).toBe(200);
    const etag = first.headers.get('etag');
    expect(etag).toMatch(/^".+"$/);
    expect(first.headers.get('cache-control')).toBe('private, no-cache');
    expect(await first.json()).toEqual(values(false, true));

    const unchanged = await get({ cookie: staffCookie, 'if-none-match': etag! });
    expect(unchanged.status).toBe(304);
    expect(unchanged.headers.get('etag')).toBe(etag);
    expect(await unchanged.text()).toBe('');

    fs.writeFileSync(flagsFile, JSON.stringify(rules(['staff@example.com', 'other-staff@example.com'])));
    const changed = await get({ cookie: staffCookie, 'if-none-match': etag! });
    expect(changed.status).toBe(200);
    const newEtag = changed.headers.get('etag');
    expect(newEtag).not.toBe(etag);
    expect(await changed.json()).toEqual(values(false, true));
    expect((await get({ cookie: staffCookie, 'if-none-match': `W/${newEtag!}` })).status).toBe(304);
  });

  it('gives each asker their own values and never the rules, which name staff by e-mail', async () => {
    fs.writeFileSync(flagsFile, JSON.stringify(rules(['staff@example.com'])));
    const staff = await get({ cookie: staffCookie });
    const visitor = await get();
    expect(visitor.status).toBe(200);
    const body = await visitor.text();
    expect(JSON.parse(body)).toEqual(values(false, false));
    expect(body).not.toContain('staff@example.com');
    expect(body).not.toContain('rules');
    // A visitor's copy is never taken for a staff member's.
    expect(visitor.headers.get('etag')).not.toBe(staff.headers.get('etag'));
    expect((await get({ 'if-none-match': staff.headers.get('etag')! })).status).toBe(200);
  });

  it('serves every flag off when the file is missing', async () => {
    fs.rmSync(flagsFile);
    const response = await get({ cookie: staffCookie });
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual(values(false, false));
  });
});
