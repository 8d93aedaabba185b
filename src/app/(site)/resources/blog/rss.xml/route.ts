// GET /resources/blog/rss.xml: the blog as an RSS 2.0 feed, with absolute links on the origin of the request.
import { listArticles } from '@/server/content/list-articles';
import { renderRssFeed } from '@/server/content/render-rss-feed';
import { requestOrigin } from '@/server/http/request-origin';

export const dynamic = 'force-dynamic';

export async function GET(request: Request): Promise<Response> {
  const xml = renderRssFeed(requestOrigin(request), await listArticles());
  return new Response(xml, {
    headers: {
      'content-type': 'application/rss+xml; charset=utf-8',
      'cache-control': 'public, max-age=3600',
      // The links depend on the host asked for: a shared cache must not serve one host's feed for another.
      vary: 'Host, X-Forwarded-Host, X-Forwarded-Proto',
    },
  });
}
