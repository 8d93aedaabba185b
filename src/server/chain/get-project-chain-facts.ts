import 'server-only';
import { getAddress } from 'viem';
import { chainBySlug } from '@/config/chains';
import { env, type Env } from '@/config/env';
import { projectChainFacts, type ContractReport, type ProjectChainFacts } from '@/contracts/chain';
import type { EvidenceLinkView } from '@/contracts/project-detail';
import { shortAddress } from '@/lib/chain/words';
import { describeReport } from './describe-contract';
import { governanceOf } from './governance';
import { addressLink } from '@/lib/explorer-links';
import type { Executor } from '../db/client';
import { endpointOf, notConfiguredReason } from './endpoints';
import { contractKey, listTrackedContracts, storedReadings } from './list-tracked-contracts';

/** The latest reading of every tracked contract of a project, as its page and the API show them. */
async function latestReadings(db: Executor, projectId: string, config: Env) {
  const tracked = await listTrackedContracts(db, [projectId]);
  const byKey = await storedReadings(db, tracked);
  return tracked.map((contract) => {
    const row = byKey.get(contractKey(contract));
    const base = {
      chain: contract.chain.slug as ContractReport['chain'],
      chainName: contract.chain.name,
      chainId: contract.chain.chainId,
      address: getAddress(contract.address),
    };
    const isConfigured = endpointOf(contract.chain, config) !== null;
    const report: ContractReport =
      row?.lastRead ??
      row?.lastAttempt ??
      ({
        ...base,
        state: 'not_read',
        reason: isConfigured
          ? 'not read yet: the next monitoring cycle reads it'
          : notConfiguredReason(contract.chain),
      } as const);
    const lastFailure =
      row?.lastRead && row.lastAttempt.state !== 'read'
        ? {
            reason: row.lastAttempt.state === 'unreadable' ? row.lastAttempt.reason : 'not read',
            at: row.attemptedAt.toISOString(),
          }
        : null;
    return { report, lastFailure };
  });
}

/** A project's on-chain facts: its contracts' readings in words, and the weakest control over them. */
export async function getProjectChainFacts(
  db: Executor,
  projectId: string,
  config: Env = env(),
): Promise<ProjectChainFacts> {
  const readings = await latestReadings(db, projectId, config);
  const reports = readings.map((reading) => reading.report);
  const read = reports.filter((report) => report.state === 'read');
  const governance = governanceOf(read);
  const control =
    read.length === 0
      ? null
      : governance.hasNoAdmin
        ? 'No one can upgrade, own or administer the contracts read.'
        : governance.signers === null
          ? 'The weakest control over the contracts read is not known.'
          : `The weakest control needs ${governance.signers === 1 ? 'a single signature' : `${governance.signers} signatures`}${
              governance.timelockHours === null
                ? ''
                : governance.timelockHours === 0
                  ? ', with no timelock'
                  : `, behind a ${governance.timelockHours}-hour timelock`
            }.`;
  const list = (names: string[]) =>
    names.length <= 1 ? (names[0] ?? '') : `${names.slice(0, -1).join(', ')} and ${names.at(-1)}`;
  const chainsOf = (isConfigured: boolean) => [
    ...new Set(
      readings
        .filter(({ report }) => (endpointOf(chainBySlug(report.chain)!, config) !== null) === isConfigured)
        .map(({ report }) => report.chainName),
    ),
  ];
  const notRead =
    reports.length === 0 || reports.some((report) => report.state !== 'not_read')
      ? null
      : `not read: ${[
          chainsOf(false).length ? `this server has no RPC endpoint for ${list(chainsOf(false))}` : null,
          chainsOf(true).length
            ? `not yet read on ${list(chainsOf(true))}, which the next monitoring cycle reads`
            : null,
        ]
          .filter(Boolean)
          .join('; ')}`;
  return projectChainFacts.parse({
    notRead,
    contracts: readings.map(({ report, lastFailure }) => ({
      chain: report.chain,
      chainName: report.chainName,
      address: report.address,
      report,
      summary: describeReport(report),
      lastFailure,
    })),
    control,
  });
}

/** The evidence of the governance signals: each contract read, on its explorer, and the block it was read at. */
export async function loadGovernanceEvidence(db: Executor, projectId: string): Promise<EvidenceLinkView[]> {
  const readings = await latestReadings(db, projectId, env());
  return readings.flatMap(({ report }) =>
    report.state !== 'read'
      ? []
      : [
          {
            label: `${shortAddress(report.address)} on ${report.chainName}, read at block ${report.block.number}`,
            url: addressLink(report.chainName, report.address).url,
          },
          { label: `Block ${report.block.number} on ${report.chainName}`, url: report.block.url },
        ],
  );
}
