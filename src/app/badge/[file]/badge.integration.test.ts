import { sql } from 'drizzle-orm';
import { describe, expect, it, vi } from 'vitest';
import { preparedTestDatabase } from '@/testing/prepared-test-database';
import { testDriver } from '@/testing/test-database';
import { GET } from './route';

await vi.hoisted(async () => {
  const { useTempDataDir } = await import('@/testing/temp-data-dir');
  useTempDataDir();
});

const database = preparedTestDatabase({ prepare: { seed: 'real' } });

const badge = (file: string, headers: Record<string, string> = {}) =>
  GET(new Request(`http://localhost:3000/badge/${file}`, { headers }), { params: Promise.resolve({ file }) });

type Row = { id: string; name: string; score: string | null; tier: string | null; confidence: string };
async function projectWhere(condition: ReturnType<typeof sql>): Promise<Row> {
  const rows = await database.handle.db.execute<Row>(sql`
    select p.id, p.name, s.score, s.tier, s.confidence
    from projects p join project_scores s on s.project_id = p.id
    where ${condition} order by s.rank nulls last, p.id limit 1`);
  return rows.rows[0]!;
}

describe(`GET /badge/{projectId}.svg on ${testDriver()}`, () => {
  it("draws a rated project's score, grade and confidence, titled for assistive technology", async () => {
    const project = await projectWhere(sql`s.score is not null`);
    const response = await badge(`${project.id}.svg`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('image/svg+xml; charset=utf-8');
    expect(response.headers.get('cache-control')).toBe(
      'max-age=600, public, s-maxage=60, stale-while-revalidate=540',
    );
    const svg = await response.text();
    const score = Number(project.score).toFixed(2);
    expect(project.tier).toMatch(/^(AAA|AA|A|BBB|BB|B|CCC)$/);
    expect(project.confidence).toMatch(/^(high|medium|low)$/);
    const title = `Rampart Security Score of ${project.name}: ${score}, grade ${project.tier}, ${project.confidence} confidence`;
    expect(svg).toContain(`<title>${title}</title>`);
    expect(svg).toMatch(/^<svg [^>]*role="img"/);
    expect(svg).toContain(`aria-label="${title}"`);
    expect(svg).toContain('>Rampart</text>');
    expect(svg).toContain(`>${score} · ${project.tier} · ${project.confidence} confidence</text>`);
  });

  it('says "Not rated" for a project that is not rated, never a number, grade or confidence', async () => {
    const project = await projectWhere(sql`s.score is null`);
    expect(project.tier).toBeNull();
    const svg = await (await badge(`${project.id}.svg`)).text();
    expect(svg).toContain('>Not rated</text>');
    expect(svg).toContain(`<title>Rampart Security Score of ${project.name}: not rated</title>`);
    expect(svg).not.toMatch(/\d+\.\d\d|confidence|grade/);
  });

  it('answers 304 to a matching If-None-Match, and the badge again to another', async () => {
    const project = await projectWhere(sql`s.score is not null`);
    const first = await badge(`${project.id}.svg`);
    const etag = first.headers.get('etag')!;
    expect(etag).toMatch(/^"[\w-]+"$/);
    const again = await badge(`${project.id}.svg`, { 'if-none-match': `W/"other", ${etag}` });
    expect(again.status).toBe(304);
    expect(await again.text()).toBe('');
    expect(again.headers.get('etag')).toBe(etag);
    expect((await badge(`${project.id}.svg`, { 'if-none-match': '"stale"' })).status).toBe(200);
  });

  it.each([
    'no-such-project.svg',
    'Bitcoin.svg',
    'bitcoin.png',
    'bitcoin',
    '..%2Fbitcoin.svg',
    `${'a'.repeat(250)}.svg`,
  ])('answers 404 JSON for %s', async (file) => {
    const response = await badge(file);
    expect(response.status).toBe(404);
    expect(await response.json()).toEqual({ error: 'NotFound' });
  });
});
