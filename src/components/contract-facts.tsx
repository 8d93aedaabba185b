import type { ChainEvidence, ContractReport, Controller } from '@/contracts/chain';
import { shortAddress } from '@/lib/chain/words';
import { formatNumber } from '@/lib/format';
import styles from './contract-facts.module.css';

interface ContractFactsProps {
  readonly report: ContractReport;
  /** The facts in plain words (describeReport). */
  readonly summary: readonly string[];
  /** The last attempt failed after this reading: why, and when. */
  readonly lastFailure?: { reason: string; at: string } | null;
  /** The heading's level in the page. */
  readonly headingLevel?: 2 | 3;
}

/** The reads that tell what a holder of a power is: its own, its owner's, its proposers'. */
function controllerReads(controller: Controller | null | undefined): ChainEvidence[] {
  if (!controller) return [];
  return [
    ...controller.evidence,
    ...controllerReads(controller.owner),
    ...(controller.proposers ?? []).flatMap(controllerReads),
  ];
}

/** Every read behind the facts, once each: what was read, from which contract, on the explorer. */
function readsOf(report: Extract<ContractReport, { state: 'read' }>): ChainEvidence[] {
  const { upgrader, owner, admins } = report.facts;
  const holders = [
    ...(upgrader.state === 'read' ? [upgrader.value] : []),
    ...(owner.state === 'read' ? [owner.value] : []),
    ...(admins.state === 'read' ? (admins.value?.holders ?? []) : []),
  ];
  const all = [
    ...Object.values(report.facts).flatMap((fact) =>
      typeof fact === 'object' && fact.state === 'read' ? fact.evidence : [],
    ),
    ...holders.flatMap(controllerReads),
  ];
  const seen = new Set<string>();
  return all.filter((evidence) => {
    const key = `${evidence.address}:${evidence.read}`;
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}

/** One contract's facts read from its chain, in plain words, with the block and each read as evidence. */
export function ContractFacts({ report, summary, lastFailure, headingLevel = 3 }: ContractFactsProps) {
  const Heading = `h${headingLevel}` as const;
  const title = `${shortAddress(report.address)} on ${report.chainName}`;
  return (
    <article className={styles.facts} aria-label={`Contract ${report.address} on ${report.chainName}`}>
      <Heading className={styles.heading}>{title}</Heading>
      {report.state === 'read' ? (
        <>
          <p className={styles.block}>
            Read at block{' '}
            {report.block.url ? (
              <a className={styles.link} href={report.block.url} rel="noopener noreferrer" target="_blank">
                {formatNumber(report.block.number)}
              </a>
            ) : (
              formatNumber(report.block.number)
            )}{' '}
            ({report.block.timestamp.slice(0, 16).replace('T', ' ')} UTC)
          </p>
          <ul className={styles.summary}>
            {summary.map((line) => (
              <li key={line}>{line}</li>
            ))}
          </ul>
          {lastFailure && (
            <p className={styles.failure}>
              The last reading, at {lastFailure.at.slice(0, 16).replace('T', ' ')} UTC, could not be made:{' '}
              {lastFailure.reason}.
            </p>
          )}
          <details className={styles.evidence}>
            <summary>Evidence: the reads at block {formatNumber(report.block.number)}</summary>
            <ul>
              {readsOf(report).map((evidence) => (
                <li key={`${evidence.address}:${evidence.read}`}>
                  <code>{evidence.read}</code> of{' '}
                  {evidence.url ? (
                    <a className={styles.link} href={evidence.url} rel="noopener noreferrer" target="_blank">
                      {evidence.address}
                    </a>
                  ) : (
                    <code>{evidence.address}</code>
                  )}
                </li>
              ))}
            </ul>
          </details>
        </>
      ) : (
        <p className={styles.notRead}>{summary[0]}</p>
      )}
    </article>
  );
}
