import type { CorrectionLogEntry } from '@/contracts/corrections';
import styles from './corrections.module.css';

const STATUS_WORDS = { pending: 'Under review', accepted: 'Accepted', rejected: 'Rejected' } as const;
const dayOf = (iso: string) => iso.slice(0, 10);

/** One request as the public sees it: what was asked, by whom (never an e-mail), the decision and when. */
export function CorrectionLogItem({ entry }: { readonly entry: CorrectionLogEntry }) {
  return (
    <li className={styles.entry} aria-label={`Correction #${entry.id}`}>
      <div>
        <strong>#{entry.id}</strong> {entry.claimKind}: {entry.claimSummary}
      </div>
      <div className={styles.meta}>
        Asked by {entry.requester} on <time dateTime={entry.requestedAt}>{dayOf(entry.requestedAt)}</time>
      </div>
      <p className={styles.reason}>{entry.reason}</p>
      {entry.evidenceUrls.length > 0 && (
        <ul className={styles.links} aria-label="Evidence">
          {entry.evidenceUrls.map((url) => (
            <li key={url}>
              <a href={url} rel="noopener noreferrer nofollow ugc" target="_blank">
                {url}
              </a>
            </li>
          ))}
        </ul>
      )}
      <div>
        <span className={styles[entry.status]}>{STATUS_WORDS[entry.status]}</span>
        {entry.decidedAt && (
          <>
            {' '}
            on <time dateTime={entry.decidedAt}>{dayOf(entry.decidedAt)}</time>
          </>
        )}
        {entry.decisionReason && <span>: {entry.decisionReason}</span>}
      </div>
    </li>
  );
}
