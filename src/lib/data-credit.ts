import { dataSourceById } from '@/config/data-sources';

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
