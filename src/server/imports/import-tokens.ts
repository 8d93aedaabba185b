import 'server-only';
import { sql } from 'drizzle-orm';
import type { TokenRecord } from '@/contracts/imports';
import type { Executor } from '../db/client';
import { bulkInsert } from '../db/bulk-insert';
import { tokenContracts } from '../db/schema';
import type { KindReport } from './import-report';
import type { ProjectIndex } from './match-project';

type TokenRow = typeof tokenContracts.$inferSelect;
const FIELDS = [
  'checksumAddress',
  'symbol',
  'name',
  'decimals',
  'website',
  'isDeprecated',
  'logo',
  'projectId',
  'source',
  'licence',
] as const;

/**
 * Adds or updates token contracts by chain and address. A token is tied to a project only when its address is
 * one of that project's own contract addresses: a shared name or ticker proves nothing for long-tail tokens.
 */
export async function importTokens(
  db: Executor,
  records: readonly { record: TokenRecord; licence: string }[],
  index: ProjectIndex,
): Promise<Pick<KindReport, 'added' | 'updated' | 'unchanged' | 'linked'>> {
  const result = { added: 0, updated: 0, unchanged: 0, linked: 0 };
  const existing = new Map(
    (await db.select().from(tokenContracts)).map((row) => [`${row.chainId}:${row.address}`, row]),
  );
  const newRows: TokenRow[] = [];
  for (const { record, licence } of records) {
    const address = record.address.toLowerCase();
    const match = index.match({
      name: '',
      slugs: [],
      keySlug: null,
      domain: null,
      chain: null,
      addresses: [address],
    });
    const row: TokenRow = {
      chainId: record.chainId,
      address,
      checksumAddress: record.address,
      symbol: record.symbol,
      name: record.name,
      decimals: record.decimals ?? null,
      website: record.website ?? null,
      isDeprecated: record.deprecated,
      logo: record.logo ?? null,
      projectId: match.kind === 'linked' ? match.projectId : null,
      source: record.source,
      licence,
    };
    const stored = existing.get(`${row.chainId}:${row.address}`);
    if (row.projectId && row.projectId !== stored?.projectId) result.linked += 1;
    if (!stored) {
      result.added += 1;
      newRows.push(row);
    } else if (FIELDS.every((field) => stored[field] === row[field])) {
      result.unchanged += 1;
    } else {
      result.updated += 1;
      await db
        .update(tokenContracts)
        .set(row)
        .where(
          sql`${tokenContracts.chainId} = ${row.chainId} and ${tokenContracts.address} = ${row.address}`,
        );
    }
  }
  // One array parameter per column: thousands of tokens in one short statement.
  await bulkInsert(db, tokenContracts, newRows, (row) => ({
    chainId: row.chainId,
    address: row.address,
    checksumAddress: row.checksumAddress,
    symbol: row.symbol,
    name: row.name,
    decimals: row.decimals,
    website: row.website,
    isDeprecated: row.isDeprecated,
    logo: row.logo,
    projectId: row.projectId,
    source: row.source,
    licence: row.licence,
  }));
  return result;
}
