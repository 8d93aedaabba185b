import type { Metadata } from 'next';
import Link from 'next/link';
import { ContentPage, contentStyles as styles, PageHero, PageSection } from '@/components/content-page';
import { BLOG_PATH, PRODUCT_LINKS, SCORE_METHODOLOGY_HREF } from '@/config/site';
import { listArticles } from '@/server/content/list-articles';

export const metadata: Metadata = {
  title: 'Resources',
  description:
    'Guides and research on blockchain security: how the Rampart Security Score works, how to read audit reports, common DeFi attacks and our services.',
};

const PRODUCT_SUMMARIES: Record<string, string> = {
  '/products/security-audit': 'Line-by-line reviews of your smart contracts, with verified fixes.',
  '/products/skynet': 'Around-the-clock monitoring of contracts, privileged wallets and social channels.',
  '/products/skytrace': 'Tracing of stolen funds across chains, and forensic evidence for recovery.',
  '/products/pentest': 'Attacks on the applications, infrastructure and keys around your contracts.',
};

// The hub shows the newest few; the blog lists them all.
const LATEST_ARTICLES = 3;

export default async function ResourcesPage() {
  const articles = (await listArticles()).slice(0, LATEST_ARTICLES);
  return (
    <ContentPage>
      <PageHero
        eyebrow="Resources"
        title="Resources"
        lead="Everything we publish to help you judge the safety of a blockchain project: how our scores are computed, practical guides for investors and builders, and the services behind our research."
      />

      <PageSection id="methodology" title="Understand the Security Score">
        <div className={styles.card}>
          <p>
            A project on Rampart is rated from 0 to 100 only when security evidence stands behind it: audits,
            bug bounties, incidents, governance facts. Six categories, every signal with its published
            formula, the coverage a rating needs and a worked example the engine computes.
          </p>
          <p className={styles.more}>
            <Link className={styles.cardLink} href={SCORE_METHODOLOGY_HREF}>
              Read how the Security Score works
            </Link>
          </p>
        </div>
      </PageSection>

      <PageSection id="latest-articles" title="Latest from the blog">
        <ul className={styles.cardGrid}>
          {articles.map((article) => (
            <li key={article.slug} className={styles.articleCard}>
              <p className={styles.meta}>
                <time dateTime={article.date}>{article.dateLabel}</time> · {article.readingMinutes} min read
              </p>
              <h3>
                <Link href={`${BLOG_PATH}/${article.slug}`}>{article.title}</Link>
              </h3>
              <p>{article.summary}</p>
            </li>
          ))}
        </ul>
        <p className={styles.more}>
          <Link className={styles.cardLink} href={BLOG_PATH}>
            All articles
          </Link>
        </p>
      </PageSection>

      <PageSection id="services" title="Our services">
        <ul className={styles.cardGrid}>
          {PRODUCT_LINKS.map((product) => (
            <li key={product.href} className={styles.card}>
              <h3>
                <Link className={styles.cardLink} href={product.href}>
                  {product.label}
                </Link>
              </h3>
              <p>{PRODUCT_SUMMARIES[product.href]}</p>
            </li>
          ))}
        </ul>
      </PageSection>

      <PageSection
        id="leaderboard"
        title="Explore the scores"
        intro="The Security Leaderboard ranks every listed project by its score. Filter by category, chain or tier, and open any project to see its audits, security alerts, monitoring data and the signals behind its score."
      >
        <Link className={`${styles.button} ${styles.buttonPrimary}`} href="/">
          Open the Security Leaderboard
        </Link>
      </PageSection>
    </ContentPage>
  );
}
