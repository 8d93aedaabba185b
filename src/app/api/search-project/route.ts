// GET /api/search-project?keyword&page&perPage: projects by name, ticker or address; trending under 2 characters.
import { searchProjectQuery } from '@/contracts/projects';
import { getDb } from '@/server/db/db';
import { addressKeyOf } from '@/server/http/address-key';
import { clientKey } from '@/server/http/rate-limit';
import { route } from '@/server/http/route';
import { visitorOf } from '@/server/http/visitor';
import { searchProjects } from '@/server/projects/search-projects';

export const dynamic = 'force-dynamic';

// A search box sends a request per pause in typing: two a second for a minute is more than a person types, and a
// script repeating searches to move the trending list is held to it.
const SEARCH_LIMIT = { name: 'searches', points: 120, windowSeconds: 60 };

export const GET = route({ input: searchProjectQuery, rateLimit: SEARCH_LIMIT }, async ({ input, request }) =>
  searchProjects(await getDb(), input, {
    visitorId: visitorOf(request),
    addressKey: addressKeyOf(clientKey(request.headers)),
  }),
);
