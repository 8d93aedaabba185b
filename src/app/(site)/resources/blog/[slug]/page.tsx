import type { Metadata } from 'next';
import Link from 'next/link';
import { BLOG_PATH, MAIN_CONTENT_ID } from '@/config/site';
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
    <main id={MAIN_CONTENT_ID} className="page page--narrow">
      <article>
        <header className="page-hero">
          <p className="page-eyebrow">
            <Link href={BLOG_PATH} style={{ color: 'inherit' }}>
              Blog
            </Link>
          </p>
          <h1 className="page-title">{article.title}</h1>
          <p className="page-lead">{article.summary}</p>
          <p className="page-meta">
            <time dateTime={article.date}>{article.dateLabel}</time> · {article.readingMinutes} min read
          </p>
        </header>
        {/* Rendered from Markdown on the server with every piece of source text escaped (server/content/markdown). */}
        <div className="prose" style={{ marginTop: 32 }} dangerouslySetInnerHTML={{ __html: article.html }} />
      </article>
      <p style={{ marginTop: 40 }}>
        <Link className="card-link" href={BLOG_PATH}>
          ← All articles
        </Link>
      </p>
    </main>
  );
}
