'use client';

import { DataAsOf } from '@/components/data-as-of';
import { DataAsOfLine } from '@/components/data-as-of-line';
import type { ReactNode } from 'react';
import { SourceCredit } from '@/components/source-credit';
import type { AuditView } from '@/contracts/discovery';
import { formatTimeAgo } from '@/lib/format';
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
}

/** Recently audited projects (completed audits) or audits in the works (requested or in progress). */
export function AuditsList({ id, title, subtitle, emptyText, audits, now, dataAsOf }: AuditsListProps) {
  return (
    <DiscoveryCard
      id={id}
      title={title}
      subtitle={subtitle}
      emptyText={emptyText}
      isEmpty={audits.length === 0}
    >
      <ProjectLines>
        {audits.map((audit) => {
          const when = audit.completedAt ?? audit.startedAt ?? audit.requestedAt;
          return (
            <ProjectLine key={audit.id} project={audit.project} fallbackName={audit.projectName}>
              {audit.auditor} ·{' '}
              {audit.status === 'in_progress'
                ? 'in progress'
                : audit.status === 'requested'
                  ? 'requested'
                  : audit.credit
                    ? // Public review lists give no findings: say what they do give instead of zero counts.
                      audit.hasFixReview
                      ? 'completed, fixes reviewed'
                      : 'completed'
                    : `${audit.findings.total} findings, ${audit.findings.open} open`}
              {when && (
                <>
                  {' '}
                  · <time dateTime={when}>{formatTimeAgo(when, now)}</time>
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
