import 'server-only';
import type { ContractReport, Controller } from '@/contracts/chain';

// The weakest way to act as administrator of a set of contracts, read from their facts: how many signatures it
// needs and how long a timelock makes it wait. Unknown parts are unknown: a value is given only when no unknown
// path could be weaker than it.

/** The methodology's signals that the chain measures. */
export const GOVERNANCE_SIGNALS = ['multisig_threshold', 'timelock_hours', 'privileged_functions'] as const;

/** One way to use a power: the signatures it needs (null: unknown) and the delays on the way. */
export interface ControlPath {
  readonly signers: number | null;
  readonly delaySeconds: number;
  /** The address that holds the power at the end of the path (the key, the Safe). */
  readonly holder: string;
}

/** The ways to use the powers a controller holds. Nobody (renounced) holds none. */
export function controlPaths(controller: Controller, delaySeconds = 0): ControlPath[] {
  const unknown = [{ signers: null, delaySeconds, holder: controller.address }];
  switch (controller.kind) {
    case 'nobody':
      return [];
    case 'key':
      return [{ signers: 1, delaySeconds, holder: controller.address }];
    case 'safe':
      return controller.threshold
        ? [{ signers: controller.threshold, delaySeconds, holder: controller.address }]
        : unknown;
    case 'timelock': {
      const after = delaySeconds + (controller.minDelaySeconds ?? 0);
      if (!controller.proposers) return [{ signers: null, delaySeconds: after, holder: controller.address }];
      return controller.proposers.flatMap((proposer) => controlPaths(proposer, after));
    }
    case 'contract':
      return controller.owner ? controlPaths(controller.owner, delaySeconds) : unknown;
  }
}

/** Every path of a reading: through who upgrades, the owner and the admin role; unknown when a fact is unread. */
export function reportPaths(report: ContractReport): ControlPath[] {
  const unknown = (): ControlPath[] => [{ signers: null, delaySeconds: 0, holder: report.address }];
  if (report.state !== 'read') return unknown();
  const { upgrader, owner, admins } = report.facts;
  const paths: ControlPath[] = [];
  for (const fact of [upgrader, owner]) {
    if (fact.state === 'unreadable') paths.push(...unknown());
    else if (fact.value) paths.push(...controlPaths(fact.value));
  }
  if (admins.state === 'unreadable') paths.push(...unknown());
  else for (const holder of admins.value?.holders ?? []) paths.push(...controlPaths(holder));
  return paths;
}

export interface GovernanceFacts {
  /** Fewest signatures of any path; null when unknown or when nobody holds any power. */
  readonly signers: number | null;
  /** Shortest delay of any path, in hours; null when unknown or when nobody holds any power. */
  readonly timelockHours: number | null;
  /** Privileged functions of the contracts read; null when one could not be read. */
  readonly privilegedFunctions: number | null;
  /** True when no path to any power exists: not upgradeable, no owner, no admin. */
  readonly hasNoAdmin: boolean;
  /** The holder of the weakest path, when known. */
  readonly weakestHolder: string | null;
}

/** The weakest control over a project's contracts, as the governance signals measure it. */
export function governanceOf(reports: readonly ContractReport[]): GovernanceFacts {
  const paths = reports.flatMap(reportPaths);
  const known = paths.filter((path) => path.signers !== null);
  const unknown = paths.filter((path) => path.signers === null);
  const fewest = known.length ? Math.min(...known.map((path) => path.signers!)) : null;
  const shortest = known.length ? Math.min(...known.map((path) => path.delaySeconds)) : null;
  // An unknown path could need a single signature (never fewer) and no more delay than it has so far.
  const signers = fewest !== null && (unknown.length === 0 || fewest === 1) ? fewest : null;
  const delay = shortest !== null && unknown.every((path) => path.delaySeconds >= shortest) ? shortest : null;
  const weakest = known
    .filter((path) => path.signers === fewest)
    .sort((a, b) => a.delaySeconds - b.delaySeconds)[0];
  const counts = reports.map((report) =>
    report.state === 'read' && report.facts.privileged.state === 'read'
      ? report.facts.privileged.value.functions.length
      : null,
  );
  return {
    signers,
    timelockHours: delay === null ? null : Math.round((delay / 3600) * 100) / 100,
    privilegedFunctions: counts.some((count) => count === null)
      ? null
      : counts.reduce<number>((sum, n) => sum + n!, 0),
    hasNoAdmin: paths.length === 0,
    weakestHolder: weakest?.holder ?? null,
  };
}
