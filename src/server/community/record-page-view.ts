import 'server-only';
import { and, eq, gte } from 'drizzle-orm';
import type { Executor } from '../db/client';
import { pageViews, projects } from '../db/schema';
import { AppError } from '../errors/app-error';

// A visit: views of one project by one visitor within this window count once.
const VISIT_WINDOW_MS = 30 * 60 * 1000;

export async function recordPageView(
  db: Executor,
  {
    projectId,
    visitorId,
    addressKey,
    referrer,
    now = new Date(),
  }: {
    projectId: string;
    visitorId: string;
    /** The client address as a keyed hash (http/address-key.ts): what the trending list counts. */
    addressKey: string;
    referrer: string | null;
    now?: Date;
  },
): Promise<{ projectId: string; recorded: boolean }> {
  const [project] = await db.select({ id: projects.id }).from(projects).where(eq(projects.id, projectId));
  if (!project) throw new AppError('ProjectNotFound');
  const [recent] = await db
    .select({ id: pageViews.id })
    .from(pageViews)
    .where(
      and(
        eq(pageViews.projectId, projectId),
        eq(pageViews.visitorId, visitorId),
        gte(pageViews.createdAt, new Date(now.getTime() - VISIT_WINDOW_MS)),
      ),
    )
    .limit(1);
  if (recent) return { projectId, recorded: false };
  await db.insert(pageViews).values({
    path: `/projects/${projectId}`,
    projectId,
    visitorId,
    addressKey,
    referrer: referrer?.slice(0, 500) ?? null,
    createdAt: now,
  });
  return { projectId, recorded: true };
}
