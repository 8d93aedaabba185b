import type { MetadataRoute } from 'next';
import { siteBaseUrl } from '@/config/base-url';
import { BLOG_PATH, PUBLIC_PAGES } from '@/config/site';
import { listArticles } from '@/server/content/list-articles';

// Rendered per request: the base URL is configuration read when the server starts, not when it was built.
export const dynamic = 'force-dynamic';

/** /sitemap.xml: every public page and every blog article (account and sign-in pages are left out). */
export default async function sitemap(): Promise<MetadataRoute.Sitemap> {
  const base = siteBaseUrl();
  const articles = await listArticles();
  return [
    ...PUBLIC_PAGES.map((path) => ({ url: `${base}${path}` })),
    ...articles.map((article) => ({
      url: `${base}${BLOG_PATH}/${article.slug}`,
      lastModified: article.date,
    })),
  ];
}
