'use client';

import Link from 'next/link';
import { useRouter } from 'next/navigation';
import { Descriptions, Drawer, Tag } from 'antd';
import { SourceCredit } from '@/components/source-credit';
import { DRAWER_LARGE_WIDTH, DRAWER_TRANSITION_SECONDS } from '@/config/constants';
import type { SecurityAlertDetail } from '@/contracts/discovery';
import { formatUsdCompact } from '@/lib/format';
import { projectNoteOf } from '@/lib/incident-project-note';
import styles from './alert-details-drawer.module.css';

interface AlertDetailsDrawerProps {
  readonly alert: SecurityAlertDetail;
  /** The incidents view without this incident: where closing the drawer goes. */
  readonly closeHref: string;
}

/**
 * One incident in full, in the large drawer over the incidents table. Its URL names the incident, so the view
 * can be shared; closing it goes back to the table as it was.
 */
export function AlertDetailsDrawer({ alert, closeHref }: AlertDetailsDrawerProps) {
  const router = useRouter();
  const title = `${alert.projectName}: ${alert.type}`;
  return (
    <Drawer
      open
      placement="right"
      size={DRAWER_LARGE_WIDTH}
      title={title}
      aria-label={title}
      onClose={() => router.push(closeHref, { scroll: false })}
      styles={{
        // Never wider than the screen: on a phone the large drawer covers it.
        wrapper: { maxWidth: '100vw', transition: `transform ${DRAWER_TRANSITION_SECONDS}s` },
      }}
    >
      <Descriptions
        column={1}
        bordered
        size="small"
        items={[
          {
            key: 'date',
            label: 'Date',
            children: <time dateTime={alert.occurredAt}>{alert.occurredAt.slice(0, 10)}</time>,
          },
          {
            key: 'project',
            label: 'Project',
            children: alert.project ? (
              <Link href={`/projects/${alert.project.id}`}>{alert.project.name}</Link>
            ) : (
              `${alert.projectName} (${projectNoteOf(alert)})`
            ),
          },
          { key: 'category', label: 'Attack category', children: alert.type },
          { key: 'technique', label: 'Root cause', children: alert.classification ?? 'Not given' },
          {
            key: 'chains',
            label: 'Chains',
            children: alert.chains.length
              ? alert.chains.map((chain) => <Tag key={chain}>{chain}</Tag>)
              : 'Not given',
          },
          {
            key: 'loss',
            label: 'Loss',
            children: alert.isLossUnderReview
              ? 'Under review: the figure the source gives is implausible and awaits confirmation.'
              : alert.lossUsd === null
                ? 'Unknown in USD'
                : formatUsdCompact(alert.lossUsd),
          },
          ...(alert.lossText
            ? [{ key: 'lossText', label: 'Loss as the source words it', children: alert.lossText }]
            : []),
          {
            key: 'returned',
            label: 'Funds returned',
            children: alert.returnedUsd === null ? 'None known' : formatUsdCompact(alert.returnedUsd),
          },
          ...(alert.description
            ? [{ key: 'description', label: 'What happened', children: alert.description }]
            : []),
          ...(alert.sourceUrl
            ? [
                {
                  key: 'reference',
                  label: 'Analysis',
                  children: (
                    <a
                      href={alert.sourceUrl}
                      rel="noopener noreferrer nofollow"
                      target="_blank"
                      className={styles.url}
                    >
                      {alert.sourceUrl}
                    </a>
                  ),
                },
              ]
            : []),
          ...(alert.credit
            ? [{ key: 'credit', label: 'Credit', children: <SourceCredit credit={alert.credit} /> }]
            : []),
        ]}
      />
    </Drawer>
  );
}
