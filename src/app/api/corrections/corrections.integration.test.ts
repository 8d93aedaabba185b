import fs from 'node:fs';
import { and, asc, eq, isNotNull, sql } from 'drizzle-orm';
import { NextRequest } from 'next/server';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { GET as projectFeedGet } from '@/app/(cached)/projects/[id]/feed.xml/route';
import { GET as historyGet } from '@/app/api/v1/projects/[id]/history/route';
import { projectRecord } from '@/contracts/imports';
import { explainScoreDay } from '@/lib/score/score-causes';
import { getProjectCorrections } from '@/server/corrections/get-project-corrections';
import { importProjects } from '@/server/imports/import-projects';
import {
  correctionRequests,
  projects,
  projectScores,
  projectTokens,
  scoreHistory,
  securityAlerts,
  signals,
} from '@/server/db/schema';
import { recomputeScores } from '@/server/scores/recompute-scores';
import { callRoute } from '@/testing/call-route';
import { uniqueClientAddress } from '@/testing/client-address';
import { makeUser, type TestUser } from '@/testing/factories';
import { mailsTo } from '@/testing/outbox';
import { runQueuedJobs } from '@/testing/jobs';
import { preparedTestDatabase } from '@/testing/prepared-test-database';
import { testDriver } from '@/testing/test-database';
import { POST as create } from './create/route';
import { POST as decide } from './decide/route';
import { GET as getLog } from './log/route';
import { GET as getPending } from './pending/route';

const dataDir = await vi.hoisted(async () => {
  const { useTempDataDir } = await import('@/testing/temp-data-dir');
  const dir = useTempDataDir();
  process.env.FLAGS_FILE = `${dir}/flags.json`;
  return dir;
});

const STAFF_DOMAIN = '@staff.example.com';
const database = preparedTestDatabase({ prepare: { seed: 'real' } });

/** The mails to an address once the queued mail jobs have run, as a runner runs them after the answer. */
async function sentTo(email: string) {
  await runQueuedJobs(database.handle);
  return mailsTo(dataDir, email);
}
const db = () => database.handle.db;

let staff: TestUser;
let requester: TestUser;
/** A scored project with confirmed incidents that count in its score. */
let projectId: string;
let incidentIds: number[];

beforeAll(async () => {
  // Staff are the users the impersonationTool flag is on for, as for impersonation.
  fs.writeFileSync(
    process.env.FLAGS_FILE!,
    JSON.stringify({
      features: {
        impersonationTool: {
          defaultValue: false,
          rules: [{ condition: { email: { $regex: `${STAFF_DOMAIN}$` } }, force: true }],
        },
      },
    }),
  );
  staff = await makeUser(db(), { domain: STAFF_DOMAIN });
  requester = await makeUser(db());
  const [row] = await db()
    .select({ projectId: signals.projectId })
    .from(signals)
    .innerJoin(projectScores, eq(projectScores.projectId, signals.projectId))
    .where(and(eq(signals.key, 'incidents_3y'), sql`${signals.value} >= 2`, isNotNull(projectScores.score)))
    .orderBy(asc(signals.projectId))
    .limit(1);
  projectId = row!.projectId;
  incidentIds = (
    await db()
      .select({ id: securityAlerts.id })
      .from(securityAlerts)
      .where(and(eq(securityAlerts.projectId, projectId), eq(securityAlerts.state, 'confirmed')))
      .orderBy(asc(securityAlerts.id))
  ).map((alert) => alert.id);
}, 300_000);

const ask = (body: unknown, cookie = requester.cookie) =>
  callRoute(create, '/api/corrections/create', { cookie, body });
const decideAs = (body: unknown, cookie = staff.cookie) =>
  callRoute(decide, '/api/corrections/decide', { cookie, body });
const log = async () => {
  const response = await callRoute(getLog, `/api/corrections/log?projectId=${encodeURIComponent(projectId)}`);
  expect(response.status).toBe(200);
  return (
    (await response.json()) as {
      data: { id: number; status: string; requester: string; decisionReason: string | null }[];
    }
  ).data;
};
const scoreOf = async () =>
  (await db().select().from(projectScores).where(eq(projectScores.projectId, projectId)))[0]!.score;

describe(`corrections on ${testDriver()}`, () => {
  it('refuses signed-out requests, markup, plain-http or too many links, and claims not on the page', async () => {
    const body = {
      projectId,
      claimKind: 'incident',
      claimRef: String(incidentIds[0]),
      reason: 'This incident concerns a fork of the project, not the project itself.',
      evidenceUrls: ['https://example.com/post-mortem'],
    };
    expect((await callRoute(create, '/api/corrections/create', { body })).status).toBe(401);
    for (const bad of [
      { ...body, reason: 'Not us: <script>alert(1)</script> see the report' },
      { ...body, evidenceUrls: ['http://example.com/report'] },
      { ...body, evidenceUrls: Array.from({ length: 6 }, (_, i) => `https://example.com/${i}`) },
      { ...body, reason: 'x'.repeat(2_001) },
      { ...body, claimKind: 'rumour' },
    ]) {
      const response = await ask(bad);
      expect(response.status, JSON.stringify(bad).slice(0, 80)).toBe(400);
      expect(((await response.json()) as { error: string }).error).toBe('ValidationError');
    }
    const missing = await ask({ ...body, claimRef: '999999999' });
    expect(missing.status).toBe(404);
    expect(await missing.json()).toEqual({ error: 'ClaimNotFound' });
  });

  it('a user asks, staff accept: the incident is withdrawn, the score recomputed with the correction as its cause, the log public, the requester mailed', async () => {
    const before = await scoreOf();
    const asked = await ask({
      projectId,
      claimKind: 'incident',
      claimRef: String(incidentIds[0]),
      reason: 'This incident concerns a fork of the project, not the project itself.',
      evidenceUrls: ['https://example.com/post-mortem'],
    });
    expect(asked.status).toBe(200);
    const { id } = (await asked.json()) as { id: number; isFromProject: boolean };

    // Staff only: a user is refused the queue and the decision.
    expect(
      (await callRoute(getPending, '/api/corrections/pending', { cookie: requester.cookie })).status,
    ).toBe(403);
    expect((await decideAs({ id, decision: 'accept' }, requester.cookie)).status).toBe(403);
    const pending = await callRoute(getPending, '/api/corrections/pending', { cookie: staff.cookie });
    expect(pending.status).toBe(200);
    expect(((await pending.json()) as { data: { id: number }[] }).data.map((row) => row.id)).toContain(id);

    const entry = (await log()).find((row) => row.id === id)!;
    expect(entry).toMatchObject({ status: 'pending', requester: 'A user' });
    expect(JSON.stringify(await log())).not.toContain(requester.email);

    const accepted = await decideAs({ id, decision: 'accept' });
    expect(accepted.status).toBe(200);
    const result = (await accepted.json()) as {
      status: string;
      scoreFrom: number | null;
      scoreTo: number | null;
    };
    expect(result.status).toBe('accepted');
    expect(result.scoreFrom).toBe(before);
    expect(result.scoreTo).toBe(await scoreOf());
    expect(result.scoreTo).not.toBe(before);

    const [alert] = await db().select().from(securityAlerts).where(eq(securityAlerts.id, incidentIds[0]!));
    expect(alert!.state).toBe('dismissed');
    expect((await log()).find((row) => row.id === id)).toMatchObject({
      status: 'accepted',
      decisionReason: null,
    });

    // The history says why, on the page's data, in /api/v1 and in the feed.
    const history = await historyGet(
      new NextRequest(`http://localhost:3000/api/v1/projects/${projectId}/history?days=30`, {
        headers: { 'x-forwarded-for': uniqueClientAddress() },
      }),
      { params: Promise.resolve({ id: projectId }) },
    );
    expect(history.status).toBe(200);
    const days = (
      (await history.json()) as {
        data: { days: { causes: { kind: string; correctionId?: number }[]; explanation: string[] }[] };
      }
    ).data.days;
    const today = days.at(-1)!;
    expect(today.causes).toContainEqual(expect.objectContaining({ kind: 'correction', correctionId: id }));
    expect(today.explanation.join('\n')).toMatch(
      new RegExp(`correction #${id} accepted: incident of \\d{4}-\\d{2}-\\d{2}.*\\(source: .+\\) withdrawn`),
    );
    const feed = await projectFeedGet(
      new NextRequest(`http://localhost:3000/projects/${projectId}/feed.xml`, {
        headers: { 'x-forwarded-for': uniqueClientAddress() },
      }),
      { params: Promise.resolve({ id: projectId }) },
    );
    expect(await feed.text()).toContain(`correction #${id} accepted`);

    const mail = (await sentTo(requester.email)).at(-1);
    expect(mail?.subject).toContain('Correction request accepted');
    expect(mail?.text).toContain('withdrawn');

    // Decided once only.
    expect((await decideAs({ id, decision: 'reject', reason: 'Twice' })).status).toBe(409);
  });

  it('a rejection keeps the claim and the score, and its reason is public', async () => {
    const claimRef = String(incidentIds[1]);
    const before = await scoreOf();
    const asked = await ask({
      projectId,
      claimKind: 'incident',
      claimRef,
      reason: 'We were never hacked, this is made up.',
      evidenceUrls: [],
    });
    const { id } = (await asked.json()) as { id: number };
    expect((await decideAs({ id, decision: 'reject' })).status).toBe(400);
    const rejected = await decideAs({
      id,
      decision: 'reject',
      reason: 'The post-mortem of the team confirms it.',
    });
    expect(rejected.status).toBe(200);
    expect(await scoreOf()).toBe(before);
    const [alert] = await db()
      .select()
      .from(securityAlerts)
      .where(eq(securityAlerts.id, Number(claimRef)));
    expect(alert!.state).toBe('confirmed');
    expect((await log()).find((row) => row.id === id)).toMatchObject({
      status: 'rejected',
      decisionReason: 'The post-mortem of the team confirms it.',
    });
    expect((await sentTo(requester.email)).at(-1)?.text).toContain(
      'The post-mortem of the team confirms it.',
    );
    const [row] = await db().select().from(correctionRequests).where(eq(correctionRequests.id, id));
    expect(row!.decidedByUserId).toBe(staff.id);
  });

  it('a project fact: the website and token addresses are listed; accepted, the fact becomes unknown and the rest stays', async () => {
    const [row] = await db()
      .select({ project: projects, token: projectTokens })
      .from(projects)
      .innerJoin(projectTokens, eq(projectTokens.projectId, projects.id))
      .where(and(isNotNull(projects.website), isNotNull(projectTokens.address)))
      .orderBy(asc(projects.id), asc(projectTokens.position))
      .limit(1);
    const { project, token } = row!;
    const tokenRef = `token:${token.id}`;
    const { claims } = await getProjectCorrections(db(), project.id);
    const facts = claims.filter((claim) => claim.kind === 'fact');
    expect(facts.find((claim) => claim.ref === 'website')?.summary).toContain(`website ${project.website}`);
    expect(facts.find((claim) => claim.ref === tokenRef)?.summary).toContain(
      `contract address of ${token.ticker}${token.chain ? ` on ${token.chain}` : ''} ${token.address}`,
    );
    // Only the facts the page shows, by their references.
    for (const claimRef of ['name', 'token:0', 'token:abc', `token:${token.id + 1_000_000}`]) {
      const refused = await ask({
        projectId: project.id,
        claimKind: 'fact',
        claimRef,
        reason: 'This is wrong, please fix it.',
      });
      expect(refused.status, claimRef).toBe(404);
    }
    for (const claimRef of ['website', tokenRef]) {
      const asked = await ask({
        projectId: project.id,
        claimKind: 'fact',
        claimRef,
        reason: 'This is no longer ours: it was sold.',
        evidenceUrls: ['https://example.org/announcement'],
      });
      expect(asked.status, claimRef).toBe(200);
      const { id } = (await asked.json()) as { id: number };
      expect((await decideAs({ id, decision: 'accept' })).status, claimRef).toBe(200);
    }
    const [after] = await db().select().from(projects).where(eq(projects.id, project.id));
    expect(after!.website).toBeNull();
    expect(after!.name).toBe(project.name);
    const [tokenAfter] = await db().select().from(projectTokens).where(eq(projectTokens.id, token.id));
    expect(tokenAfter).toMatchObject({ address: null, ticker: token.ticker, chain: token.chain });
    const listed = (await getProjectCorrections(db(), project.id)).claims;
    expect(
      listed.some((claim) => claim.kind === 'fact' && (claim.ref === 'website' || claim.ref === tokenRef)),
    ).toBe(false);
    // A later import of a data set that still gives the withdrawn values leaves them unknown; a new value shows.
    const record = (url: string) =>
      projectRecord.parse({
        name: project.name,
        slug: project.importKey ?? project.id,
        symbol: token.ticker,
        category: project.category,
        chains: project.chains,
        url,
        addresses: { [token.chain ?? 'Ethereum']: token.address },
        sources: project.dataSources.length ? project.dataSources : ['defillama'],
      });
    await importProjects(db(), [{ record: record(project.website!), licence: 'CC0-1.0' }], new Date());
    const [reimported] = await db().select().from(projects).where(eq(projects.id, project.id));
    expect(reimported!.website).toBeNull();
    const reimportedTokens = await db()
      .select()
      .from(projectTokens)
      .where(eq(projectTokens.projectId, project.id));
    expect(reimportedTokens.map((row) => row.address)).toEqual([null]);
    await importProjects(
      db(),
      [{ record: record('https://new-site.example.org/'), licence: 'CC0-1.0' }],
      new Date(),
    );
    const [renewed] = await db().select().from(projects).where(eq(projects.id, project.id));
    expect(renewed!.website).toBe('https://new-site.example.org/');
    // Withdrawn, a fact cannot be corrected again.
    const again = await ask({
      projectId: project.id,
      claimKind: 'fact',
      claimRef: tokenRef,
      reason: 'Again, the website is wrong.',
    });
    expect(again.status).toBe(404);
  });

  it('every score change in the history of every project has an explanation', async () => {
    // A later day too: measurements age, and the day's changes must be explained as well.
    await recomputeScores(db(), { asOf: new Date(Date.now() + 400 * 86_400_000) });
    const rows = await db()
      .select()
      .from(scoreHistory)
      .orderBy(asc(scoreHistory.projectId), asc(scoreHistory.day));
    expect(rows.length).toBeGreaterThan(100);
    let previous: (typeof rows)[number] | undefined;
    let walked = 0;
    for (const row of rows) {
      const before = previous?.projectId === row.projectId ? previous.score : null;
      const isFirst = previous?.projectId !== row.projectId;
      if ((isFirst && row.score !== null) || (!isFirst && row.score !== before)) {
        walked += 1;
        expect(explainScoreDay(row), `${row.projectId} on ${row.day}`).not.toEqual([]);
      }
      previous = row;
    }
    expect(walked).toBeGreaterThan(50);
    const [counted] = await db()
      .select({ n: sql<number>`count(distinct ${scoreHistory.day})::int` })
      .from(scoreHistory);
    expect(counted!.n).toBeGreaterThanOrEqual(2);
  });
});
