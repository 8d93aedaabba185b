import type { CorrectableClaim, CorrectionLogEntry } from '@/contracts/corrections';
import { CorrectionLogItem } from './correction-log';
import { RequestCorrectionButton } from './request-correction-button';
import { ProveOwnership } from './prove-ownership';
import styles from './corrections.module.css';

interface ProjectCorrectionsProps {
  readonly projectId: string;
  readonly projectName: string;
  /** The project has a website to prove ownership of. */
  readonly hasWebsite: boolean;
  readonly claims: readonly CorrectableClaim[];
  readonly log: readonly CorrectionLogEntry[];
}

const GROUPS = [
  { kind: 'incident', title: 'Incidents' },
  { kind: 'audit', title: 'Audits' },
  { kind: 'signal', title: 'Signals' },
  { kind: 'fact', title: 'Project facts' },
] as const;

function ClaimList({ claims, projectId }: { claims: readonly CorrectableClaim[]; projectId: string }) {
  return (
    <ul className={styles.claims}>
      {claims.map((claim) => (
        <li key={`${claim.kind}-${claim.ref}`} className={styles.claim}>
          <span>{claim.summary}</span>
          <RequestCorrectionButton projectId={projectId} claim={claim} />
        </li>
      ))}
    </ul>
  );
}

/**
 * The Corrections section of a project page: each claim with its "Request a correction" action, and the public
 * log of the requests and their decisions.
 */
export function ProjectCorrections({
  projectId,
  projectName,
  hasWebsite,
  claims,
  log,
}: ProjectCorrectionsProps) {
  return (
    <section id="corrections" aria-labelledby="corrections-title" className={styles.section}>
      <h2 id="corrections-title" className={styles.title}>
        Corrections
      </h2>
      <p className={styles.lead}>
        Something on this page about {projectName} wrong? Signed-in users can ask for a correction with a
        reason and evidence; staff decide, and every request and decision is shown here.
      </p>
      {GROUPS.map(({ kind, title }) => {
        const own = claims.filter((claim) => claim.kind === kind);
        if (own.length === 0) return null;
        return kind === 'signal' ? (
          <details key={kind}>
            <summary className={styles.group}>
              {title} ({own.length})
            </summary>
            <ClaimList claims={own} projectId={projectId} />
          </details>
        ) : (
          <div key={kind}>
            <h3 className={styles.group}>{title}</h3>
            <ClaimList claims={own} projectId={projectId} />
          </div>
        );
      })}
      {hasWebsite && <ProveOwnership projectId={projectId} />}
      <h3 className={styles.group}>Corrections log</h3>
      {log.length === 0 ? (
        <p className={styles.meta}>No correction has been asked for yet.</p>
      ) : (
        <ol className={styles.log} aria-label="Corrections log">
          {log.map((entry) => (
            <CorrectionLogItem key={entry.id} entry={entry} />
          ))}
        </ol>
      )}
    </section>
  );
}
