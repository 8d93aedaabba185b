import { Suspense } from 'react';
import { DISCOVERY_LIST_SIZE } from '@/config/constants';
import { MAIN_CONTENT_ID, SITE_TAGLINE } from '@/config/site';
import { DataAsOf } from '@/components/data-as-of';
import { DataAsOfLine } from '@/components/data-as-of-line';
import { SiteFooter } from '@/components/site-footer';
import { SourceCredit } from '@/components/source-credit';
import type { ProjectsListInput } from '@/contracts/projects';
import { AuditsList } from '@/features/discovery/components/audits-list';
import { CategoryMedian } from '@/features/leaderboard/components/category-median';
import { NoAuditInProgress } from '@/features/discovery/components/no-audit-in-progress';
import { GuidedTourLoader } from '@/features/guided-tour/components/guided-tour-loader';
import { dataAsOfShown } from '@/lib/data-credit';
import { SecurityAlertsList } from '@/features/discovery/components/security-alerts-list';
import { TrendingList } from '@/features/discovery/components/trending-list';
import { getDb } from '@/server/db/db';
import { getCategoryMedian } from '@/server/projects/category-standing';
import { listFilterOptions } from '@/server/projects/filter-options';
import { countNotEnoughData, listLeaderboard } from '@/server/projects/list-leaderboard';
import { listTrendingProjects } from '@/server/projects/trending-projects';
import { getDataFreshness } from '@/server/refresh/get-data-freshness';
import { listAudits } from '@/server/security/list-audits';
import { listSecurityAlerts } from '@/server/security/list-security-alerts';
import { SiteHeader } from '../_shell/site-header';
import { HomeBannerSearch } from './home-banner-search';
import { HomeLeaderboard } from './home-leaderboard';
import styles from './home-page.module.css';

/** Home's banner: its title, tagline and search. Its height sets when the header's search shows. */
const HOME_BANNER_ID = 'home-banner';

/**
 * The home page of one leaderboard view: the discovery cards and the leaderboard, under home's own header.
 * `isCached` when it is rendered into the page cache (see src/proxy.ts) rather than per request.
 */
export async function HomePage({ view, isCached }: { view: ProjectsListInput; isCached: boolean }) {
  const db = await getDb();
  const now = new Date();
  // Sequential: the embedded database serves one query at a time anyway.
  const page = await listLeaderboard(db, view);
  // The default view ranks only the projects with enough evidence; a link leads to the others.
  const notEnoughData = view.filter.coverage ? 0 : await countNotEnoughData(db, view);
  const options = await listFilterOptions(db);
  // Filtered to one category, the leaderboard says where that category's middle lies.
  const [onlyCategory, ...otherCategories] = view.filter.categories ?? [];
  const categoryMedian =
    onlyCategory !== undefined && otherCategories.length === 0
      ? await getCategoryMedian(db, onlyCategory)
      : null;
  const trending = await listTrendingProjects(db, DISCOVERY_LIST_SIZE);
  const alerts = await listSecurityAlerts(db, { limit: DISCOVERY_LIST_SIZE });
  const audited = await listAudits(db, { state: 'completed', limit: DISCOVERY_LIST_SIZE });
  const inTheWorks = await listAudits(db, { state: 'open', limit: DISCOVERY_LIST_SIZE });
  const freshness = await getDataFreshness(db);
  const market = freshness.find((source) => source.source === 'coingecko' && source.hasRecords);
  return (
    <>
      <SiteHeader pageBannerId={HOME_BANNER_ID} hasBanner={false} isCached={isCached} />
      <main id={MAIN_CONTENT_ID} className={styles.main}>
        <section id={HOME_BANNER_ID} className={styles.banner} aria-labelledby="home-title">
          <h1 id="home-title">Security Leaderboard</h1>
          <p>{SITE_TAGLINE}</p>
          <HomeBannerSearch bannerId={HOME_BANNER_ID} />
        </section>
        <div className={styles.cards}>
          <TrendingList projects={trending} />
          <SecurityAlertsList
            alerts={alerts}
            now={now}
            canReport
            allAlertsHref="/security-alerts"
            dataAsOf={dataAsOfShown(
              freshness,
              'defihacklabs',
              alerts.map((alert) => alert.credit),
            )}
          />
          <AuditsList
            id="recently-audited"
            title="What's new?"
            subtitle="Projects that recently completed an audit"
            emptyText="No completed audit yet."
            audits={audited}
            now={now}
            dataAsOf={dataAsOfShown(
              freshness,
              'trailofbits',
              audited.map((audit) => audit.credit),
            )}
          />
          <AuditsList
            id="in-the-works"
            title="In the works..."
            subtitle="New projects undergoing an audit"
            emptyText={<NoAuditInProgress />}
            audits={inTheWorks}
            now={now}
          />
        </div>
        <section id="leaderboard" aria-label="Leaderboard">
          <HomeLeaderboard
            page={page}
            view={view}
            options={options}
            notEnoughData={notEnoughData}
            summary={categoryMedian && <CategoryMedian median={categoryMedian} />}
          />
          {market && (
            <DataAsOfLine>
              Market data: <SourceCredit label={market.credit.label} credit={market.credit} /> ·{' '}
              <DataAsOf date={market.asOf} />
            </DataAsOfLine>
          )}
        </section>
      </main>
      <SiteFooter />
      <Suspense fallback={null}>
        <GuidedTourLoader />
      </Suspense>
    </>
  );
}
