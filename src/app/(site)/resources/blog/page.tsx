import type { Metadata } from 'next';
import Link from 'next/link';
import { BLOG_PATH, MAIN_CONTENT_ID } from '@/config/site';
import { listArticles } from '@/server/content/list-articles';

export const metadata: Metadata = {
  title: 'Blog',
  description:
    'Research and practical guides on blockchain security: audits, DeFi attacks, token due diligence and the Rampart Security Score.',
  alternates: { types: { 'application/rss+xml': `${BLOG_PATH}/rss.xml` } },
};

export default async function BlogPage() {
  const articles = await listArticles();
  return (
    <main id={MAIN_CONTENT_ID} className="page page--narrow">
      <header className="page-hero">
        <p className="page-eyebrow">Resources</p>
        <h1 className="page-title">Blog</h1>
        <p className="page-lead">
          Research and practical guides from the Rampart team on audits, attacks, on-chain risk and how we
          score the projects we follow.
        </p>
        <p className="page-meta">
          {/* A plain link: the feed is XML, not a page the client router can render. */}
          <a className="card-link" href={`${BLOG_PATH}/rss.xml`}>
            Subscribe via RSS
          </a>
        </p>
      </header>
      <ul className="article-list" style={{ marginTop: 24 }} aria-label="Articles, newest first">
        {articles.map((article) => (
          <li key={article.slug}>
            <article className="article-card">
              <p className="page-meta">
                <time dateTime={article.date}>{article.dateLabel}</time> · {article.readingMinutes} min read
              </p>
              <h2>
                <Link href={`${BLOG_PATH}/${article.slug}`}>{article.title}</Link>
              </h2>
              <p>{article.summary}</p>
            </article>
          </li>
        ))}
      </ul>
    </main>
  );
}
