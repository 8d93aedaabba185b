import type { ReactNode } from 'react';

interface DiscoveryCardProps {
  readonly id: string;
  readonly title: string;
  readonly subtitle: string;
  readonly emptyText: string;
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
    <section
      id={id}
      aria-labelledby={`${id}-title`}
      style={{
        background: '#ffffff',
        border: '1px solid #e2e8f0',
        borderRadius: 12,
        padding: 16,
        display: 'flex',
        flexDirection: 'column',
        gap: 8,
        minWidth: 0,
      }}
    >
      <header style={{ display: 'flex', alignItems: 'baseline', justifyContent: 'space-between', gap: 8 }}>
        <div>
          <h2 id={`${id}-title`} style={{ fontSize: 17, margin: 0 }}>
            {title}
          </h2>
          <p style={{ margin: '2px 0 0', color: '#64748b', fontSize: 13 }}>{subtitle}</p>
        </div>
        {action}
      </header>
      {isEmpty ? <p style={{ color: '#64748b', margin: '8px 0' }}>{emptyText}</p> : children}
    </section>
  );
}
