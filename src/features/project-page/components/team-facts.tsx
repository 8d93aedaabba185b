import type { ProjectFacts } from '@/contracts/project-detail';
import { formatUsdCompact } from '@/lib/format';
import panel from './panel.module.css';
import styles from './team-facts.module.css';

function Evidence({
  fact,
  label,
}: {
  fact: { asOf: string; evidenceUrl: string | null; source: string };
  label: string;
}) {
  return (
    <span className={styles.evidence}>
      {' '}
      as of <time dateTime={fact.asOf}>{fact.asOf.slice(0, 10)}</time> · Source: {fact.source}
      {fact.evidenceUrl && (
        <>
          {' '}
          ·{' '}
          <a
            href={fact.evidenceUrl}
            rel="noopener noreferrer nofollow"
            target="_blank"
            className={panel.underlined}
          >
            {label}
          </a>
        </>
      )}
    </span>
  );
}

/**
 * The team's KYC and the bug-bounty programme of a project. No public data set records either, so a project
 * shows them only when a deployment imported them (`facts`), and says plainly when none is on record.
 */
export function TeamFacts({ facts }: { facts: ProjectFacts }) {
  return (
    <section id="team-and-bounty" aria-labelledby="team-and-bounty-title" className={panel.panel}>
      <h2 id="team-and-bounty-title" className={styles.title}>
        KYC and bug bounty
      </h2>
      <dl className={styles.facts}>
        <dt>Team KYC</dt>
        <dd>
          {facts.kyc ? (
            <>
              {facts.kyc.level === 'none' ? 'Not KYC-verified' : `Verified: ${facts.kyc.level}`}
              <Evidence fact={facts.kyc} label="Evidence" />
            </>
          ) : (
            'No KYC on record'
          )}
        </dd>
        <dt>Bug bounty</dt>
        <dd>
          {facts.bugBounty ? (
            <>
              {facts.bugBounty.value > 0
                ? `Rewards up to ${formatUsdCompact(facts.bugBounty.value)}`
                : 'No reward offered'}
              <Evidence fact={facts.bugBounty} label="Programme" />
            </>
          ) : (
            'No bug bounty on record'
          )}
        </dd>
      </dl>
    </section>
  );
}
