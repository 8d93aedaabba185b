import type { Metadata } from 'next';
import Image from 'next/image';
import Link from 'next/link';
import { notFound } from 'next/navigation';
import { cache, Suspense } from 'react';
import { projectIdParam } from '@/contracts/projects';
import { DataAsOf } from '@/components/data-as-of';
import { ScoreGauge } from '@/components/score-gauge';
import { SourceCredit } from '@/components/source-credit';
import { AuditsList } from '@/features/discovery/components/audits-list';
import { NoAuditInProgress } from '@/features/discovery/components/no-audit-in-progress';
import { SecurityAlertsList } from '@/features/discovery/components/security-alerts-list';
import { CommunityVote } from '@/features/project-page/components/community-vote';
import { CopyAddress } from '@/features/project-page/components/copy-address';
import { MonitoringPanels } from '@/features/project-page/components/monitoring-panels';
import { PageViewBeacon } from '@/features/project-page/components/page-view-beacon';
import { ScoreBreakdown } from '@/features/project-page/components/score-breakdown';
import { ScoreHistory } from '@/features/project-page/components/score-history';
import { ScoreBadgeEmbed } from '@/features/project-page/components/score-badge-embed';
import { ScoreHistoryByUrl } from '@/features/project-page/components/score-history-by-url';
import { TeamFacts } from '@/features/project-page/components/team-facts';
import { historyInRange, historyRangeOf } from '@/features/project-page/history-range';
import { WatchlistStar } from '@/features/watchlists/components/watchlist-star';
import { ProjectCorrections } from '@/features/corrections/components/project-corrections';
import { getProjectCorrections } from '@/server/corrections/get-project-corrections';
import { dataAsOfShown } from '@/lib/data-credit';
import { formatChange, formatNumber, formatUsdCompact } from '@/lib/format';
import { NOT_ENOUGH_DATA } from '@/lib/score/not-enough-data';
import { getDb } from '@/server/db/db';
import { getProjectMonitoring } from '@/server/monitoring/get-project-monitoring';
import { getProjectDetail } from '@/server/projects/get-project-detail';
import { configuredSiteOrigin } from '@/server/http/site-origin';
import { getDataFreshness } from '@/server/refresh/get-data-freshness';
import { getProjectFacts } from '@/server/projects/get-project-facts';
import { getScoreHistory } from '@/server/scores/get-score-history';
import { listAudits } from '@/server/security/list-audits';
import { listSecurityAlerts } from '@/server/security/list-security-alerts';
import { MAIN_CONTENT_ID } from '@/config/site';

// Served from the page cache and rendered again in the background at most every 30 seconds: scores change
// daily, alerts and audits as staff confirm them. No page is rendered at build time (there is no database then);
// each is rendered on its first visit.
export const revalidate = 30;
export const dynamicParams = true;
export function generateStaticParams(): { id: string }[] {
  return [];
}

// One query per request, shared by the metadata and the page.
const loadProject = cache(async (id: string) => {
  const parsed = projectIdParam.safeParse(id);
  return parsed.success ? getProjectDetail(await getDb(), parsed.data) : null;
});

type Params = { params: Promise<{ id: string }> };

// The longest range of the history chart: the page carries a year, and the browser shows the range asked.
const HISTORY_DAYS = 365;

export async function generateMetadata({ params }: Params): Promise<Metadata> {
  const project = await loadProject((await params).id);
  if (!project) return { title: 'Project not found' };
  const score = project.score?.value;
  const description =
    score === null || score === undefined
      ? `${project.name}: not enough data for a Security Score yet; the evidence Rampart holds, signal by signal.`
      : `${project.name} has a Security Score of ${score.toFixed(2)} (${project.score?.tier}): audits, incidents, governance and market signals, explained.`;
  return {
    title: `${project.name} security score`,
    description,
    openGraph: { title: `${project.name} security score`, description, images: [project.logo] },
    // Its incidents, audits and large score changes, for feed readers.
    alternates: {
      types: {
        'application/atom+xml': [
          { url: `/projects/${project.id}/feed.xml`, title: `${project.name} on Rampart (Atom)` },
        ],
      },
    },
  };
}

export default async function ProjectPage({ params }: Params) {
  const project = await loadProject((await params).id);
  if (!project) notFound();
  const db = await getDb();
  const now = new Date();
  const audits = await listAudits(db, { state: 'completed', limit: 20, projectId: project.id });
  const openAudits = await listAudits(db, { state: 'open', limit: 5, projectId: project.id });
  const alerts = await listSecurityAlerts(db, { limit: 20, projectId: project.id });
  const monitoring = await getProjectMonitoring(db, project.id, now);
  const facts = await getProjectFacts(db, project.id);
  const history = await getScoreHistory(db, project.id, HISTORY_DAYS, now);
  const freshness = await getDataFreshness(db, ['defihacklabs', 'trailofbits']);
  const corrections = await getProjectCorrections(db, project.id);
  const score = project.score;

  return (
    <main id={MAIN_CONTENT_ID} style={{ maxWidth: 1200, margin: '0 auto', padding: '24px 16px 64px' }}>
      <header
        style={{
          display: 'flex',
          flexWrap: 'wrap',
          gap: 24,
          alignItems: 'center',
          justifyContent: 'space-between',
          background: '#ffffff',
          border: '1px solid #e2e8f0',
          borderRadius: 12,
          padding: 20,
        }}
      >
        <div style={{ display: 'flex', gap: 16, alignItems: 'center', minWidth: 0 }}>
          <Image
            src={project.logo}
            alt={`${project.name} logo`}
            width={64}
            height={64}
            style={{ borderRadius: '50%' }}
            priority
          />
          <div style={{ minWidth: 0 }}>
            <div style={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 8 }}>
              <h1 style={{ margin: 0, fontSize: 28 }}>{project.name}</h1>
              <WatchlistStar projectId={project.id} projectName={project.name} />
              <Link href={`/compare?ids=${project.id}`} className="underlined">
                Compare with…
              </Link>
            </div>
            <p style={{ margin: '4px 0', color: '#475569' }}>
              {project.category} · {project.chains.length ? project.chains.join(', ') : 'chains unknown'} ·
              market cap {project.marketCapUsd === null ? 'unknown' : formatUsdCompact(project.marketCapUsd)}
            </p>
            <ul
              style={{ listStyle: 'none', padding: 0, margin: 0, display: 'flex', flexWrap: 'wrap', gap: 12 }}
            >
              {project.tokens.map((token) => (
                <li key={`${token.ticker}-${token.chain}`}>
                  <strong>{token.ticker}</strong>
                  {token.chain && <span style={{ color: '#64748b' }}> on {token.chain}</span>}{' '}
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
        <div style={{ display: 'flex', flexWrap: 'wrap', gap: '12px 24px', alignItems: 'center' }}>
          <ScoreGauge
            score={score?.value ?? null}
            tier={score?.tier ?? null}
            coverage={score?.coverage ?? 0}
          />
          <dl
            style={{ margin: 0, display: 'grid', gridTemplateColumns: 'auto auto', columnGap: 12, rowGap: 2 }}
          >
            <dt style={{ color: '#64748b' }}>Rank</dt>
            <dd style={{ margin: 0 }}>
              {score?.rank
                ? `#${score.rank} of ${formatNumber(project.rankedProjects)}`
                : score?.value === null || !score
                  ? `N/A (${NOT_ENOUGH_DATA.toLowerCase()})`
                  : 'N/A'}
            </dd>
            <dt style={{ color: '#64748b' }}>Percentile</dt>
            <dd style={{ margin: 0 }}>
              {score?.percentile === null || score?.percentile === undefined
                ? 'N/A'
                : `ahead of ${score.percentile.toFixed(0)}%`}
            </dd>
            <dt style={{ color: '#64748b' }}>24h</dt>
            <dd style={{ margin: 0 }}>{formatChange(score?.change24h)}</dd>
          </dl>
        </div>
      </header>
      {project.description && <p style={{ color: '#334155' }}>{project.description}</p>}
      {project.credit && (
        <p style={{ color: '#475569', fontSize: 13 }}>
          Project data: <SourceCredit credit={project.credit} />
        </p>
      )}
      {project.market && (
        <p style={{ color: '#475569', fontSize: 13 }}>
          Market data: <SourceCredit label={project.market.credit.label} credit={project.market.credit} /> ·{' '}
          <DataAsOf date={project.market.asOf} />
        </p>
      )}

      {score ? (
        <ScoreBreakdown score={score} />
      ) : (
        <p>
          {NOT_ENOUGH_DATA}: this project has no Security Score yet, as none of its signals has been measured.
        </p>
      )}

      {/* Far below a phone's first screen: see .offscreen-region in globals.css. */}
      <div className="offscreen-region">
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

        <div
          style={{
            display: 'grid',
            gap: 16,
            gridTemplateColumns: 'repeat(auto-fit, minmax(min(100%, 320px), 1fr))',
            marginTop: 24,
          }}
        >
          <AuditsList
            id="audits"
            title="Audits"
            subtitle="Completed audits and their findings"
            emptyText="No completed audit."
            audits={audits}
            now={now}
            dataAsOf={dataAsOfShown(
              freshness,
              'trailofbits',
              audits.map((audit) => audit.credit),
            )}
          />
          <AuditsList
            id="audits-in-progress"
            title="In the works..."
            subtitle="Audits requested or in progress"
            emptyText={<NoAuditInProgress />}
            audits={openAudits}
            now={now}
          />
          <SecurityAlertsList
            alerts={alerts}
            now={now}
            dataAsOf={dataAsOfShown(
              freshness,
              'defihacklabs',
              alerts.map((alert) => alert.credit),
            )}
          />
          <TeamFacts facts={facts} />
          <CommunityVote projectId={project.id} />
          <ScoreBadgeEmbed
            projectId={project.id}
            projectName={project.name}
            origin={configuredSiteOrigin()}
          />
        </div>
        <MonitoringPanels data={monitoring} now={now} />
        <ProjectCorrections
          projectId={project.id}
          projectName={project.name}
          hasWebsite={Boolean(project.website)}
          {...corrections}
        />
      </div>
      <PageViewBeacon projectId={project.id} />
    </main>
  );
}
