'use client';

import { useState, type ReactNode } from 'react';
import { useIsHydrated } from '@/hooks/use-ready-control';
import { DataAsOf } from '@/components/data-as-of';
import { DataAsOfLine } from '@/components/data-as-of-line';
import { SourceCredit } from '@/components/source-credit';
import type { AuditView } from '@/contracts/discovery';
import { formatMonth, formatTimeAgo } from '@/lib/format';
import styles from './audits-list.module.css';
import { DiscoveryCard } from './discovery-card';
import { LineLink, ProjectLine, ProjectLines } from './project-line';

interface AuditsListProps {
  readonly id: string;
  readonly title: string;
  readonly subtitle: string;
  readonly emptyText: ReactNode;
  readonly audits: readonly AuditView[];
  readonly now: Date;
  /** When the list shows a public source's reviews: that source and the day of its data. */
  readonly dataAsOf?: { readonly source: string; readonly date: string } | null;
  /** Offer a choice of firm when the audits are by more than one (a project's page). */
  readonly canFilterByFirm?: boolean;
}

const SEVERITIES = ['critical', 'major', 'medium', 'minor', 'informational'] as const;

/** "7 findings (1 critical, 2 major, 4 minor), 1 open": only what is known; null when nothing is. */
function findingsText(findings: AuditView['findings']): string | null {
  if (!findings) return null;
  const bySeverity = SEVERITIES.filter((severity) => findings[severity] > 0).map(
    (severity) => `${findings[severity]} ${severity}`,
  );
  const open = findings.open === null ? '' : `, ${findings.open} open`;
  return `${findings.total} findings${bySeverity.length ? ` (${bySeverity.join(', ')})` : ''}${open}`;
}

/** What a line says of an audit's state: in the works, or completed with what its source tells of the findings. */
function stateText(audit: AuditView): string {
  if (audit.status === 'in_progress') return 'in progress';
  if (audit.status === 'requested') return 'requested';
  // Most public review lists give no findings: say what they do give instead of zero counts.
  return findingsText(audit.findings) ?? (audit.hasFixReview ? 'completed, fixes reviewed' : 'completed');
}

/** Recently audited projects (completed audits) or audits in the works (requested or in progress). */
export function AuditsList({
  id,
  title,
  subtitle,
  emptyText,
  audits,
  now,
  dataAsOf,
  canFilterByFirm = false,
}: AuditsListProps) {
  const [firm, setFirm] = useState<string | undefined>(undefined);
  const isHydrated = useIsHydrated();
  const firms = [...new Set(audits.map((audit) => audit.auditor))].sort((a, b) => a.localeCompare(b));
  const shown = firm ? audits.filter((audit) => audit.auditor === firm) : audits;
  return (
    <DiscoveryCard
      id={id}
      title={title}
      subtitle={subtitle}
      emptyText={emptyText}
      isEmpty={audits.length === 0}
      action={
        canFilterByFirm && firms.length > 1 ? (
          // A native list: the page's first load carries no widget library for one choice.
          <select
            aria-label="Audit firm"
            value={firm ?? ''}
            disabled={!isHydrated}
            onChange={(event) => setFirm(event.target.value || undefined)}
            className={styles.firm}
          >
            <option value="">{`All ${firms.length} firms`}</option>
            {firms.map((name) => (
              <option key={name} value={name}>
                {name}
              </option>
            ))}
          </select>
        ) : undefined
      }
    >
      <ProjectLines>
        {shown.map((audit) => {
          const when = audit.completedAt ?? audit.startedAt ?? audit.requestedAt;
          return (
            <ProjectLine key={audit.id} project={audit.project} fallbackName={audit.projectName}>
              {audit.auditor} · {audit.title ? `${audit.title} · ` : ''}
              {stateText(audit)}
              {when && (
                <>
                  {' '}
                  ·{' '}
                  {audit.datePrecision === 'month' ? (
                    // The source gives the month alone: no day is made up, nor a count of days since.
                    <time dateTime={when.slice(0, 7)}>{formatMonth(when)}</time>
                  ) : (
                    <time dateTime={when}>{formatTimeAgo(when, now)}</time>
                  )}
                </>
              )}
              {audit.status === 'completed' && audit.reportUrl && (
                <>
                  {' '}
                  ·{' '}
                  <LineLink
                    href={audit.reportUrl}
                    rel="noopener noreferrer nofollow"
                    target="_blank"
                    aria-label={`Report of the ${audit.auditor} audit of ${audit.project?.name ?? audit.projectName}`}
                  >
                    Report
                  </LineLink>
                </>
              )}
              {audit.credit && (
                <>
                  {' '}
                  · <SourceCredit credit={audit.credit} />
                </>
              )}
            </ProjectLine>
          );
        })}
      </ProjectLines>
      {dataAsOf && (
        <DataAsOfLine>
          <DataAsOf source={dataAsOf.source} date={dataAsOf.date} />
        </DataAsOfLine>
      )}
    </DiscoveryCard>
  );
}
