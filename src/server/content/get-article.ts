import 'server-only';
import { ARTICLE_SLUG, loadArticles, type ArticleSummary } from './load-articles';
import { renderMarkdown } from './markdown';

export interface Article extends ArticleSummary {
  /** The article's text as HTML in which every piece of source text is escaped. */
  readonly html: string;
}

/** One article with its text rendered, or null when no article has this slug. */
export async function getArticle(slug: string): Promise<Article | null> {
  if (!ARTICLE_SLUG.test(slug)) return null;
  const found = (await loadArticles()).find((article) => article.slug === slug);
  if (!found) return null;
  const { body, ...summary } = found;
  return { ...summary, html: renderMarkdown(body) };
}
