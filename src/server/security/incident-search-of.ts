import 'server-only';
import { and, eq, like, sql } from 'drizzle-orm';
import type { Executor } from '../db/client';
import { linkReviews, securityAlerts } from '../db/schema';

// The external keys of imported incidents (src/server/imports/import-incidents.ts).
const IMPORTED_INCIDENT = 'import:incident:%';

/**
 * What the incident data sets say of a project that has no confirmed incident: `searched` when they were
 * imported (every project of the catalogue is looked for in them) and nothing names it; `in-review` when an
 * incident that may be the project's awaits staff review; `not-searched` when no incident data set was imported.
 */
export async function incidentSearchOf(
  db: Executor,
  projectId: string,
): Promise<'searched' | 'in-review' | 'not-searched'> {
  const [review] = await db
    .select({ id: linkReviews.id })
    .from(linkReviews)
    .where(
      and(
        eq(linkReviews.kind, 'incident'),
        eq(linkReviews.state, 'pending'),
        sql`${projectId} = any(${linkReviews.candidateIds})`,
      ),
    )
    .limit(1);
  if (review) return 'in-review';
  const [imported] = await db
    .select({ id: securityAlerts.id })
    .from(securityAlerts)
    .where(like(securityAlerts.externalKey, IMPORTED_INCIDENT))
    .limit(1);
  return imported ? 'searched' : 'not-searched';
}

/** The imported incidents that wait on staff review for their project, by external key. */
export async function incidentKeysInReview(db: Executor): Promise<Set<string>> {
  const rows = await db
    .select({ recordKey: linkReviews.recordKey })
    .from(linkReviews)
    .where(and(eq(linkReviews.kind, 'incident'), eq(linkReviews.state, 'pending')));
  return new Set(rows.map((row) => row.recordKey));
}
