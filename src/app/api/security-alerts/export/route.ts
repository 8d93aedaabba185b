// GET /api/security-alerts/export?year=&chain=&category=&project=&sort=&order=: the filtered incidents as CSV.
import { securityAlertsQuery } from '@/contracts/security-alerts';
import { getDb } from '@/server/db/db';
import { csvResponse } from '@/server/http/csv-response';
import { route } from '@/server/http/route';
import { siteOrigin } from '@/server/http/site-origin';
import { exportSecurityAlerts } from '@/server/security/export-security-alerts';

// Each export reads every matching incident: a cap per address keeps it from being used to load the database.
export const GET = route(
  {
    input: securityAlertsQuery,
    rateLimit: { name: 'security-alerts-export', points: 30, windowSeconds: 60 },
  },
  async ({ request, input }) => {
    return csvResponse(
      await exportSecurityAlerts(await getDb(), input, siteOrigin(request)),
      'security-alerts',
    );
  },
);
