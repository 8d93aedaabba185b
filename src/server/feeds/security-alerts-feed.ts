import 'server-only';
import type { SecurityAlertView } from '@/contracts/discovery';
import { securityAlertsSearch, type SecurityAlertsQuery } from '@/contracts/security-alerts';
import { SITE_NAME } from '@/config/site';
import { formatUsdCompact } from '@/lib/format';
import type { Executor } from '../db/client';
import { searchSecurityAlerts } from '../security/search-security-alerts';
import { type AtomEntry, feedRights, renderAtomFeed } from './atom-feed';

export type SecurityAlertsFeedQuery = Pick<SecurityAlertsQuery, 'year' | 'chain' | 'category' | 'project'>;

/** One confirmed incident as a feed entry, credited to the data set it comes from. */
export function incidentEntry(alert: SecurityAlertView, origin: string): AtomEntry {
  const name = alert.project?.name ?? alert.projectName;
  const loss = alert.isLossUnderReview
    ? 'Loss under review.'
    : alert.lossUsd === null
      ? 'Loss unknown.'
      : `Loss: ${formatUsdCompact(alert.lossUsd)}.`;
  const facts = [
    `${name}: ${alert.type}${alert.classification ? ` (${alert.classification})` : ''} on ${alert.occurredAt.slice(0, 10)}.`,
    alert.chains.length > 0 ? `Chains: ${alert.chains.join(', ')}.` : 'Chains unknown.',
    loss,
    alert.credit
      ? `Source: ${alert.credit.name}, ${alert.credit.licence}${alert.sourceUrl ? `: ${alert.sourceUrl}` : ''}.`
      : null,
  ];
  return {
    id: `urn:rampart:security-alert:${alert.id}`,
    title: `${name}: ${alert.type}`,
    // The incident's details on the site, which link its source and transactions.
    link: `${origin}/security-alerts?alert=${alert.id}`,
    date: new Date(alert.occurredAt),
    summary: facts.filter((fact) => fact !== null).join(' '),
    source: alert.credit ? { name: alert.credit.name, url: alert.credit.url } : null,
  };
}

/** The confirmed incidents of a /security-alerts view as an Atom feed, newest first. */
export async function securityAlertsFeed(
  db: Executor,
  query: SecurityAlertsFeedQuery,
  origin: string,
): Promise<string> {
  const { alerts } = await searchSecurityAlerts(db, { ...query, sort: 'date', order: 'desc' });
  const search = securityAlertsSearch(query);
  const filters = [query.chain, query.category, query.year === undefined ? null : String(query.year)].filter(
    (part): part is string => Boolean(part),
  );
  return renderAtomFeed({
    title: `${SITE_NAME} security alerts${filters.length > 0 ? `: ${filters.join(', ')}` : ''}`,
    subtitle: 'Confirmed security incidents of blockchain projects: exploits, hacks, scams and rug pulls.',
    link: `${origin}/security-alerts${search}`,
    self: `${origin}/security-alerts/feed.xml${search}`,
    rights: feedRights(alerts),
    origin,
    entries: alerts.map((alert) => incidentEntry(alert, origin)),
  });
}
