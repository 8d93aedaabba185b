import type { Metadata } from 'next';
import Link from 'next/link';
import { ContentPage, contentStyles as styles, PageHero, Prose } from '@/components/content-page';
import { BLOG_PATH } from '@/config/site';
import { notFound } from 'next/navigation';
import { cache } from 'react';
import { getArticle } from '@/server/content/get-article';
import { listArticles } from '@/server/content/list-articles';

type Params = { params: Promise<{ slug: string }> };

// One read per request, shared by the metadata and the page.
const loadArticle = cache(getArticle);

export async function generateStaticParams(): Promise<{ slug: string }[]> {
  return (await listArticles()).map((article) => ({ slug: article.slug }));
}

export async function generateMetadata({ params }: Params): Promise<Metadata> {
  const article = await loadArticle((await params).slug);
  if (!article) return { title: 'Article not found' };
  return {
    title: article.title,
    description: article.summary,
    openGraph: {
      type: 'article',
      title: article.title,
      description: article.summary,
      publishedTime: article.date,
    },
  };
}

export default async function ArticlePage({ params }: Params) {
  const article = await loadArticle((await params).slug);
  if (!article) notFound();
  return (
    <ContentPage isNarrow>
      <article>
        <PageHero
          eyebrow={<Link href={BLOG_PATH}>Blog</Link>}
          title={article.title}
          lead={article.summary}
          meta={
            <>
              <time dateTime={article.date}>{article.dateLabel}</time> · {article.readingMinutes} min read
            </>
          }
        />
        <Prose html={article.html} className={styles.articleBody} />
      </article>
      <p className={styles.back}>
        <Link className={styles.cardLink} href={BLOG_PATH}>
          ← All articles
        </Link>
      </p>
    </ContentPage>
  );
}
