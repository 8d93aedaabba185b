import 'server-only';
import { randomUUID } from 'node:crypto';
import { eq, or, sql } from 'drizzle-orm';
import type { ReportIncidentInput } from '@/contracts/incidents';
import type { Executor } from '../db/client';
import { projects, securityAlerts } from '../db/schema';
import { AppError } from '../errors/app-error';
import { log } from '../log';

export interface ReportIncidentOptions extends ReportIncidentInput {
  /** The signed-in reporter's e-mail, which takes the place of the one a signed-out reporter must give. */
  readonly accountEmail?: string | null;
}

/**
 * Stores a reported incident for staff review. It is linked to a listed project when the name or id matches
 * one exactly (case aside); it stays out of every public list until staff confirm it. A signed-out report
 * without an e-mail is 400 ValidationError: staff need somebody to ask about it.
 */
export async function reportIncident(db: Executor, input: ReportIncidentOptions, now = new Date()) {
  const reporterEmail = input.accountEmail ?? input.email;
  if (!reporterEmail) throw new AppError('ValidationError', 'email: Invalid email.');
  const name = input.project.trim();
  const [project] = await db
    .select({ id: projects.id, name: projects.name })
    .from(projects)
    .where(or(eq(projects.id, name.toLowerCase()), sql`lower(${projects.name}) = ${name.toLowerCase()}`))
    .limit(1);
  const [row] = await db
    .insert(securityAlerts)
    .values({
      externalKey: `report:${randomUUID()}`,
      projectId: project?.id ?? null,
      projectName: project?.name ?? name,
      type: input.type,
      chains: [],
      occurredAt: now,
      description: input.description,
      sourceUrl: input.evidenceUrl,
      state: 'reported',
      reporterEmail: reporterEmail.toLowerCase(),
    })
    .returning({ id: securityAlerts.id });
  log.info({ reportId: row!.id, projectId: project?.id ?? null }, 'incident reported');
  return { id: row!.id, state: 'reported' as const };
}
