import { sql } from 'drizzle-orm';
import { describe, expect, it, vi } from 'vitest';
import { preparedTestDatabase } from '@/testing/prepared-test-database';
import { testDriver } from '@/testing/test-database';
import { compareIdsOf, compareProjects } from './compare-projects';

await vi.hoisted(async () => {
  const { useTempDataDir } = await import('@/testing/temp-data-dir');
  useTempDataDir();
});

const database = preparedTestDatabase({ prepare: { seed: 'real' } });
const db = () => database.handle.db;

describe(`compareProjects on ${testDriver()}`, () => {
  it('reads ?ids= trimmed, without repeats, in order', () => {
    expect(compareIdsOf(' bitcoin, ethereum,,bitcoin ')).toEqual(['bitcoin', 'ethereum']);
    expect(compareIdsOf(['a', 'b,c'])).toEqual(['a', 'b', 'c']);
    expect(compareIdsOf(undefined)).toEqual([]);
  });

  it('sets 2 to 4 projects side by side with their scores, categories, incidents and audits', async () => {
    const rows = await db().execute<{ id: string; incidents: number; audits: number }>(sql`
      select p.id,
        (select count(*)::int from security_alerts a where a.project_id = p.id and a.state = 'confirmed') as incidents,
        (select count(*)::int from audits u where u.project_id = p.id and u.status = 'completed') as audits
      from projects p join project_scores s on s.project_id = p.id
      order by s.rank nulls last, p.id limit 4`);
    const ids = rows.rows.map((row) => row.id);
    for (const count of [2, 4]) {
      const outcome = await compareProjects(db(), ids.slice(0, count));
      expect(outcome.ok).toBe(true);
      if (!outcome.ok) continue;
      expect(outcome.projects.map((project) => project.row.id)).toEqual(ids.slice(0, count));
      for (const [index, project] of outcome.projects.entries()) {
        expect(project.incidents).toBe(Number(rows.rows[index]!.incidents));
        expect(project.completedAudits).toBe(Number(rows.rows[index]!.audits));
        expect(project.detail.score?.categories).toHaveLength(6);
      }
    }
  });

  it('says what is wrong with the ids instead of failing', async () => {
    expect(await compareProjects(db(), [])).toEqual({
      ok: false,
      ids: [],
      message: 'Choose 2 to 4 projects to compare.',
    });
    expect(await compareProjects(db(), ['bitcoin'])).toMatchObject({
      ok: false,
      ids: ['bitcoin'],
      message: 'Choose 2 to 4 projects to compare.',
    });
    expect(await compareProjects(db(), ['a', 'b', 'c', 'd', 'e'])).toMatchObject({
      message: 'Compare at most 4 projects at a time.',
    });
    expect(await compareProjects(db(), ['bitcoin', 'no-such-project'])).toEqual({
      ok: false,
      ids: ['bitcoin'],
      message: 'No project with the id “no-such-project”.',
    });
    expect(await compareProjects(db(), ['bitcoin', "x'; drop table projects;--"])).toMatchObject({
      ok: false,
      message: "“x'; drop table projects;--” is not a project id.",
    });
  });
});
