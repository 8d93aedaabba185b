// GET /projects/{id}/feed.xml: a project's incidents, completed audits and large score changes as an Atom feed.
import { NextResponse, type NextRequest } from 'next/server';
import { z } from 'zod';
import { projectIdParam } from '@/contracts/projects';
import { getDb } from '@/server/db/db';
import { atomResponse } from '@/server/feeds/atom-feed';
import { projectFeed } from '@/server/feeds/project-feed';
import { route } from '@/server/http/route';
import { siteOrigin } from '@/server/http/site-origin';
import { projectBriefs } from '@/server/projects/project-briefs';

export async function GET(request: NextRequest, { params }: { params: Promise<{ id: string }> }) {
  const id = projectIdParam.safeParse((await params).id);
  return route(
    { input: z.object({}).strict(), rateLimit: { name: 'project-feed', points: 60, windowSeconds: 60 } },
    async () => {
      const db = await getDb();
      const project = id.success ? (await projectBriefs(db, [id.data])).get(id.data) : undefined;
      if (!project) return NextResponse.json({ error: 'NotFound' }, { status: 404 });
      return atomResponse(await projectFeed(db, project, siteOrigin(request)));
    },
  )(request);
}
