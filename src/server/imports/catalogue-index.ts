import 'server-only';
import type { ProjectRecord } from '@/contracts/imports';
import { projectIdFor } from './import-projects';
import { domainOf, ProjectIndex } from './match-project';

type CatalogueRecord = Pick<
  ProjectRecord,
  'slug' | 'name' | 'aliases' | 'category' | 'url' | 'chains' | 'symbol'
> & {
  readonly addresses: Readonly<Record<string, string>>;
};

/**
 * The matcher over project records of the import format, with the ids the importer stores them under
 * (import-projects.ts) and the keys load-project-index.ts reads back: what an import of these files links to.
 */
export function catalogueIndex(records: readonly CatalogueRecord[]): { index: ProjectIndex; ids: string[] } {
  const canonical = new Set(
    records.map((record) => record.slug).filter((slug) => /^[a-z0-9]+(?:-[a-z0-9]+)*$/.test(slug)),
  );
  const ids = records.map((record) => projectIdFor(record.slug, record.name, canonical));
  const index = new ProjectIndex(
    records.map((record, position) => ({
      id: ids[position]!,
      importKey: record.slug,
      name: record.name,
      aliases: record.aliases ?? [],
      category: record.category,
      domain: domainOf(record.url),
      chains: record.chains ?? [],
      addresses: record.symbol ? Object.values(record.addresses) : [],
    })),
  );
  return { index, ids };
}
