// POST /api/security-alerts/report: Report Incident; stores a reported incident for staff review.
import { reportIncidentInput, reportIncidentResult } from '@/contracts/incidents';
import { getDb } from '@/server/db/db';
import { route } from '@/server/http/route';
import { reportIncident } from '@/server/security/report-incident';

// Reports are read by people: a handful an hour per address is plenty and keeps the queue clean.
export const POST = route(
  {
    auth: 'optional',
    input: reportIncidentInput,
    output: reportIncidentResult,
    rateLimit: { name: 'incident-reports', points: 5, windowSeconds: 3600 },
  },
  async ({ input, user }) => reportIncident(await getDb(), { ...input, accountEmail: user?.email }),
);
