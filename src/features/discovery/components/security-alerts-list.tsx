'use client';

import { DataAsOf } from '@/components/data-as-of';
import { DataAsOfLine } from '@/components/data-as-of-line';
import { SourceCredit } from '@/components/source-credit';
import type { SecurityAlertView } from '@/contracts/discovery';
import { formatTimeAgo, formatUsdCompact } from '@/lib/format';
import { projectNoteOf } from '@/lib/incident-project-note';
import { DiscoveryCard, DiscoveryMoreLink } from './discovery-card';
import { LineLink, ProjectLine, ProjectLines } from './project-line';
import { ReportIncident } from './report-incident';

/** The latest confirmed incidents: technique, loss and returned funds, chains, how long ago, source. */
export function SecurityAlertsList({
  alerts,
  now,
  canReport = false,
  allAlertsHref,
  dataAsOf,
  emptyText = 'No confirmed incident yet.',
}: {
  alerts: readonly SecurityAlertView[];
  now: Date;
  canReport?: boolean;
  /** A link to the full incidents page under the list. */
  allAlertsHref?: string;
  /** When the list shows a public source's incidents: that source and the day of its data. */
  dataAsOf?: { readonly source: string; readonly date: string } | null;
  /** What an empty list says: the page that shows it knows whether the data sets were searched. */
  emptyText?: string;
}) {
  return (
    <DiscoveryCard
      id="security-alerts"
      title="Security Alerts"
      subtitle="Latest confirmed incidents"
      emptyText={emptyText}
      isEmpty={alerts.length === 0}
      action={canReport ? <ReportIncident /> : undefined}
    >
      <ProjectLines>
        {alerts.map((alert) => (
          <ProjectLine
            key={alert.id}
            project={alert.project}
            fallbackName={alert.projectName}
            fallbackNote={projectNoteOf(alert)}
          >
            {alert.type}
            {alert.classification ? ` (${alert.classification})` : ''} · lost{' '}
            {alert.isLossUnderReview ? 'an amount under review' : formatUsdCompact(alert.lossUsd)}
            {alert.returnedUsd ? `, ${formatUsdCompact(alert.returnedUsd)} returned` : ''} ·{' '}
            {/* A chain the source does not give is left out, not shown as an empty field. */}
            {alert.chains.length > 0 && <>{alert.chains.join(', ')} · </>}
            <time dateTime={alert.occurredAt}>{formatTimeAgo(alert.occurredAt, now)}</time>
            {alert.credit ? (
              <>
                {' '}
                · <SourceCredit credit={alert.credit} />
              </>
            ) : (
              alert.sourceUrl && (
                <>
                  {' '}
                  · {/* Inside running text a link must not rely on colour alone to stand out. */}
                  <LineLink href={alert.sourceUrl}>source</LineLink>
                </>
              )
            )}
          </ProjectLine>
        ))}
      </ProjectLines>
      {dataAsOf && (
        <DataAsOfLine>
          <DataAsOf source={dataAsOf.source} date={dataAsOf.date} />
        </DataAsOfLine>
      )}
      {allAlertsHref && <DiscoveryMoreLink href={allAlertsHref}>All security alerts</DiscoveryMoreLink>}
    </DiscoveryCard>
  );
}
