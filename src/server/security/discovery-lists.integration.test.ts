import { describe, expect, it } from 'vitest';
import { preparedTestDatabase } from '@/testing/prepared-test-database';
import { realAudits, realIncidents } from '@/testing/real-data';
import { testDriver } from '@/testing/test-database';
import { desc } from 'drizzle-orm';
import { pageViews, projectScores, projectSearches } from '../db/schema';
import { clearTrendingCache, listTrendingProjects } from '../projects/trending-projects';
import { listAudits } from './list-audits';
import { listSecurityAlerts } from './list-security-alerts';

const database = preparedTestDatabase({ prepare: { seed: 'real' }, isAppDatabase: false });

const isSortedDesc = (values: number[]) => values.every((v, i) => i === 0 || values[i - 1]! >= v);

describe(`home lists on ${testDriver()}`, () => {
  it('lists the latest confirmed incidents, newest first, linked projects described', async () => {
    const alerts = await listSecurityAlerts(database.handle.db, { limit: 5 });
    expect(alerts).toHaveLength(5);
    expect(isSortedDesc(alerts.map((a) => Date.parse(a.occurredAt)))).toBe(true);
    const newest = [...realIncidents()].sort((a, b) => b.date.localeCompare(a.date))[0]!;
    expect(alerts[0]).toMatchObject({
      projectName: newest.project,
      occurredAt: `${newest.date}T00:00:00.000Z`,
      credit: { name: 'DeFiHackLabs', url: newest.referenceUrl, licence: 'Apache-2.0' },
    });
    for (const alert of alerts) {
      expect(alert.type).toBeTruthy();
      expect(alert.chains.length).toBeGreaterThan(0);
      if (alert.project) expect(alert.project.name).toBe(alert.projectName);
    }
  });

  it('lists the real completed audits newest first with their report links, and makes up none in the works', async () => {
    const completed = await listAudits(database.handle.db, { state: 'completed', limit: 5 });
    expect(completed).toHaveLength(5);
    expect(completed.every((a) => a.status === 'completed')).toBe(true);
    expect(isSortedDesc(completed.map((a) => Date.parse(a.completedAt!)))).toBe(true);
    // The newest of the firms' audits, a month dated by its first day: one of those of the newest day.
    const dayOf = (date: string) => (date.length === 7 ? `${date}-01` : date);
    const newestDay = [...realAudits()]
      .map((audit) => dayOf(audit.date))
      .sort()
      .at(-1)!;
    const newest = realAudits().filter((audit) => dayOf(audit.date) === newestDay);
    expect(completed[0]!.completedAt).toBe(`${newestDay}T00:00:00.000Z`);
    expect(newest.map((audit) => audit.reportUrl)).toContain(completed[0]!.reportUrl);
    expect(newest.map((audit) => audit.project)).toContain(completed[0]!.projectName);
    expect(completed[0]!.credit).toMatchObject({ name: expect.any(String), licence: expect.any(String) });
    // No public source lists audits in progress.
    expect(await listAudits(database.handle.db, { state: 'open', limit: 5 })).toEqual([]);
  });

  it('ranks trending projects by the distinct client addresses of the last 24 hours, each counted once', async () => {
    clearTrendingCache();
    const now = new Date();
    // Three projects far down the ranking: a thousand addresses look at one, 999 at another, and a single address
    // 500 times at the third, under as many visitor cookies, which is also searched 80 times from it.
    const [watched, runnerUp, hammered] = (
      await database.handle.db
        .select({ id: projectScores.projectId })
        .from(projectScores)
        .orderBy(desc(projectScores.rank))
        .limit(3)
    ).map((row) => row.id) as [string, string, string];
    const view = (projectId: string, visitorId: string | null, addressKey: string | null) => ({
      path: `/projects/${projectId}`,
      projectId,
      visitorId,
      addressKey,
      createdAt: now,
    });
    await database.handle.db
      .insert(pageViews)
      .values([
        ...Array.from({ length: 1000 }, (_, n) => view(watched, `w${n}`, `aw${n}`)),
        ...Array.from({ length: 999 }, (_, n) => view(runnerUp, `r${n}`, `ar${n}`)),
        ...Array.from({ length: 500 }, (_, n) => view(hammered, `h${n}`, 'ah')),
        ...Array.from({ length: 500 }, () => view(hammered, null, null)),
      ]);
    await database.handle.db.insert(projectSearches).values(
      Array.from({ length: 80 }, (_, n) => ({
        keyword: `k${n}`,
        projectId: hammered,
        visitorId: `s${n}`,
        addressKey: 'ah',
        day: new Date(Date.UTC(2026, 0, 1 + n)).toISOString().slice(0, 10),
        createdAt: now,
      })),
    );
    clearTrendingCache();
    const trending = await listTrendingProjects(database.handle.db, 5);
    expect(trending).toHaveLength(5);
    expect(trending.map((project) => project.id).slice(0, 2)).toEqual([watched, runnerUp]);
  });
});
