import type { ReactNode } from 'react';
import Image from 'next/image';
import Link from 'next/link';
import { ScoreGauge } from '@/components/score-gauge';
import type { ProjectDetail } from '@/contracts/project-detail';
import { formatChange, formatNumber, formatUsdCompact } from '@/lib/format';
import { NOT_RATED } from '@/lib/score/not-rated';
import { aheadOfText } from '../standing-text';
import { CopyAddress } from './copy-address';
import panel from './panel.module.css';
import styles from './project-header.module.css';

/** The top of a project page: logo, name, category, chains, tokens and links; the score, rank and percentile. */
export function ProjectHeader({ project, star }: { project: ProjectDetail; star: ReactNode }) {
  const score = project.score;
  return (
    <header className={styles.header}>
      <div className={styles.identity}>
        <Image
          src={project.logo}
          alt={`${project.name} logo`}
          width={64}
          height={64}
          className={styles.logo}
          priority
        />
        <div className={styles.about}>
          <div className={styles.titleLine}>
            <h1 className={styles.title}>{project.name}</h1>
            {star}
            <Link href={`/compare?ids=${project.id}`} className={panel.underlined}>
              Compare with…
            </Link>
          </div>
          <p className={styles.facts}>
            {project.category} · {project.chains.length ? project.chains.join(', ') : 'chains unknown'} ·
            market cap {project.marketCapUsd === null ? 'unknown' : formatUsdCompact(project.marketCapUsd)}
          </p>
          <ul className={styles.tokens}>
            {project.tokens.map((token) => (
              <li key={`${token.ticker}-${token.chain}`}>
                <strong>{token.ticker}</strong>
                {token.chain && <span className={styles.subtle}> on {token.chain}</span>}{' '}
                {token.address && <CopyAddress address={token.address} />}
              </li>
            ))}
            {project.website && (
              <li>
                <a href={project.website} rel="noopener noreferrer nofollow" target="_blank">
                  Website
                </a>
              </li>
            )}
          </ul>
        </div>
      </div>
      <div className={styles.score}>
        <ScoreGauge
          score={score?.value ?? null}
          tier={score?.tier ?? null}
          coverage={score?.coverage ?? 0}
          confidence={score?.confidence ?? 'low'}
        />
        <dl className={styles.standing}>
          <dt>Rank</dt>
          <dd>
            {score?.rank
              ? `#${score.rank} of ${formatNumber(project.rankedProjects)}`
              : score?.value === null || !score
                ? `N/A (${NOT_RATED.toLowerCase()})`
                : 'N/A'}
          </dd>
          <dt>Percentile</dt>
          <dd>{aheadOfText(score?.rank, project.rankedProjects) ?? 'N/A'}</dd>
          <dt>24h</dt>
          <dd>{formatChange(score?.change24h)}</dd>
        </dl>
      </div>
    </header>
  );
}
