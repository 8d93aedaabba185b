import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { cache } from 'react';
import { projectIdParam } from '@/contracts/projects';
import { AuditsList } from '@/features/discovery/components/audits-list';
import { NoAuditInProgress } from '@/features/discovery/components/no-audit-in-progress';
import { SecurityAlertsList } from '@/features/discovery/components/security-alerts-list';
import { ProjectPageView } from '@/features/project-page/components/project-page-view';
import { WatchlistStar } from '@/features/watchlists/components/watchlist-star';
import { ProjectCorrections } from '@/features/corrections/components/project-corrections';
import { getProjectCorrections } from '@/server/corrections/get-project-corrections';
import { getCategoryStanding } from '@/server/projects/category-standing';
import { dataAsOfShown } from '@/lib/data-credit';
import { getDb } from '@/server/db/db';
import { getProjectMonitoring } from '@/server/monitoring/get-project-monitoring';
import { getProjectDetail } from '@/server/projects/get-project-detail';
import { configuredSiteOrigin } from '@/server/http/site-origin';
import { getDataFreshness } from '@/server/refresh/get-data-freshness';
import { getProjectFacts } from '@/server/projects/get-project-facts';
import { getScoreHistory } from '@/server/scores/get-score-history';
import { listAudits } from '@/server/security/list-audits';
import { incidentSearchOf } from '@/server/security/incident-search-of';
import { listSecurityAlerts } from '@/server/security/list-security-alerts';
import { MAIN_CONTENT_ID } from '@/config/site';
import styles from './page.module.css';

// Served from the page cache and rendered again in the background at most every 30 seconds: scores change
// daily, alerts and audits as staff confirm them. No page is rendered at build time (there is no database then);
// each is rendered on its first visit.
export const revalidate = 30;

const INCIDENT_SEARCH_TEXT = {
  searched: 'No confirmed incident yet.',
  'in-review': 'An incident that may be this project’s awaits staff review.',
  'not-searched': 'No incident data set has been imported yet.',
} as const;
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
// A project's completed audits, all of them as far as a page can hold (the most audited has under a hundred).
const PROJECT_AUDITS_LIMIT = 500;

export async function generateMetadata({ params }: Params): Promise<Metadata> {
  const project = await loadProject((await params).id);
  if (!project) return { title: 'Project not found' };
  const score = project.score?.value;
  const description =
    score === null || score === undefined
      ? `${project.name}: not rated, for want of security evidence; what Rampart holds, signal by signal.`
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
  // Every completed audit of the project, which the reader narrows by firm.
  const audits = await listAudits(db, {
    state: 'completed',
    limit: PROJECT_AUDITS_LIMIT,
    projectId: project.id,
  });
  const openAudits = await listAudits(db, { state: 'open', limit: 5, projectId: project.id });
  const alerts = await listSecurityAlerts(db, { limit: 20, projectId: project.id });
  // "No confirmed incident yet" only where the incident data sets were searched for the project and found nothing.
  const incidentSearch = alerts.length ? 'searched' : await incidentSearchOf(db, project.id);
  const monitoring = await getProjectMonitoring(db, project.id, now);
  const facts = await getProjectFacts(db, project.id);
  const history = await getScoreHistory(db, project.id, HISTORY_DAYS, now);
  const freshness = await getDataFreshness(db, ['defihacklabs', 'trailofbits']);
  const corrections = await getProjectCorrections(db, project.id);
  const categoryStanding = await getCategoryStanding(db, project.id);

  return (
    <main id={MAIN_CONTENT_ID} className={styles.main}>
      <ProjectPageView
        project={project}
        history={history}
        monitoring={monitoring}
        facts={facts}
        now={now}
        origin={configuredSiteOrigin()}
        categoryStanding={categoryStanding}
        star={<WatchlistStar projectId={project.id} projectName={project.name} />}
        corrections={
          <ProjectCorrections
            projectId={project.id}
            projectName={project.name}
            hasWebsite={Boolean(project.website)}
            {...corrections}
          />
        }
        lists={
          <>
            <AuditsList
              id="audits"
              title="Audits"
              subtitle="Completed audits and their findings"
              emptyText="No completed audit."
              audits={audits}
              now={now}
              canFilterByFirm
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
              emptyText={INCIDENT_SEARCH_TEXT[incidentSearch]}
              dataAsOf={dataAsOfShown(
                freshness,
                'defihacklabs',
                alerts.map((alert) => alert.credit),
              )}
            />
          </>
        }
      />
    </main>
  );
}
