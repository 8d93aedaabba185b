// GET /badge/{projectId}.svg: a project's score badge, to embed in a README or a website (linking back to the
// project page). Public, cached by browsers and proxies for 10 minutes, with an ETag for cheap revalidation.
import { LRUCache } from 'lru-cache';
import { z } from 'zod';
import { CONTENT_CACHE_CONTROL } from '@/config/shared-cache';
import { renderBadge } from '@/server/badges/render-badge';
import { getDb } from '@/server/db/db';
import { conditionalAnswer, etagOf } from '@/server/http/conditional-get';
import { projectBadgeFacts } from '@/server/projects/project-briefs';

const BADGE_MAX_AGE_SECONDS = 600;
// Drawn badges kept per instance for a minute: a popular README asks for the same badge again and again.
const drawn = new LRUCache<string, { svg: string; etag: string } | 'missing'>({ max: 5_000, ttl: 60_000 });

const badgeFile = z
  .string()
  .max(204)
  .regex(/^[a-z0-9-]+\.svg$/);

const notFound = () =>
  Response.json({ error: 'NotFound' }, { status: 404, headers: { 'cache-control': 'no-store' } });

async function draw(projectId: string) {
  const cached = drawn.get(projectId);
  if (cached) return cached;
  const project = await projectBadgeFacts(await getDb(), projectId);
  const badge = project
    ? (() => {
        const svg = renderBadge(project);
        return { svg, etag: etagOf(svg) };
      })()
    : ('missing' as const);
  drawn.set(projectId, badge);
  return badge;
}

export async function GET(request: Request, { params }: { params: Promise<{ file: string }> }) {
  const file = badgeFile.safeParse((await params).file);
  if (!file.success) return notFound();
  const badge = await draw(file.data.slice(0, -'.svg'.length));
  if (badge === 'missing') return notFound();
  return conditionalAnswer(request, {
    body: badge.svg,
    etag: badge.etag,
    headers: {
      'content-type': 'image/svg+xml; charset=utf-8',
      'cache-control': `max-age=${BADGE_MAX_AGE_SECONDS}, ${CONTENT_CACHE_CONTROL}`,
      // Embedded on other sites: any page may show it.
      'cross-origin-resource-policy': 'cross-origin',
    },
  });
}
