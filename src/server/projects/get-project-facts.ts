import 'server-only';
import { and, eq, inArray, isNotNull } from 'drizzle-orm';
import { projectFacts, type ProjectFacts } from '@/contracts/project-detail';
import { KYC_LEVELS } from '@/lib/score/methodology';
import type { Executor } from '../db/client';
import { signals } from '../db/schema';

/** The team KYC and bug-bounty facts of a project, as its measured signals give them (imported `facts`). */
export async function getProjectFacts(db: Executor, projectId: string): Promise<ProjectFacts> {
  const rows = await db
    .select()
    .from(signals)
    .where(
      and(
        eq(signals.projectId, projectId),
        inArray(signals.key, ['team_kyc_level', 'bug_bounty_usd']),
        isNotNull(signals.value),
        isNotNull(signals.measuredAt),
      ),
    );
  const fact = (key: string) => {
    const row = rows.find((candidate) => candidate.key === key);
    return row
      ? {
          value: row.value!,
          asOf: row.measuredAt!.toISOString(),
          evidenceUrl: row.evidenceUrl,
          source: row.source,
        }
      : null;
  };
  const kyc = fact('team_kyc_level');
  const level = kyc ? KYC_LEVELS[Math.round(kyc.value)] : undefined;
  return projectFacts.parse({
    kyc: kyc && level ? { ...kyc, level } : null,
    bugBounty: fact('bug_bounty_usd'),
  });
}
