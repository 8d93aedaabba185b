import { VisuallyHidden } from '@/components/visually-hidden';
import type { LeaderboardRow, LeaderboardSortField } from '@/contracts/projects';
import { ScoreGauge } from '@/components/score-gauge';
import { formatChange, formatUsdCompact } from '@/lib/format';
import type { DataColumn } from './data-table';
import { ProjectLinkCell } from './project-link-cell';
import styles from './project-columns.module.css';

// A project missing from the audit lists Rampart holds may well be audited elsewhere: the badge says only that
// no audit is on record.
const AUDIT_LABELS = {
  audited: 'Audited',
  under_audit: 'Under audit',
  not_audited: 'No audit on record',
} as const;
const AUDIT_TAGS = { audited: styles.green, under_audit: styles.blue, not_audited: undefined } as const;
const KYC_TAGS = { gold: styles.gold, silver: undefined, bronze: styles.orange } as const;

const tagClass = (colour: string | undefined) => (colour ? `${styles.tag} ${colour}` : styles.tag);

export type ProjectColumn = DataColumn<LeaderboardRow, LeaderboardSortField>;
export type ProjectColumnKey =
  'rank' | 'project' | 'score' | 'change' | 'category' | 'chains' | 'marketCap' | 'badges';

/** The columns of a list of projects: the leaderboard shows them all, a watchlist most of them. */
export const PROJECT_COLUMNS: Readonly<Record<ProjectColumnKey, ProjectColumn>> = {
  rank: {
    key: 'rank',
    title: '#',
    sortField: 'rank',
    width: 64,
    cardArea: 'lead',
    render: (row) => row.rank ?? 'N/A',
  },
  project: {
    key: 'project',
    title: 'Project',
    sortField: 'name',
    cardArea: 'title',
    render: (row) => <ProjectLinkCell id={row.id} name={row.name} logo={row.logo} ticker={row.ticker} />,
  },
  score: {
    key: 'score',
    title: 'Security Score',
    sortField: 'score',
    cardArea: 'value',
    render: (row) => (
      <ScoreGauge score={row.score} tier={row.tier} coverage={row.coverage} confidence={row.confidence} />
    ),
  },
  change: {
    key: 'change',
    title: '24h',
    sortField: 'change24h',
    from: 'sm',
    cardArea: 'trend',
    cardLabel: '24h',
    render: (row) => (
      <span
        className={row.change24h ? (row.change24h > 0 ? styles.up : styles.down) : styles.change}
        data-testid="score-change"
      >
        {formatChange(row.change24h)}
      </span>
    ),
  },
  category: {
    key: 'category',
    title: 'Category',
    sortField: 'category',
    from: 'md',
    render: (row) => row.category,
  },
  chains: { key: 'chains', title: 'Chains', from: 'lg', render: (row) => row.chains.join(', ') },
  marketCap: {
    key: 'marketCap',
    title: 'Market Cap',
    sortField: 'marketCap',
    from: 'md',
    render: (row) => formatUsdCompact(row.marketCapUsd),
  },
  badges: {
    key: 'badges',
    title: 'Badges',
    from: 'lg',
    cardArea: 'details',
    render: (row) => (
      <span className={styles.badges} data-testid="badges">
        <span className={tagClass(AUDIT_TAGS[row.auditStatus])} data-testid="tag">
          {AUDIT_LABELS[row.auditStatus]}
        </span>
        {row.kyc && (
          <span className={tagClass(KYC_TAGS[row.kyc])} data-testid="tag">
            KYC {row.kyc}
          </span>
        )}
        {row.bugBountyUsd !== null && (
          <span
            className={tagClass(styles.purple)}
            data-testid="tag"
            title={`Bug bounty up to ${formatUsdCompact(row.bugBountyUsd)}`}
          >
            Bounty
            <VisuallyHidden> up to {formatUsdCompact(row.bugBountyUsd)}</VisuallyHidden>
          </span>
        )}
        {row.hasAlerts && (
          <span className={tagClass(styles.red)} data-testid="tag">
            Alerts
          </span>
        )}
      </span>
    ),
  },
};
