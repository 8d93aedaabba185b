import type { ReactNode } from 'react';

interface DiscoveryCardProps {
  readonly id: string;
  readonly title: string;
  readonly subtitle: string;
  readonly emptyText: ReactNode;
  readonly isEmpty: boolean;
  readonly action?: ReactNode;
  readonly children: ReactNode;
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
    <section id={id} aria-labelledby={`${id}-title`} className="discovery-card">
      <header className="discovery-card__header">
        <div>
          <h2 id={`${id}-title`}>{title}</h2>
          <p>{subtitle}</p>
        </div>
        {action}
      </header>
      {isEmpty ? <p className="discovery-card__empty">{emptyText}</p> : children}
    </section>
  );
}
