import type { ReactNode } from 'react';
import { Suspense } from 'react';
import { DataAsOf } from '@/components/data-as-of';
import { SourceCredit } from '@/components/source-credit';
import type { CategoryStanding as Standing } from '@/contracts/category-standing';
import type { ProjectDetail, ProjectFacts } from '@/contracts/project-detail';
import { NOT_RATED } from '@/lib/score/not-rated';
import { historyInRange, historyRangeOf, type HistoryYear } from '../history-range';
import { CategoryStanding } from './category-standing';
import { CommunityVote } from './community-vote';
import { MonitoringPanels, type MonitoringData } from './monitoring-panels';
import { PageViewBeacon } from './page-view-beacon';
import { ProjectHeader } from './project-header';
import { ScoreBadgeEmbed } from './score-badge-embed';
import { ScoreBreakdown } from './score-breakdown';
import { ScoreHistory } from './score-history';
import { ScoreHistoryByUrl } from './score-history-by-url';
import { TeamFacts } from './team-facts';
import styles from './project-page-view.module.css';

interface ProjectPageViewProps {
  readonly project: ProjectDetail;
  readonly history: HistoryYear;
  readonly monitoring: MonitoringData;
  readonly facts: ProjectFacts;
  readonly now: Date;
  /** The site's own address, for the badge's embed code. */
  readonly origin: string;
  /** The watchlist star beside the name. */
  readonly star: ReactNode;
  /** The project's audits and security alerts: the first cards below the score. */
  readonly lists: ReactNode;
  /** Where the project stands in its category. */
  readonly categoryStanding: Standing | null;
  /** The public log of correction requests, and the way to ask for one. */
  readonly corrections: ReactNode;
}

/** A project page: its header, its score explained, then its history, audits, alerts, team, vote and monitoring. */
export function ProjectPageView({
  project,
  history,
  monitoring,
  facts,
  now,
  origin,
  star,
  lists,
  categoryStanding,
  corrections,
}: ProjectPageViewProps) {
  const score = project.score;
  return (
    <>
      <ProjectHeader project={project} star={star} />
      {project.description && <p className={styles.description}>{project.description}</p>}
      {project.credit && (
        <p className={styles.credit}>
          Project data: <SourceCredit credit={project.credit} />
        </p>
      )}
      {project.market && (
        <p className={styles.credit}>
          Market data: <SourceCredit label={project.market.credit.label} credit={project.market.credit} /> ·{' '}
          <DataAsOf date={project.market.asOf} />
        </p>
      )}

      {score ? (
        <ScoreBreakdown score={score} />
      ) : (
        <p>{NOT_RATED}: this project has no Security Score yet, as none of its signals has been measured.</p>
      )}
      {categoryStanding && <CategoryStanding projectName={project.name} standing={categoryStanding} />}

      {/* Far below a phone's first screen: see .offscreen in project-page-view.module.css. */}
      <div className={styles.offscreen}>
        <Suspense
          fallback={
            <ScoreHistory
              projectId={project.id}
              rangeDays={historyRangeOf(null)}
              {...historyInRange(history, historyRangeOf(null), now.toISOString())}
            />
          }
        >
          <ScoreHistoryByUrl projectId={project.id} year={history} now={now.toISOString()} />
        </Suspense>

        <div className={styles.cards}>
          {lists}
          <TeamFacts facts={facts} />
          <CommunityVote projectId={project.id} />
          <ScoreBadgeEmbed projectId={project.id} projectName={project.name} origin={origin} />
        </div>
        <MonitoringPanels data={monitoring} onchain={project.onchain} now={now} />
        {corrections}
      </div>
      <PageViewBeacon projectId={project.id} />
    </>
  );
}
