import 'server-only';
import { loadArticles, type ArticleSummary } from './load-articles';

/** The blog's articles, newest first, without their text. */
export async function listArticles(): Promise<ArticleSummary[]> {
  const articles = await loadArticles();
  return articles.map(({ body: _body, ...summary }) => summary);
}
