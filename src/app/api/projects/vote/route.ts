// GET and POST /api/projects/vote?id&vote: "Is this project safe?"; one changeable vote per account (signed in)
// or visitor and project.
import { voteInput } from '@/contracts/community';
import { handleVote } from '@/server/community/vote-handler';
import { route } from '@/server/http/route';

export const dynamic = 'force-dynamic';

const VOTE_LIMIT = { name: 'votes', points: 30, windowSeconds: 60 };

export const GET = route(
  { auth: 'optional', input: voteInput, rateLimit: VOTE_LIMIT, sameSite: true },
  ({ request, input, user }) => handleVote(request, input, user),
);
export const POST = route(
  { auth: 'optional', input: voteInput, rateLimit: VOTE_LIMIT, sameSite: true },
  ({ request, input, user }) => handleVote(request, input, user),
);
