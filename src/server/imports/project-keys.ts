import 'server-only';
import type { Executor } from '../db/client';
import { projects } from '../db/schema';

/** Finds a stored project by its id or by its slug in the projects data set. */
export interface ProjectKeys {
  idOf(key: string): string | null;
}

/** Every project's id and import slug, read once for a file of records that name projects exactly. */
export async function loadProjectKeys(db: Executor): Promise<ProjectKeys> {
  const rows = await db.select({ id: projects.id, importKey: projects.importKey }).from(projects);
  const byKey = new Map<string, string>();
  for (const row of rows) if (row.importKey) byKey.set(row.importKey, row.id);
  // An id wins over another project's slug that happens to read the same.
  for (const row of rows) byKey.set(row.id, row.id);
  return { idOf: (key) => byKey.get(key) ?? null };
}
