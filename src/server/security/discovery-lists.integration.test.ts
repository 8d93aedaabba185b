import { describe, expect, it } from 'vitest';
import { preparedTestDatabase } from '@/testing/prepared-test-database';
import { realAudits, realIncidents } from '@/testing/real-data';
import { testDriver } from '@/testing/test-database';
import { desc } from 'drizzle-orm';
import { pageViews, projectScores, projectSearches } from '../db/schema';
import { clearTrendingCache, listTrendingProjects } from '../projects/trending-projects';
import { listAudits } from './list-audits';
import { listSecurityAlerts } from './list-security-alerts';

const database = preparedTestDatabase({ prepare: { seed: 'real', now: new Date() }, isAppDatabase: false });

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
    const newest = [...realAudits()].sort((a, b) => b.date.localeCompare(a.date))[0]!;
    expect(completed[0]).toMatchObject({
      projectName: newest.project,
      auditor: 'Trail of Bits',
      reportUrl: newest.reportUrl ?? newest.links[0],
      credit: { licence: 'CC BY-SA 4.0' },
    });
    // No public source lists audits in progress.
    expect(await listAudits(database.handle.db, { state: 'open', limit: 5 })).toEqual([]);
  });

  it('ranks trending projects by the distinct visitors of the last 24 hours, each counted once', async () => {
    clearTrendingCache();
    const now = new Date();
    // Three projects far down the ranking: a thousand visitors look at one, 999 at another, and a single
    // visitor 500 times at the third, which is also searched 80 times without a visitor cookie.
    const [watched, runnerUp, hammered] = (
      await database.handle.db
        .select({ id: projectScores.projectId })
        .from(projectScores)
        .orderBy(desc(projectScores.rank))
        .limit(3)
    ).map((row) => row.id) as [string, string, string];
    const view = (projectId: string, visitorId: string | null) => ({
      path: `/projects/${projectId}`,
      projectId,
      visitorId,
      createdAt: now,
    });
    await database.handle.db
      .insert(pageViews)
      .values([
        ...Array.from({ length: 1000 }, (_, n) => view(watched, `w${n}`)),
        ...Array.from({ length: 999 }, (_, n) => view(runnerUp, `r${n}`)),
        ...Array.from({ length: 500 }, () => view(hammered, 'h')),
        ...Array.from({ length: 500 }, () => view(hammered, null)),
      ]);
    await database.handle.db
      .insert(projectSearches)
      .values(
        Array.from({ length: 80 }, (_, n) => ({ keyword: `k${n}`, projectId: hammered, createdAt: now })),
      );
    clearTrendingCache();
    const trending = await listTrendingProjects(database.handle.db, 5);
    expect(trending).toHaveLength(5);
    expect(trending.map((project) => project.id).slice(0, 2)).toEqual([watched, runnerUp]);
  });
});
