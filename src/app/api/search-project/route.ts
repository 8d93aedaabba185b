// GET /api/search-project?keyword&page&perPage: projects by name, ticker or address; trending under 2 characters.
import { searchProjectQuery } from '@/contracts/projects';
import { getDb } from '@/server/db/db';
import { route } from '@/server/http/route';
import { visitorOf } from '@/server/http/visitor';
import { searchProjects } from '@/server/projects/search-projects';

export const dynamic = 'force-dynamic';

export const GET = route({ input: searchProjectQuery }, async ({ input, request }) =>
  searchProjects(await getDb(), input, { visitorId: visitorOf(request) }),
);
