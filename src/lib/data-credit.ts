import { dataSourceById } from '@/config/data-sources';
import type { RefreshSourceName } from '@/config/refresh-sources';

/**
 * The credit line of an imported record: the readable names of its data set(s) and its licence. Null for
 * records of Rampart's own (visitors' reports, synthetic records), which carry no licence.
 */
export function dataCreditOf(
  source: string | null,
  licence: string | null,
  url: string | null,
): { name: string; url: string | null; licence: string } | null {
  if (!source || !licence) return null;
  const name = source
    .split('+')
    .map((part) => dataSourceById.get(part.trim())?.name ?? part.trim())
    .join(' + ');
  return { name, url, licence };
}

/**
 * The "Data as of" line of a refreshed source under a list of records: its name and day when one of the records is
 * credited to it, else null (synthetic records carry no credit, and say nothing of any source's freshness).
 */
export function dataAsOfShown(
  freshness: readonly { readonly source: RefreshSourceName; readonly name: string; readonly asOf: string }[],
  source: RefreshSourceName,
  credits: readonly ({ readonly name: string } | null)[],
): { source: string; date: string } | null {
  const entry = freshness.find((item) => item.source === source);
  if (!entry) return null;
  const isShown = credits.some((credit) => credit?.name.split(' + ').includes(entry.name));
  return isShown ? { source: entry.name, date: entry.asOf } : null;
}
