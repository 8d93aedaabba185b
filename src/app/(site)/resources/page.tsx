import type { Metadata } from 'next';
import Link from 'next/link';
import { BLOG_PATH, MAIN_CONTENT_ID, PRODUCT_LINKS, SCORE_METHODOLOGY_HREF } from '@/config/site';
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
    <main id={MAIN_CONTENT_ID} className="page">
      <header className="page-hero">
        <p className="page-eyebrow">Resources</p>
        <h1 className="page-title">Resources</h1>
        <p className="page-lead">
          Everything we publish to help you judge the safety of a blockchain project: how our scores are
          computed, practical guides for investors and builders, and the services behind our research.
        </p>
      </header>

      <section className="page-section" aria-labelledby="methodology">
        <h2 id="methodology" className="section-title">
          Understand the Security Score
        </h2>
        <div className="card">
          <p>
            Every project on Rampart has a Security Score from 0 to 100, built from six categories and twenty
            published signals, with a coverage figure that shows how much evidence stands behind it. Our
            explainer walks through the whole computation, with a worked example.
          </p>
          <p style={{ marginTop: 12 }}>
            <Link className="card-link" href={SCORE_METHODOLOGY_HREF}>
              Read how the Security Score works
            </Link>
          </p>
        </div>
      </section>

      <section className="page-section" aria-labelledby="latest-articles">
        <h2 id="latest-articles" className="section-title">
          Latest from the blog
        </h2>
        <ul className="card-grid">
          {articles.map((article) => (
            <li key={article.slug} className="article-card">
              <p className="page-meta">
                <time dateTime={article.date}>{article.dateLabel}</time> · {article.readingMinutes} min read
              </p>
              <h3>
                <Link href={`${BLOG_PATH}/${article.slug}`}>{article.title}</Link>
              </h3>
              <p>{article.summary}</p>
            </li>
          ))}
        </ul>
        <p style={{ marginTop: 16 }}>
          <Link className="card-link" href={BLOG_PATH}>
            All articles
          </Link>
        </p>
      </section>

      <section className="page-section" aria-labelledby="services">
        <h2 id="services" className="section-title">
          Our services
        </h2>
        <ul className="card-grid">
          {PRODUCT_LINKS.map((product) => (
            <li key={product.href} className="card">
              <h3>
                <Link className="card-link" href={product.href}>
                  {product.label}
                </Link>
              </h3>
              <p>{PRODUCT_SUMMARIES[product.href]}</p>
            </li>
          ))}
        </ul>
      </section>

      <section className="page-section" aria-labelledby="leaderboard">
        <h2 id="leaderboard" className="section-title">
          Explore the scores
        </h2>
        <p className="section-intro">
          The Security Leaderboard ranks every listed project by its score. Filter by category, chain or tier,
          and open any project to see its audits, security alerts, monitoring data and the signals behind its
          score.
        </p>
        <Link className="button button--primary" href="/">
          Open the Security Leaderboard
        </Link>
      </section>
    </main>
  );
}
