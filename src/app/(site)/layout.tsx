import type { ReactNode } from 'react';
import Link from 'next/link';
import { AppHeader } from '@/components/app-header';
import { SITE_NAME } from '@/config/site';
import { ProjectSearch } from '@/features/project-search/components/project-search';

export default function SiteLayout({ children }: { children: ReactNode }) {
  return (
    <>
      <AppHeader
        brand={SITE_NAME}
        isSticky
        search={<ProjectSearch />}
        nav={
          <nav aria-label="Main">
            <Link href="/" style={{ color: '#cbd5e1', textDecoration: 'none' }}>
              Leaderboard
            </Link>
          </nav>
        }
      />
      {children}
    </>
  );
}
