import Link from 'next/link';
import type { ReactNode } from 'react';

interface AppHeaderProps {
  readonly brand: string;
  readonly search?: ReactNode;
  readonly nav?: ReactNode;
  /** The site pages keep their header at the top; home scrolls its own away. */
  readonly isSticky?: boolean;
}

/** The top bar: brand, optional navigation, and the project search on the right. */
export function AppHeader({ brand, search, nav, isSticky = false }: AppHeaderProps) {
  return (
    <header
      style={{
        ...(isSticky ? { position: 'sticky' as const, top: 0, zIndex: 10 } : {}),
        display: 'flex',
        alignItems: 'center',
        gap: 24,
        padding: '14px 24px',
        background: '#0b1220',
        color: '#ffffff',
      }}
    >
      <Link href="/" style={{ fontWeight: 800, fontSize: 20, textDecoration: 'none', color: '#ffffff' }}>
        {brand}
      </Link>
      {nav}
      {search && <div style={{ marginLeft: 'auto' }}>{search}</div>}
    </header>
  );
}
