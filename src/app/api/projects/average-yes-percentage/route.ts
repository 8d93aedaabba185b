// GET /api/projects/average-yes-percentage?id: the share of 'yes' votes, the count, and the asker's own vote.
import { voteSummaryQuery } from '@/contracts/community';
import { getVoteSummary } from '@/server/community/vote-summary';
import { getDb } from '@/server/db/db';
import { route } from '@/server/http/route';
import { voterKeyOf } from '@/server/community/vote-handler';
import { visitorOf } from '@/server/http/visitor';

export const dynamic = 'force-dynamic';

export const GET = route({ auth: 'optional', input: voteSummaryQuery }, async ({ request, input, user }) => {
  const visitorId = visitorOf(request);
  return getVoteSummary(
    await getDb(),
    input.id,
    user || visitorId ? voterKeyOf(user, visitorId ?? '') : null,
  );
});
