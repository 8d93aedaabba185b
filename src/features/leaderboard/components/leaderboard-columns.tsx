import type { ReactNode } from 'react';
import type { LeaderboardRow, LeaderboardSortField } from '@/contracts/projects';
import { ProjectLinkCell } from '@/components/project-link-cell';
import { ScoreGauge } from '@/components/score-gauge';
import { formatChange, formatUsdCompact } from '@/lib/format';
import { VisuallyHidden } from '@/components/visually-hidden';

// A project missing from the audit lists Rampart holds may well be audited elsewhere: the badge says only that
// no audit is on record.
const AUDIT_LABELS = {
  audited: 'Audited',
  under_audit: 'Under audit',
  not_audited: 'No audit on record',
} as const;
const AUDIT_TAGS = { audited: 'green', under_audit: 'blue', not_audited: 'default' } as const;
const KYC_TAGS = { gold: 'gold', silver: 'default', bronze: 'orange' } as const;

/** From which screen width a column shows (Ant Design's breakpoints: sm 576, md 768, lg 992 px). */
export type Breakpoint = 'sm' | 'md' | 'lg';

export interface Column {
  /** Names the column's cells (`leaderboard__cell--{key}`): the phone's card places them by it. */
  readonly key: string;
  readonly title: ReactNode;
  /** The sort key of a sortable column. */
  readonly sortField?: LeaderboardSortField;
  readonly from?: Breakpoint;
  readonly width?: number;
  readonly render: (row: LeaderboardRow) => ReactNode;
}

export const COLUMNS: readonly Column[] = [
  { key: 'rank', title: '#', sortField: 'rank', width: 64, render: (row) => row.rank ?? 'N/A' },
  {
    key: 'project',
    title: 'Project',
    sortField: 'name',
    render: (row) => <ProjectLinkCell id={row.id} name={row.name} logo={row.logo} ticker={row.ticker} />,
  },
  {
    key: 'score',
    title: 'Security Score',
    sortField: 'score',
    render: (row) => <ScoreGauge score={row.score} tier={row.tier} coverage={row.coverage} />,
  },
  {
    key: 'change',
    title: '24h',
    sortField: 'change24h',
    from: 'sm',
    render: (row) => (
      <span
        className={
          row.change24h ? (row.change24h > 0 ? 'score-change--up' : 'score-change--down') : 'score-change'
        }
      >
        {formatChange(row.change24h)}
      </span>
    ),
  },
  { key: 'category', title: 'Category', sortField: 'category', from: 'md', render: (row) => row.category },
  { key: 'chains', title: 'Chains', from: 'lg', render: (row) => row.chains.join(', ') },
  {
    key: 'marketCap',
    title: 'Market Cap',
    sortField: 'marketCap',
    from: 'md',
    render: (row) => formatUsdCompact(row.marketCapUsd),
  },
  {
    key: 'badges',
    title: 'Badges',
    from: 'lg',
    render: (row) => (
      <span className="badges">
        <span className={`tag tag--${AUDIT_TAGS[row.auditStatus]}`}>{AUDIT_LABELS[row.auditStatus]}</span>
        {row.kyc && <span className={`tag tag--${KYC_TAGS[row.kyc]}`}>KYC {row.kyc}</span>}
        {row.bugBountyUsd !== null && (
          <span className="tag tag--purple" title={`Bug bounty up to ${formatUsdCompact(row.bugBountyUsd)}`}>
            Bounty
            <VisuallyHidden> up to {formatUsdCompact(row.bugBountyUsd)}</VisuallyHidden>
          </span>
        )}
        {row.hasAlerts && <span className="tag tag--red">Alerts</span>}
      </span>
    ),
  },
];

/**
 * The classes of a column's cells: its name, and the class that hides it below its breakpoint in the table
 * (from 768 px; below that each row is a card, globals.css).
 */
export const columnClass = (column: Column) =>
  `leaderboard__cell--${column.key}${column.from ? ` leaderboard__col--${column.from}` : ''}`;
