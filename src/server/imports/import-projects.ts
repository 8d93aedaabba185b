import 'server-only';
import { and, eq, inArray, isNotNull } from 'drizzle-orm';
import type { ProjectRecord } from '@/contracts/imports';
import { slugify } from '@/lib/slug';
import type { Executor } from '../db/client';
import { bulkInsert } from '../db/bulk-insert';
import { insertInChunks } from '../db/insert-in-chunks';
import { correctionRequests, projectTokens, projects } from '../db/schema';
import { logoPathFor } from '../logos/logo-paths';
import type { KindCounts } from './import-report';

const CANONICAL_SLUG = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

type ProjectRow = typeof projects.$inferInsert;
type TokenRow = { position: number; ticker: string; chain: string | null; address: string | null };

const sameList = (a: readonly unknown[], b: readonly unknown[]) =>
  a.length === b.length && a.every((value, index) => value === b[index]);

/** The URL-safe id of an imported slug; a slug that only differs in case from another gets its name added. */
export function projectIdFor(slug: string, name: string, canonicalSlugs: ReadonlySet<string>): string {
  if (CANONICAL_SLUG.test(slug)) return slug;
  const id = slugify(slug) || slugify(name) || 'project';
  return canonicalSlugs.has(id) ? slugify(`${slug} ${name}`) : id;
}

function tokensOf(record: ProjectRecord): TokenRow[] {
  if (!record.symbol) return [];
  const entries = Object.entries(record.addresses);
  if (entries.length === 0)
    return [{ position: 0, ticker: record.symbol, chain: record.chains[0] ?? null, address: null }];
  return entries.map(([chain, address], position) => ({ position, ticker: record.symbol!, chain, address }));
}

/** The facts withdrawn by accepted corrections (websites, contract addresses), by project. */
async function withdrawnFacts(db: Executor, ids: readonly string[]): Promise<Map<string, Set<string>>> {
  const rows = ids.length
    ? await db
        .select({ projectId: correctionRequests.projectId, value: correctionRequests.withdrawnValue })
        .from(correctionRequests)
        .where(
          and(
            inArray(correctionRequests.projectId, [...ids]),
            eq(correctionRequests.status, 'accepted'),
            eq(correctionRequests.claimKind, 'fact'),
            isNotNull(correctionRequests.withdrawnValue),
          ),
        )
    : [];
  const byProject = new Map<string, Set<string>>();
  for (const row of rows) {
    const values = byProject.get(row.projectId) ?? new Set<string>();
    values.add(row.value!);
    byProject.set(row.projectId, values);
  }
  return byProject;
}

/**
 * Adds or updates imported projects by their slug (the natural key), with their tokens. A project stored under
 * the same id by another source is taken over by the import. A website or contract address withdrawn by an
 * accepted correction stays unknown while the data set still gives that value. Returns what changed and the ids
 * touched.
 */
export async function importProjects(
  db: Executor,
  records: readonly { record: ProjectRecord; licence: string }[],
  now: Date,
): Promise<KindCounts & { projectIds: string[] }> {
  const counts = { added: 0, updated: 0, unchanged: 0 };
  const canonical = new Set(
    records.map(({ record }) => record.slug).filter((slug) => CANONICAL_SLUG.test(slug)),
  );
  const existing = await db.select().from(projects);
  const byKey = new Map(existing.filter((row) => row.importKey).map((row) => [row.importKey!, row]));
  const byId = new Map(existing.map((row) => [row.id, row]));
  const ids = records.map(
    ({ record }) => byKey.get(record.slug)?.id ?? projectIdFor(record.slug, record.name, canonical),
  );
  const storedTokens = await db
    .select()
    .from(projectTokens)
    .where(
      inArray(
        projectTokens.projectId,
        ids.filter((id) => byId.has(id)),
      ),
    );
  const tokensByProject = new Map<string, TokenRow[]>();
  for (const token of storedTokens.sort((a, b) => a.position - b.position)) {
    const list = tokensByProject.get(token.projectId) ?? [];
    list.push({ position: token.position, ticker: token.ticker, chain: token.chain, address: token.address });
    tokensByProject.set(token.projectId, list);
  }

  const withdrawn = await withdrawnFacts(
    db,
    ids.filter((id) => byId.has(id)),
  );

  const newRows: ProjectRow[] = [];
  const newTokens: (typeof projectTokens.$inferInsert)[] = [];
  for (const [index, { record, licence }] of records.entries()) {
    const id = ids[index]!;
    const stored = byId.get(id);
    const withdrawnHere = withdrawn.get(id);
    const known = (value: string | null) => (value !== null && withdrawnHere?.has(value) ? null : value);
    const row = {
      id,
      importKey: record.slug,
      name: record.name,
      logo: logoPathFor(id, record.logo),
      description: record.description ?? '',
      website: known(record.url ?? null),
      twitter: record.twitter ?? null,
      github: record.github ?? null,
      category: record.category,
      aliases: record.aliases,
      chains: record.chains,
      // A rank measured by a market source (the refresh) is newer than the data set's: the data set keeps it.
      marketCapRank: stored?.marketSource ? stored.marketCapRank : (record.marketCapRank ?? null),
      geckoId: record.geckoId ?? null,
      source: 'import' as const,
      dataSources: record.sources,
      licence,
    };
    const tokens = tokensOf(record).map((token) => ({ ...token, address: known(token.address) }));
    if (!stored) {
      counts.added += 1;
      newRows.push({ ...row, createdAt: now, updatedAt: now });
      newTokens.push(...tokens.map((token) => ({ ...token, projectId: id })));
      continue;
    }
    const storedTokenRows = tokensByProject.get(id) ?? [];
    const isSame =
      stored.importKey === row.importKey &&
      stored.name === row.name &&
      stored.logo === row.logo &&
      stored.description === row.description &&
      stored.website === row.website &&
      stored.twitter === row.twitter &&
      stored.github === row.github &&
      stored.category === row.category &&
      sameList(stored.aliases, row.aliases) &&
      sameList(stored.chains, row.chains) &&
      stored.marketCapRank === row.marketCapRank &&
      stored.geckoId === row.geckoId &&
      stored.source === row.source &&
      sameList(stored.dataSources, row.dataSources) &&
      stored.licence === row.licence &&
      sameList(
        storedTokenRows.map((t) => `${t.ticker}|${t.chain}|${t.address}`),
        tokens.map((t) => `${t.ticker}|${t.chain}|${t.address}`),
      );
    if (isSame) {
      counts.unchanged += 1;
      continue;
    }
    counts.updated += 1;
    const { id: _id, ...changes } = row;
    await db
      .update(projects)
      .set({ ...changes, updatedAt: now })
      .where(eq(projects.id, id));
    await db.delete(projectTokens).where(eq(projectTokens.projectId, id));
    if (tokens.length)
      await db.insert(projectTokens).values(tokens.map((token) => ({ ...token, projectId: id })));
  }
  await insertInChunks(db, projects, newRows);
  await bulkInsert(db, projectTokens, newTokens, (token) => ({
    projectId: token.projectId,
    position: token.position,
    ticker: token.ticker,
    chain: token.chain,
    address: token.address,
  }));
  return { ...counts, projectIds: ids };
}
