import type { MetadataRoute } from 'next';
import { siteBaseUrl } from '@/config/base-url';

// Rendered per request: the base URL is configuration read when the server starts, not when it was built.
export const dynamic = 'force-dynamic';

/** /robots.txt: everything may be crawled except the API and the signed-in pages. */
export default function robots(): MetadataRoute.Robots {
  const base = siteBaseUrl();
  return {
    rules: { userAgent: '*', allow: '/', disallow: ['/api/', '/my/'] },
    sitemap: `${base}/sitemap.xml`,
  };
}
