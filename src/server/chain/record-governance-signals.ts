import 'server-only';
import { and, eq, inArray } from 'drizzle-orm';
import { DAY_MS } from '@/config/constants';
import type { ContractReport } from '@/contracts/chain';
import type { SignalMeasurement } from '@/contracts/signals';
import { GOVERNANCE_SIGNALS, governanceOf } from './governance';
import { addressLink } from '@/lib/explorer-links';
import type { Db } from '../db/client';
import { signals } from '../db/schema';
import { recordSignals } from '../scores/record-signals';

/** The source of a signal read on the chain: 'chain:ethereum+arbitrum'. */
export const chainSource = (reports: readonly ContractReport[]) =>
  `chain:${[...new Set(reports.map((report) => report.chain))].sort().join('+')}`;

/**
 * Records a project's governance signals from the latest readings of its contracts, through the score's one
 * recording path (the score is recomputed with them): the fewest signatures and the shortest timelock of any way
 * to act as administrator, and the privileged functions found. A value that is unknown is not recorded (the last
 * one stays); nothing is recorded when nothing changed and the last measurement is less than a day old. Answers
 * whether it recorded.
 */
export async function recordGovernanceSignals(
  db: Db,
  projectId: string,
  reports: readonly ContractReport[],
  now: Date,
): Promise<boolean> {
  const read = reports.filter((report) => report.state === 'read');
  if (read.length === 0) return false;
  const governance = governanceOf(reports);
  const newest = Math.max(...read.map((report) => new Date(report.block.timestamp).getTime()));
  const measuredAt = new Date(Math.min(newest, now.getTime()));
  const first = read[0]!;
  const evidenceUrl = addressLink(first.chainName, first.address).url;
  const source = chainSource(read);
  const values: Record<(typeof GOVERNANCE_SIGNALS)[number], number | null> = {
    multisig_threshold: governance.signers,
    timelock_hours: governance.timelockHours,
    privileged_functions: governance.privilegedFunctions,
  };
  const stored = new Map(
    (
      await db
        .select({ key: signals.key, value: signals.value, measuredAt: signals.measuredAt })
        .from(signals)
        .where(and(eq(signals.projectId, projectId), inArray(signals.key, [...GOVERNANCE_SIGNALS])))
    ).map((row) => [row.key, row]),
  );
  const measurements: SignalMeasurement[] = [];
  for (const key of GOVERNANCE_SIGNALS) {
    const value = values[key];
    if (value === null) continue;
    const previous = stored.get(key);
    const isFresh = previous?.measuredAt && now.getTime() - previous.measuredAt.getTime() < DAY_MS;
    if (previous?.value === value && isFresh) continue;
    measurements.push({ key, value, measuredAt, evidenceUrl, source });
  }
  if (measurements.length === 0) return false;
  await recordSignals(db, { projectId, measurements }, now);
  return true;
}
