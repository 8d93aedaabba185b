import type { ReactNode } from 'react';
import Link from 'next/link';
import styles from './discovery-card.module.css';

interface DiscoveryCardProps {
  readonly id: string;
  readonly title: string;
  readonly subtitle: string;
  readonly emptyText: ReactNode;
  readonly isEmpty: boolean;
  readonly action?: ReactNode;
  readonly children: ReactNode;
}

/** A link below a card's list, to all of its kind. */
export function DiscoveryMoreLink({ href, children }: { href: string; children: ReactNode }) {
  return (
    <Link href={href} className={styles.more}>
      {children}
    </Link>
  );
}

/** A titled card of the home page; each one is a guided-tour target (its id). */
export function DiscoveryCard({
  id,
  title,
  subtitle,
  emptyText,
  isEmpty,
  action,
  children,
}: DiscoveryCardProps) {
  return (
    <section id={id} aria-labelledby={`${id}-title`} className={styles.card}>
      <header className={styles.header}>
        <div>
          <h2 id={`${id}-title`}>{title}</h2>
          <p>{subtitle}</p>
        </div>
        {action}
      </header>
      {isEmpty ? <p className={styles.empty}>{emptyText}</p> : children}
    </section>
  );
}
