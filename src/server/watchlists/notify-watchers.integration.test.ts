import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { preparedTestDatabase } from '@/testing/prepared-test-database';
import type { Watchlist } from '@/contracts/watchlists';
import type { SignalKey } from '@/lib/score/methodology';
import { mailsTo } from '@/testing/outbox';
import { runQueuedJobs } from '@/testing/jobs';
import { testDriver } from '@/testing/test-database';
import { createUser } from '../auth/create-user';
import { notificationSettings, projects, scoreHistory, securityAlerts, watchlistMarks } from '../db/schema';
import { recordSignals } from '../scores/record-signals';
import { runDailyScoring } from '../scores/run-daily-scoring';
import { confirmSecurityAlert } from '../security/confirm-security-alert';
import { updateNotificationSettings, unsubscribe } from '../users/notification-settings';
import { createWatchlist } from './create-watchlist';
import { listWatchlists } from './list-watchlists';
import { notifyWatchersOfAlert, notifyWatchersOfScoreDrops } from './notify-watchers';

const dataDir = await vi.hoisted(async () => {
  const { useTempDataDir } = await import('@/testing/temp-data-dir');
  return useTempDataDir();
});

const ORIGIN = 'http://localhost:3000';
const database = preparedTestDatabase({ isAppDatabase: false });

/** The mails to an address once the queued mail jobs have run, as a runner runs them after the answer. */
async function sentTo(email: string) {
  await runQueuedJobs(database.handle);
  return mailsTo(dataDir, email);
}

let counter = 0;
async function newUser(options: { verified?: boolean } = {}) {
  counter += 1;
  const user = await createUser(database.handle.db, {
    email: `notified${counter}-${Date.now()}@example.com`,
    passwordHash: null,
    emailVerifiedAt: options.verified === false ? null : new Date(),
  });
  return user;
}

async function watch(userId: string, name: string, projectIds: string[]) {
  return createWatchlist(database.handle.db, { userId, name, projects: projectIds });
}

/** What GET /api/watchlist answers the user (the route is a thin wrapper of this operation). */
async function listsOf(userId: string): Promise<Watchlist[]> {
  return (await listWatchlists(database.handle.db, userId)).data;
}

const ALL_ON = { securityAlerts: true, scoreChanges: true, productNews: false };

beforeAll(async () => {
  const logo = '/logos/monogram/x.png';
  await database.handle.db.insert(projects).values(
    ['harbor', 'quiet', 'slide', 'dip', 'steady', 'scored'].map((id) => ({
      id,
      name: `${id[0]!.toUpperCase()}${id.slice(1)} Finance`,
      logo,
      category: 'DeFi',
      source: 'import' as const,
    })),
  );
});

describe(`watchers are warned, on ${testDriver()}`, () => {
  it('a confirmed alert marks every watcher and mails once those who want security alert mails', async () => {
    const db = database.handle.db;
    const keen = await newUser();
    const noSettings = await newUser();
    const alertsOff = await newUser();
    const unsubscribed = await newUser();
    const unverified = await newUser({ verified: false });
    const bystander = await newUser();
    // Two lists holding the project still make one mark and one mail.
    await watch(keen.id, 'Main', ['quiet', 'harbor']);
    await watch(keen.id, 'Second', ['harbor']);
    await watch(keen.id, 'Unrelated', ['quiet']);
    await watch(noSettings.id, 'Mine', ['harbor']);
    await watch(alertsOff.id, 'Mine', ['harbor']);
    await watch(unsubscribed.id, 'Mine', ['harbor']);
    await watch(unverified.id, 'Mine', ['harbor']);
    await watch(bystander.id, 'Mine', ['quiet']);
    await db.delete(notificationSettings).where(eq(notificationSettings.userId, noSettings.id));
    await updateNotificationSettings(db, alertsOff.id, { ...ALL_ON, securityAlerts: false });
    const [settings] = await db
      .select()
      .from(notificationSettings)
      .where(eq(notificationSettings.userId, unsubscribed.id));
    await unsubscribe(db, settings!.id);

    const [alert] = await db
      .insert(securityAlerts)
      .values({
        externalKey: 'test:harbor-exploit',
        projectId: 'harbor',
        projectName: 'Harbor Finance',
        type: 'Exploit',
        chains: ['Ethereum'],
        lossUsd: 1_200_000,
        occurredAt: new Date('2026-11-18T10:00:00Z'),
        description: 'Click http://phish.test to get your funds back',
        state: 'reported',
      })
      .returning({ id: securityAlerts.id });
    // A reported alert warns nobody.
    expect(await notifyWatchersOfAlert(db, alert!.id)).toEqual({ marked: 0, mailed: 0 });

    expect(await confirmSecurityAlert(db, alert!.id)).toEqual({
      alertId: alert!.id,
      wasChanged: true,
      marked: 5,
      mailed: 2,
    });
    for (const user of [keen, noSettings]) {
      const mails = await sentTo(user.email);
      expect(mails, user.email).toHaveLength(1);
      expect(mails[0]!.subject).toBe('Rampart: security alert on Harbor Finance');
      expect(mails[0]!.text).toContain('Exploit on 2026-11-18, $1.2M lost');
      expect(mails[0]!.text).toContain(`${ORIGIN}/projects/harbor`);
      expect(mails[0]!.text).toMatch(/\/unsubscribe\/[0-9a-f-]{36}/);
      // The reporter's words never go out from our address.
      expect(mails[0]!.text).not.toContain('phish.test');
    }
    for (const user of [alertsOff, unsubscribed, unverified, bystander]) {
      expect(await sentTo(user.email), user.email).toEqual([]);
    }

    // The mark shows on every list holding the project, and only there.
    const [main, second, unrelated] = await listsOf(keen.id);
    const mark = {
      projectId: 'harbor',
      reason: 'security_alert',
      detail: 'Exploit on 2026-11-18, $1.2M lost',
      at: expect.any(String),
    };
    expect(main!.marks).toEqual([mark]);
    expect(second!.marks).toEqual([mark]);
    expect(unrelated!.marks).toEqual([]);
    expect((await listsOf(alertsOff.id))[0]!.marks).toEqual([mark]);
    expect((await listsOf(bystander.id))[0]!.marks).toEqual([]);

    // Again, directly or by confirming again: nothing new.
    expect(await notifyWatchersOfAlert(db, alert!.id)).toEqual({ marked: 0, mailed: 0 });
    expect(await confirmSecurityAlert(db, alert!.id)).toMatchObject({
      wasChanged: false,
      marked: 0,
      mailed: 0,
    });
    expect(await sentTo(keen.email)).toHaveLength(1);
    expect(await sentTo(noSettings.email)).toHaveLength(1);
    expect(await db.select().from(watchlistMarks).where(eq(watchlistMarks.userId, keen.id))).toHaveLength(1);

    // A project removed from a list takes its marks off that list.
    const { updateWatchlist } = await import('./update-watchlist');
    await updateWatchlist(db, { userId: keen.id, id: main!.id, projects: ['quiet'] });
    const [mainAfter, secondAfter] = await listsOf(keen.id);
    expect(mainAfter!.marks).toEqual([]);
    expect(secondAfter!.marks).toEqual([mark]);
  });

  it('a confirmed alert of no listed project, or an unknown id, warns nobody', async () => {
    const db = database.handle.db;
    const [alert] = await db
      .insert(securityAlerts)
      .values({
        externalKey: 'test:unlisted',
        projectName: 'Somewhere Else',
        type: 'Rug Pull',
        chains: [],
        occurredAt: new Date(),
        state: 'confirmed',
      })
      .returning({ id: securityAlerts.id });
    expect(await notifyWatchersOfAlert(db, alert!.id)).toEqual({ marked: 0, mailed: 0 });
    await expect(confirmSecurityAlert(db, 999_999)).rejects.toMatchObject({
      code: 'AlertNotFound',
      status: 404,
    });
  });

  it('a drop of 5 points or more in a day marks every watcher and mails those who want score change mails', async () => {
    const db = database.handle.db;
    const day = '2026-11-20';
    const dayBefore = '2026-11-19';
    const history = (projectId: string, onDay: string, score: number) => ({
      projectId,
      day: onDay,
      score,
      coverage: 1,
      categoryScores: {},
      changes: [],
      methodologyVersion: 'test',
      computedAt: new Date(`${onDay}T08:00:00Z`),
    });
    await db.insert(scoreHistory).values([
      // 5 points exactly, which floating point makes 4.999999999999999.
      history('slide', dayBefore, 8.2),
      history('slide', day, 3.2),
      history('dip', dayBefore, 90),
      history('dip', day, 70),
      // 4.9 points: not enough.
      history('steady', dayBefore, 60),
      history('steady', day, 55.1),
    ]);
    const keen = await newUser();
    const changesOff = await newUser();
    const unsubscribed = await newUser();
    const partial = await newUser();
    await watch(keen.id, 'Drops', ['slide', 'steady', 'dip']);
    await watch(changesOff.id, 'Drops', ['slide']);
    await watch(unsubscribed.id, 'Drops', ['dip']);
    await watch(partial.id, 'Drops', ['steady', 'dip']);
    await updateNotificationSettings(db, changesOff.id, { ...ALL_ON, scoreChanges: false });
    const [settings] = await db
      .select()
      .from(notificationSettings)
      .where(eq(notificationSettings.userId, unsubscribed.id));
    await unsubscribe(db, settings!.id);

    expect(await notifyWatchersOfScoreDrops(db, day)).toEqual({ marked: 5, mailed: 2 });
    const [keenMail, ...keenMore] = await sentTo(keen.email);
    expect(keenMore).toEqual([]);
    expect(keenMail!.subject).toBe('Rampart: the security scores of 2 watched projects dropped');
    expect(keenMail!.text).toContain('Dip Finance: score fell 20 points, from 90 to 70 on 2026-11-20');
    expect(keenMail!.text).toContain('Slide Finance: score fell 5 points, from 8.2 to 3.2 on 2026-11-20');
    expect(keenMail!.text).not.toContain('Steady');
    expect(keenMail!.text).toMatch(/\/unsubscribe\/[0-9a-f-]{36}/);
    const partialMails = await sentTo(partial.email);
    expect(partialMails.map((mail) => mail.subject)).toEqual([
      'Rampart: the security score of Dip Finance dropped',
    ]);
    expect(await sentTo(changesOff.email)).toEqual([]);
    expect(await sentTo(unsubscribed.email)).toEqual([]);

    const [keenList] = await listsOf(keen.id);
    expect(keenList!.marks.map((mark) => [mark.projectId, mark.reason]).sort()).toEqual([
      ['dip', 'score_drop'],
      ['slide', 'score_drop'],
    ]);
    expect((await listsOf(changesOff.id))[0]!.marks).toEqual([
      {
        projectId: 'slide',
        reason: 'score_drop',
        detail: 'score fell 5 points, from 8.2 to 3.2 on 2026-11-20',
        at: expect.any(String),
      },
    ]);

    expect(await notifyWatchersOfScoreDrops(db, day)).toEqual({ marked: 0, mailed: 0 });
    expect(await sentTo(keen.email)).toHaveLength(1);
    expect(await sentTo(partial.email)).toHaveLength(1);
  });

  it('the daily scoring run warns the watchers of the day’s drops, once', async () => {
    const db = database.handle.db;
    const now = new Date('2026-12-10T08:00:00Z');
    const watcher = await newUser();
    await watch(watcher.id, 'Scored', ['scored']);
    await db.insert(scoreHistory).values({
      projectId: 'scored',
      day: '2026-12-09',
      score: 75.25,
      coverage: 1,
      categoryScores: {},
      changes: [],
      methodologyVersion: 'test',
      computedAt: new Date('2026-12-09T08:00:00Z'),
    });
    // Two audits, the latest 30 days old, no incident on record and no bug bounty: Code Security 87.5 × 0.35 +
    // 100 × 0.25 + 50 × 0.40 = 75.625 → 75.63; Operational Resilience 50 and the four unknown categories 50:
    // 0.4 × 75.63 + 0.6 × 50 = 60.25 (coverage 0.495, rated), 15 points under yesterday's 75.25.
    const measured = (key: SignalKey, value: number | null) => ({
      key,
      value,
      measuredAt: now,
      evidenceUrl: null,
      source: 'test',
    });
    await recordSignals(
      db,
      {
        projectId: 'scored',
        measurements: [
          measured('audit_count', 2),
          measured('audit_age_days', 30),
          measured('incidents_3y', 0),
          measured('incident_losses_usd_3y', 0),
          measured('bug_bounty_usd', null),
        ],
      },
      now,
    );
    expect(await runDailyScoring(db, now)).toBe(true);
    const mails = await sentTo(watcher.email);
    expect(mails).toHaveLength(1);
    expect(mails[0]!.text).toContain(
      'Scored Finance: score fell 15 points, from 75.25 to 60.25 on 2026-12-10',
    );
    expect(await runDailyScoring(db, new Date(now.getTime() + 60_000))).toBe(false);
    expect(await notifyWatchersOfScoreDrops(db, '2026-12-10')).toEqual({ marked: 0, mailed: 0 });
    expect(await sentTo(watcher.email)).toHaveLength(1);
  });
});
