import type { ProjectFacts } from '@/contracts/project-detail';
import { formatUsdCompact } from '@/lib/format';

const panel = {
  background: '#ffffff',
  border: '1px solid #e2e8f0',
  borderRadius: 12,
  padding: 16,
  minWidth: 0,
} as const;
const muted = { color: '#64748b', fontSize: 13 } as const;

function Evidence({
  fact,
  label,
}: {
  fact: { asOf: string; evidenceUrl: string | null; source: string };
  label: string;
}) {
  return (
    <span style={muted}>
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
            className="underlined"
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
    <section id="team-and-bounty" aria-labelledby="team-and-bounty-title" style={panel}>
      <h2 id="team-and-bounty-title" style={{ margin: '0 0 8px', fontSize: 17 }}>
        KYC and bug bounty
      </h2>
      <dl style={{ margin: 0, display: 'grid', gridTemplateColumns: 'auto 1fr', columnGap: 12, rowGap: 8 }}>
        <dt style={{ fontWeight: 600 }}>Team KYC</dt>
        <dd style={{ margin: 0 }}>
          {facts.kyc ? (
            <>
              {facts.kyc.level === 'none' ? 'Not KYC-verified' : `Verified: ${facts.kyc.level}`}
              <Evidence fact={facts.kyc} label="Evidence" />
            </>
          ) : (
            'No KYC on record'
          )}
        </dd>
        <dt style={{ fontWeight: 600 }}>Bug bounty</dt>
        <dd style={{ margin: 0 }}>
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
