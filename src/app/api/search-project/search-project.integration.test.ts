import { count } from 'drizzle-orm';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { preparedTestDatabase } from '@/testing/prepared-test-database';
import type { SearchProjectResponse } from '@/contracts/projects';
import { testDriver } from '@/testing/test-database';
import { visitorCookie } from '@/testing/visitor-cookie';
import { callRoute } from '@/testing/call-route';
import { uniqueClientAddress } from '@/testing/client-address';
import { projectSearches } from '@/server/db/schema';
import { clearTrendingCache } from '@/server/projects/trending-projects';
import { GET } from './route';

await vi.hoisted(async () => {
  const { useTempDataDir } = await import('@/testing/temp-data-dir');
  useTempDataDir();
});

const database = preparedTestDatabase({ prepare: { seed: 'real' } });
beforeAll(async () => {
  clearTrendingCache();
});

const search = async (query: string, cookie = '', address?: string) => {
  const response = await callRoute(GET, `/api/search-project?${query}`, { cookie, address });
  return {
    status: response.status,
    body: (await response.json()) as SearchProjectResponse & { error?: string },
  };
};

describe(`GET /api/search-project on ${testDriver()}`, () => {
  it('answers the trending list, 5 per page by default, under 2 characters', async () => {
    for (const query of ['', 'keyword=', 'keyword=e']) {
      const { status, body } = await search(query);
      expect(status).toBe(200);
      expect(body).toMatchObject({ page: 1, perPage: 5, isTrending: true, hasMore: true });
      expect(body.data).toHaveLength(5);
      for (const item of body.data)
        expect(Object.keys(item).sort()).toEqual(['id', 'logo', 'name', 'rank', 'tokenTickers']);
    }
    const second = await search('keyword=&page=2');
    expect(second.body.data[0]!.id).not.toBe((await search('')).body.data[0]!.id);
  });

  it('puts exact name and ticker matches first', async () => {
    const byName = await search('keyword=bitcoin');
    expect(byName.body.isTrending).toBe(false);
    expect(byName.body.data[0]).toMatchObject({ id: 'bitcoin', name: 'Bitcoin', tokenTickers: ['BTC'] });
    const byTicker = await search('keyword=ETH');
    expect(byTicker.body.data[0]!.id).toBe('ethereum');
  });

  it('finds prefixes from 2 characters on', async () => {
    const { body } = await search('keyword=te&perPage=10');
    expect(body.data.length).toBeGreaterThan(0);
    for (const item of body.data) {
      const matches =
        item.name.toLowerCase().startsWith('te') ||
        item.tokenTickers.some((t) => t.toLowerCase().startsWith('te'));
      expect(matches).toBe(true);
    }
  });

  it('orders prefix matches by rank, and its pages follow each other', async () => {
    const whole = (await search('keyword=st&perPage=12')).body.data;
    expect(whole.length).toBeGreaterThan(6);
    const ranks = whole.map((item) => item.rank ?? Number.MAX_SAFE_INTEGER);
    expect(ranks).toEqual([...ranks].sort((a, b) => a - b));
    const pages = [];
    for (const page of [1, 2, 3, 4])
      pages.push(...(await search(`keyword=st&perPage=3&page=${page}`)).body.data);
    expect(pages.map((item) => item.id)).toEqual(whole.map((item) => item.id));
  });

  it('tolerates typos: "etherum" finds Ethereum', async () => {
    const { body } = await search('keyword=etherum');
    expect(body.data.map((item) => item.id)).toContain('ethereum');
  });

  it('finds a project by a pasted contract address, whatever its case', async () => {
    // Uniswap's UNI on Ethereum, as data/protocols.json gives it.
    const { body } = await search(`keyword=0x1F9840A85D5AF5BF1D1762F925BDADDC4201F984`);
    expect(body.data[0]!.id).toBe('uniswap');
  });

  it("finds real projects by name: 'Ethereum' and 'Uniswap'", async () => {
    expect((await search('keyword=Ethereum')).body.data[0]).toMatchObject({
      id: 'ethereum',
      name: 'Ethereum',
    });
    const uniswap = (await search('keyword=Uniswap')).body.data[0]!;
    expect(uniswap).toMatchObject({ id: 'uniswap', name: 'Uniswap', logo: '/logos/tokens/UNI.png' });
    expect(uniswap.tokenTickers[0]).toBe('UNI');
  });

  it('answers an empty list for a keyword that matches nothing', async () => {
    const { status, body } = await search('keyword=zzqqxxvv');
    expect(status).toBe(200);
    expect(body).toMatchObject({ data: [], hasMore: false, isTrending: false });
  });

  it('runs a search once for the same requests that come together, and answers each of them', async () => {
    const { $client } = database.handle.db as unknown as {
      $client: { query: (...args: unknown[]) => unknown };
    };
    const query = vi.spyOn($client, 'query');
    try {
      const answers = await Promise.all(
        ['keyword=polkadot', 'keyword=Polkadot', 'keyword=POLKADOT'].flatMap((q) => [search(q), search(q)]),
      );
      const textOf = (first: unknown) =>
        typeof first === 'string' ? first : (first as { text: string }).text;
      expect(query.mock.calls.filter(([first]) => /\bsimilarity\(/.test(textOf(first)))).toHaveLength(1);
      expect(answers[0]!.body.data[0]).toMatchObject({ id: 'polkadot' });
      for (const answer of answers) expect(answer.body).toEqual(answers[0]!.body);
    } finally {
      query.mockRestore();
    }
  });

  it('treats LIKE wildcards in the keyword as plain characters', async () => {
    const { body } = await search('keyword=%25%25');
    expect(body.data).toEqual([]);
  });

  it('counts a search for a project once per client address and day, whatever its visitor cookie, also one answered from the cache', async () => {
    const searches = async () =>
      (await database.handle.db.select({ n: count() }).from(projectSearches))[0]!.n;
    const before = await searches();
    const [one, other] = [uniqueClientAddress(), uniqueClientAddress()];
    await search('keyword=cardano', visitorCookie(1), one);
    await search('keyword=Cardano', visitorCookie(1), one);
    await search('keyword=ADA', visitorCookie(1), one);
    expect(await searches()).toBe(before + 1);
    // New visitor cookies from the same address: still one.
    await search('keyword=cardano', visitorCookie(2), one);
    await search('keyword=cardano', visitorCookie(3), one);
    expect(await searches()).toBe(before + 1);
    await search('keyword=cardano', visitorCookie(2), other);
    expect(await searches()).toBe(before + 2);
  });

  it('counts nothing for a search without a visitor cookie of ours', async () => {
    const searches = async () =>
      (await database.handle.db.select({ n: count() }).from(projectSearches))[0]!.n;
    const before = await searches();
    for (let n = 0; n < 5; n += 1) await search('keyword=cardano');
    await search('keyword=cardano', 'rampart_vid=00000000-0000-4000-8000-000000000009.forged');
    expect(await searches()).toBe(before);
  });

  it.each([
    ['a negative page', 'page=-1'],
    ['page zero', 'page=0'],
    ['a 10,000 perPage', 'perPage=10000'],
    ['a non-numeric page', 'page=abc'],
    ['a keyword over 100 characters', `keyword=${'a'.repeat(101)}`],
  ])('refuses %s with 400 and an error field', async (_label, query) => {
    const { status, body } = await search(query);
    expect(status).toBe(400);
    expect(body.error).toBe('ValidationError');
  });
});
