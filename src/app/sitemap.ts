import type { MetadataRoute } from 'next';
import { siteBaseUrl } from '@/config/base-url';
import { BLOG_PATH, PUBLIC_PAGES } from '@/config/site';
import { listArticles } from '@/server/content/list-articles';
import { getDb } from '@/server/db/db';
import { listProjectIds } from '@/server/projects/list-project-ids';
import { escapeXmlText } from '@/server/xml/xml-document';

// Rendered per request: the base URL is configuration read when the server starts, not when it was built.
export const dynamic = 'force-dynamic';

/**
 * /sitemap.xml: every public page, every project page (rated or not) and every blog article (account and sign-in
 * pages are left out). Next writes each `url` into the XML as it is given: it is escaped here, by the rule of
 * every XML the site writes.
 */
export default async function sitemap(): Promise<MetadataRoute.Sitemap> {
  const base = siteBaseUrl();
  const [articles, projectIds] = await Promise.all([listArticles(), listProjectIds(await getDb())]);
  const entry = (path: string, lastModified?: string) => ({
    url: escapeXmlText(`${base}${path}`),
    ...(lastModified ? { lastModified } : {}),
  });
  return [
    ...PUBLIC_PAGES.map((path) => entry(path)),
    ...projectIds.map((id) => entry(`/projects/${encodeURIComponent(id)}`)),
    ...articles.map((article) => entry(`${BLOG_PATH}/${article.slug}`, article.date)),
  ];
}
