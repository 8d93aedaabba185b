import type { Metadata } from 'next';
import Link from 'next/link';
import { ContentPage, contentStyles as styles, PageHero } from '@/components/content-page';
import { BLOG_PATH } from '@/config/site';
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
    <ContentPage isNarrow>
      <PageHero
        eyebrow="Resources"
        title="Blog"
        lead="Research and practical guides from the Rampart team on audits, attacks, on-chain risk and how we score the projects we follow."
        meta={
          // A plain link: the feed is XML, not a page the client router can render.
          <a className={styles.cardLink} href={`${BLOG_PATH}/rss.xml`}>
            Subscribe via RSS
          </a>
        }
      />
      <ul className={styles.articleList} aria-label="Articles, newest first">
        {articles.map((article) => (
          <li key={article.slug}>
            <article className={styles.articleCard}>
              <p className={styles.meta}>
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
    </ContentPage>
  );
}
