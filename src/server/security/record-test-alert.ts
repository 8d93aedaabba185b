import 'server-only';
import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { Db } from '../db/client';
import { projects, securityAlerts } from '../db/schema';
import { AppError } from '../errors/app-error';
import { confirmSecurityAlert, type ConfirmResult } from './confirm-security-alert';

/**
 * Test hooks only: records an unmistakably synthetic exploit on a listed project and confirms it as staff would
 * (`npm run alerts -- confirm`), which the end-to-end suite cannot run beside a server that owns its embedded
 * database. 404 ProjectNotFound for an unknown project.
 */
export async function recordTestAlert(db: Db, projectId: string): Promise<ConfirmResult> {
  const [project] = await db
    .select({ id: projects.id, name: projects.name })
    .from(projects)
    .where(eq(projects.id, projectId));
  if (!project) throw new AppError('ProjectNotFound');
  const [alert] = await db
    .insert(securityAlerts)
    .values({
      externalKey: `test-hook:${randomUUID()}`,
      projectId: project.id,
      projectName: project.name,
      type: 'Exploit',
      chains: ['Ethereum'],
      occurredAt: new Date(),
      description: 'Synthetic alert of the end-to-end tests.',
      state: 'reported',
    })
    .returning({ id: securityAlerts.id });
  return confirmSecurityAlert(db, alert!.id);
}
