import 'server-only';
import { isNotNull } from 'drizzle-orm';
import type { Executor } from '../db/client';
import { projectTokens, projects } from '../db/schema';
import { domainOf, ProjectIndex } from './match-project';

/** Every project with the keys an incident or audit can be matched on. */
export async function loadProjectIndex(db: Executor): Promise<ProjectIndex> {
  const rows = await db
    .select({
      id: projects.id,
      importKey: projects.importKey,
      name: projects.name,
      aliases: projects.aliases,
      category: projects.category,
      website: projects.website,
      chains: projects.chains,
      launchedOn: projects.launchedOn,
    })
    .from(projects);
  const tokens = await db
    .select({ projectId: projectTokens.projectId, address: projectTokens.address })
    .from(projectTokens)
    .where(isNotNull(projectTokens.address));
  const addresses = new Map<string, string[]>();
  for (const token of tokens) {
    const list = addresses.get(token.projectId) ?? [];
    list.push(token.address!);
    addresses.set(token.projectId, list);
  }
  return new ProjectIndex(
    rows.map((row) => ({
      id: row.id,
      importKey: row.importKey,
      name: row.name,
      aliases: row.aliases,
      category: row.category,
      // The demo data of earlier releases made websites up (.example): they prove nothing about a project.
      domain: row.website?.endsWith('.example') ? null : domainOf(row.website),
      chains: row.chains,
      addresses: addresses.get(row.id) ?? [],
      launchedOn: row.launchedOn,
    })),
  );
}
