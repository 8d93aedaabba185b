import 'server-only';
import { and, asc, desc, eq, isNotNull } from 'drizzle-orm';
import { chainBySlug } from '@/config/chains';
import { dataSourceById, OWN_REPORTS_SOURCE } from '@/config/data-sources';
import type { EvidenceLinkView } from '@/contracts/project-detail';
import { GOVERNANCE_SIGNALS } from '@/server/chain/governance';
import { addressLink, hostOf, transactionLinks } from '@/lib/explorer-links';
import type { SignalKey } from '@/lib/score/methodology';
import { loadGovernanceEvidence } from '../chain/get-project-chain-facts';
import type { Executor } from '../db/client';
import { audits, projectTokens, securityAlerts } from '../db/schema';

// A project page lists this many records behind a signal; the lists below it hold the rest.
const MAX_RECORDS = 10;

const AUDIT_SIGNALS: ReadonlySet<SignalKey> = new Set([
  'audit_count',
  'audit_age_days',
  'audit_fix_reviews',
  'open_high_findings',
]);
const INCIDENT_SIGNALS: ReadonlySet<SignalKey> = new Set(['incidents_3y', 'incident_losses_usd_3y']);

export interface SignalEvidence {
  readonly evidence: EvidenceLinkView[];
  readonly dataSets: { name: string; url: string | null; asOf: string | null }[];
}

const isHttp = (url: string) => /^https?:\/\//.test(url) && hostOf(url) !== null;
const dedupe = (links: readonly EvidenceLinkView[]) => {
  const seen = new Set<string>();
  return links.filter((link) => {
    const key = link.url ?? link.label;
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
};

/** A signal read on the chain by Rampart ('chain:ethereum+base', src/server/chain): the chains it was read on. */
function chainDataSet(source: string): SignalEvidence['dataSets'][number] {
  const names = source
    .slice('chain:'.length)
    .split('+')
    .map((slug) => chainBySlug(slug)?.name ?? slug);
  return { name: `Read from ${names.join(', ')} by Rampart`, url: null, asOf: null };
}

/** The data sets named by a stored signal's source ('+'-joined ids), with the day each describes. */
export function dataSetsOf(source: string | null): SignalEvidence['dataSets'] {
  if (!source) return [];
  if (source.startsWith('chain:')) return [chainDataSet(source)];
  return source
    .split('+')
    .map((id) => id.trim())
    .filter(Boolean)
    .map((id) => {
      const known = dataSourceById.get(id);
      if (known) return { name: known.name, url: known.url, asOf: known.asOf };

      return { name: id === OWN_REPORTS_SOURCE ? 'Reports confirmed by Rampart' : id, url: null, asOf: null };
    });
}

/**
 * What each derived signal of a project rests on, with links: the audit reports, the incidents' sources and
 * attack transactions on their chain's block explorer, the published contracts on theirs. Signals measured by
 * other means keep the one evidence link stored with them (see getProjectDetail).
 */
export async function loadSignalEvidence(
  db: Executor,
  projectId: string,
): Promise<Map<SignalKey, EvidenceLinkView[]>> {
  const auditRows = await db
    .select({
      auditor: audits.auditor,
      completedAt: audits.completedAt,
      reportUrl: audits.reportUrl,
      hasFixReview: audits.hasFixReview,
    })
    .from(audits)
    .where(and(eq(audits.projectId, projectId), eq(audits.status, 'completed')))
    .orderBy(desc(audits.completedAt), asc(audits.id))
    .limit(MAX_RECORDS);
  const incidentRows = await db
    .select({
      occurredAt: securityAlerts.occurredAt,
      type: securityAlerts.type,
      chains: securityAlerts.chains,
      sourceUrl: securityAlerts.sourceUrl,
      referenceUrls: securityAlerts.referenceUrls,
      attackTxUrls: securityAlerts.attackTxUrls,
    })
    .from(securityAlerts)
    .where(
      and(
        eq(securityAlerts.projectId, projectId),
        eq(securityAlerts.state, 'confirmed'),
        eq(securityAlerts.kind, 'incident'),
      ),
    )
    .orderBy(desc(securityAlerts.occurredAt), asc(securityAlerts.id))
    .limit(MAX_RECORDS);
  const contracts = await db
    .select({ chain: projectTokens.chain, address: projectTokens.address })
    .from(projectTokens)
    .where(and(eq(projectTokens.projectId, projectId), isNotNull(projectTokens.address)))
    .orderBy(asc(projectTokens.position));

  const auditLinks = auditRows.map((audit) => ({
    label: `${audit.auditor}, ${audit.completedAt?.toISOString().slice(0, 7) ?? 'undated'}${
      audit.hasFixReview ? ', with a fix review' : ''
    }`,
    url: audit.reportUrl,
  }));
  const incidentLinks = dedupe(
    incidentRows.flatMap((incident) => {
      const chain = incident.chains[0] ?? null;
      const day = incident.occurredAt.toISOString().slice(0, 10);
      return [
        { label: `${day} ${incident.type}`, url: incident.sourceUrl },
        ...incident.referenceUrls
          .filter((url) => url !== incident.sourceUrl && isHttp(url))
          .map((url) => ({ label: `${day} analysis (${hostOf(url)})`, url })),
        ...incident.attackTxUrls.filter(isHttp).flatMap((url) => transactionLinks(chain, url)),
      ];
    }),
  );
  const contractLinks = dedupe(contracts.map((token) => addressLink(token.chain, token.address!)));

  const evidence = new Map<SignalKey, EvidenceLinkView[]>();
  for (const key of AUDIT_SIGNALS) evidence.set(key, auditLinks);
  for (const key of INCIDENT_SIGNALS) evidence.set(key, incidentLinks);
  evidence.set('contract_addresses', contractLinks);
  const governanceLinks = await loadGovernanceEvidence(db, projectId);
  for (const key of GOVERNANCE_SIGNALS) evidence.set(key, governanceLinks);
  return evidence;
}
