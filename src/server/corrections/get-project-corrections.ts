import 'server-only';
import { and, asc, desc, eq, isNotNull } from 'drizzle-orm';
import type { CorrectableClaim, CorrectionLogEntry } from '@/contracts/corrections';
import type { Executor } from '../db/client';
import { audits, projects, projectTokens, securityAlerts, signals } from '../db/schema';
import {
  WEBSITE_FACT,
  auditSummary,
  incidentSummary,
  signalSummary,
  tokenFactRef,
  tokenSummary,
  websiteSummary,
} from './find-claim';
import { listProjectCorrections } from './list-corrections';

export interface ProjectCorrectionsView {
  /**
   * The claims of the page that can be corrected: confirmed incidents, completed audits, measured signals, and
   * the website and token addresses it knows.
   */
  readonly claims: readonly CorrectableClaim[];
  readonly log: readonly CorrectionLogEntry[];
}

/** What the project page's Corrections section shows. */
export async function getProjectCorrections(
  db: Executor,
  projectId: string,
): Promise<ProjectCorrectionsView> {
  const incidentRows = await db
    .select()
    .from(securityAlerts)
    .where(and(eq(securityAlerts.projectId, projectId), eq(securityAlerts.state, 'confirmed')))
    .orderBy(desc(securityAlerts.occurredAt), desc(securityAlerts.id));
  const auditRows = await db
    .select()
    .from(audits)
    .where(and(eq(audits.projectId, projectId), eq(audits.status, 'completed')))
    .orderBy(desc(audits.completedAt), desc(audits.id));
  const signalRows = await db
    .select()
    .from(signals)
    .where(and(eq(signals.projectId, projectId), isNotNull(signals.value)))
    .orderBy(asc(signals.key));
  const [projectRow] = await db.select().from(projects).where(eq(projects.id, projectId));
  const tokenRows = await db
    .select()
    .from(projectTokens)
    .where(eq(projectTokens.projectId, projectId))
    .orderBy(asc(projectTokens.position));
  const facts = projectRow
    ? [
        { ref: WEBSITE_FACT, summary: websiteSummary(projectRow) },
        ...tokenRows.map((token) => ({
          ref: tokenFactRef(token.id),
          summary: tokenSummary(projectRow, token),
        })),
      ]
    : [];
  const claims: CorrectableClaim[] = [
    ...incidentRows.map((row) => ({
      kind: 'incident' as const,
      ref: String(row.id),
      summary: incidentSummary(row),
    })),
    ...auditRows.map((row) => ({ kind: 'audit' as const, ref: String(row.id), summary: auditSummary(row) })),
    ...signalRows.flatMap((row) => {
      const summary = signalSummary(row);
      return summary === null ? [] : [{ kind: 'signal' as const, ref: row.key, summary }];
    }),
    ...facts.flatMap(({ ref, summary }) =>
      summary === null ? [] : [{ kind: 'fact' as const, ref, summary }],
    ),
  ];
  return { claims, log: (await listProjectCorrections(db, projectId)).data };
}
