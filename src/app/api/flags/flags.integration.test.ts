import fs from 'node:fs';
import path from 'node:path';
import { NextRequest } from 'next/server';
import { describe, expect, it, vi } from 'vitest';
import { testDriver } from '@/testing/test-database';
import { GET } from './route';

const flagsFile = await vi.hoisted(async () => {
  const { useTempDataDir } = await import('@/testing/temp-data-dir');
  const file = `${useTempDataDir()}/flags.json`;
  process.env.FLAGS_FILE = file;
  return file;
});

const ORIGIN = 'http://localhost:3000';
const get = (headers: Record<string, string> = {}) =>
  GET(new NextRequest(`${ORIGIN}/api/flags`, { headers }));

const rules = (emails: string[]) => ({
  features: {
    portfolio: { defaultValue: false },
    impersonationTool: {
      defaultValue: false,
      rules: [{ condition: { email: { $in: emails } }, force: true }],
    },
  },
});

describe(`GET /api/flags on ${testDriver()}`, () => {
  it('answers the rules with an ETag, 304 for the current ETag, and 200 with a new ETag once the file changes', async () => {
    expect(path.isAbsolute(flagsFile)).toBe(true);
    fs.writeFileSync(flagsFile, JSON.stringify(rules(['staff@example.com'])));
    const first = await get();
    expect(first.status).toBe(200);
    const etag = first.headers.get('etag');
    expect(etag).toMatch(/^".+"$/);
    expect(await first.json()).toEqual(rules(['staff@example.com']));

    const unchanged = await get({ 'if-none-match': etag! });
    expect(unchanged.status).toBe(304);
    expect(unchanged.headers.get('etag')).toBe(etag);
    expect(await unchanged.text()).toBe('');

    fs.writeFileSync(flagsFile, JSON.stringify(rules(['staff@example.com', 'other-staff@example.com'])));
    const changed = await get({ 'if-none-match': etag! });
    expect(changed.status).toBe(200);
    const newEtag = changed.headers.get('etag');
    expect(newEtag).not.toBe(etag);
    expect(await changed.json()).toEqual(rules(['staff@example.com', 'other-staff@example.com']));
    expect((await get({ 'if-none-match': `W/${newEtag!}` })).status).toBe(304);
  });

  it('serves no flags when the file is missing', async () => {
    fs.rmSync(flagsFile);
    const response = await get();
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ features: {} });
  });
});
