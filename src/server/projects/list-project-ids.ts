import 'server-only';
import { asc } from 'drizzle-orm';
import type { Db } from '../db/client';
import { projects } from '../db/schema';

/** The id of every project, rated or not, in id order: each has its page at /projects/{id}. */
export async function listProjectIds(db: Db): Promise<string[]> {
  const rows = await db.select({ id: projects.id }).from(projects).orderBy(asc(projects.id));
  return rows.map((row) => row.id);
}
