'use client';

import { createContext, useRef, useState, type ReactNode } from 'react';
import Link from 'next/link';
import { usePathname } from 'next/navigation';
import { SMALL_SCREEN_MAX_WIDTH } from '@/config/constants';
import { COMPANY_LINKS, PRODUCT_LINKS, type SiteLink } from '@/config/site';
import type { Announcement } from '@/contracts/shell';
import { useIsScrolledPastBanner } from '@/hooks/use-is-scrolled-past-banner';
import { useReadyControl } from '@/hooks/use-ready-control';
import { AnnouncementBanner } from './announcement-banner';
import { MenuButton, type MenuItem } from './menu-button';
import { SvgIcon } from './svg-icon';
import { buttonClass } from '@/components/button';
import styles from './app-header.module.css';

/** What the header hands its drawer: the drawer element reads it (./header-drawer.tsx). */
export interface HeaderDrawerState {
  readonly brand: string;
  readonly isOpen: boolean;
  readonly isSmallScreen: boolean;
  readonly onClose: () => void;
  readonly search?: ReactNode;
  readonly quoteButton?: ReactNode;
}

export const HeaderDrawerContext = createContext<HeaderDrawerState | null>(null);

interface AppHeaderProps {
  readonly brand: string;
  readonly announcement?: Announcement | null;
  /** The impersonation banner, shown above everything while staff act as a user. */
  readonly impersonationBanner?: ReactNode;
  readonly search?: ReactNode;
  /** Log In and Sign Up, or the avatar menu. */
  readonly account?: ReactNode;
  /**
   * The drawer of narrow screens, with its account part (./header-drawer.tsx): rendered once the menu button is
   * first pressed, so that it can load then, all of it at once.
   */
  readonly drawer?: ReactNode;
  readonly quoteButton?: ReactNode;
  /**
   * The id of the page's own banner (home's), which holds a search of its own: the header's search shows once
   * the page is scrolled to that banner's height minus 70, and is hidden until the banner has been measured.
   * Without it, the announcement banner's height counts.
   */
  readonly pageBannerId?: string;
}

const menuItems = (links: readonly SiteLink[]): MenuItem[] =>
  links.map((link) => ({ key: link.href, label: link.label, href: link.href }));

/**
 * The header: the announcement banner, Products and Company menus, Resources, the project
 * search, Request a Quote and the account; at 428 px and less, a full-height top drawer holds them instead.
 * Between that and 960 px, where the menus do not fit in the bar, the same drawer opens from the right at the
 * default drawer width.
 */
export function AppHeader({
  brand,
  announcement,
  impersonationBanner,
  search,
  account,
  drawer,
  quoteButton,
  pageBannerId,
}: AppHeaderProps) {
  const bannerRef = useRef<HTMLDivElement>(null);
  const [isDrawerOpen, setIsDrawerOpen] = useState(false);
  const [hasDrawerOpened, setHasDrawerOpened] = useState(false);
  const [isSmallScreen, setIsSmallScreen] = useState(true);
  const menuToggle = useReadyControl();
  const isSearchVisible = useIsScrolledPastBanner(pageBannerId ?? bannerRef, {
    whenUnmeasured: !pageBannerId,
    key: announcement,
  });
  const pathname = usePathname();
  const [drawerPath, setDrawerPath] = useState(pathname);
  // A navigation from inside the drawer closes it.
  if (drawerPath !== pathname) {
    setDrawerPath(pathname);
    setIsDrawerOpen(false);
  }

  return (
    <header className={styles.header}>
      {impersonationBanner}
      {announcement && <AnnouncementBanner ref={bannerRef} announcement={announcement} />}
      <div className={styles.bar}>
        <Link href="/" className={styles.brand}>
          {brand}
        </Link>
        <nav aria-label="Main" className={styles.nav}>
          <MenuButton
            items={menuItems(PRODUCT_LINKS)}
            opensOnHover
            className={buttonClass({ variant: 'text', className: styles.link })}
          >
            Products <SvgIcon name="down" />
          </MenuButton>
          <Link href="/resources" className={styles.link}>
            Resources
          </Link>
          <MenuButton
            items={menuItems(COMPANY_LINKS)}
            opensOnHover
            className={buttonClass({ variant: 'text', className: styles.link })}
          >
            Company <SvgIcon name="down" />
          </MenuButton>
        </nav>
        <div className={styles.actions}>
          {/* The ids are guided-tour targets. */}
          {search && isSearchVisible && (
            <div id="header-search" className={styles.search}>
              {search}
            </div>
          )}
          {quoteButton && <div className={styles.quote}>{quoteButton}</div>}
          <div id="account-menu" className={styles.account}>
            {account}
          </div>
        </div>
        <button
          type="button"
          // A guided-tour target where the search and the account are in the drawer.
          id="header-menu-toggle"
          className={buttonClass({ variant: 'text', isIcon: true, className: styles.menuToggle })}
          aria-label="Open the menu"
          aria-expanded={isDrawerOpen}
          {...menuToggle}
          onClick={() => {
            setIsSmallScreen(window.matchMedia(`(max-width: ${SMALL_SCREEN_MAX_WIDTH}px)`).matches);
            setIsDrawerOpen(true);
            setHasDrawerOpened(true);
          }}
        >
          <SvgIcon name="menu" />
        </button>
      </div>
      {hasDrawerOpened && (
        <HeaderDrawerContext
          value={{
            brand,
            isOpen: isDrawerOpen,
            isSmallScreen,
            onClose: () => setIsDrawerOpen(false),
            search,
            quoteButton,
          }}
        >
          {drawer}
        </HeaderDrawerContext>
      )}
    </header>
  );
}
