import Link from 'next/link';
import styles from './no-audit-in-progress.module.css';

/**
 * The empty state of the audits in the works: no public source lists audits in progress, so none is shown
 * rather than made up, and a visitor can ask for one (?quote=1 opens the quote request on any page).
 */
export function NoAuditInProgress() {
  return (
    <>
      No audit in progress —{' '}
      <Link href="?quote=1" scroll={false} className={styles.link}>
        request one
      </Link>
    </>
  );
}
