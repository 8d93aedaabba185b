'use client';

import { useEffect, useRef, useState, type ReactNode } from 'react';
import Link from 'next/link';
import { usePathname } from 'next/navigation';
import { Button, Drawer, Dropdown, Menu } from 'antd';
import type { MenuProps } from 'antd';
import { DownOutlined, MenuOutlined } from '@ant-design/icons';
import {
  DRAWER_DEFAULT_WIDTH,
  DRAWER_TRANSITION_SECONDS,
  HEADER_SEARCH_SCROLL_OFFSET,
  SMALL_SCREEN_MAX_WIDTH,
} from '@/config/constants';
import { COMPANY_LINKS, PRODUCT_LINKS, type SiteLink } from '@/config/site';
import type { Announcement } from '@/contracts/shell';
import { AnnouncementBanner } from './announcement-banner';

interface AppHeaderProps {
  readonly brand: string;
  readonly announcement?: Announcement | null;
  /** The impersonation banner, shown above everything while staff act as a user. */
  readonly impersonationBanner?: ReactNode;
  readonly search?: ReactNode;
  /** Log In and Sign Up, or the avatar menu. */
  readonly account?: ReactNode;
  /** The drawer's account part: an Account sub-menu when signed in, the log-in and sign-up buttons when not. */
  readonly drawerAccount?: ReactNode;
  readonly quoteButton?: ReactNode;
  /** The site pages keep their header at the top; home scrolls its own away. */
  readonly isSticky?: boolean;
  /** Home shows its search in the page, so the header's waits for the scroll rule there too. */
  readonly banner?: ReactNode;
}

const menuItems = (links: readonly SiteLink[]): MenuProps['items'] =>
  links.map((link) => ({ key: link.href, label: <Link href={link.href}>{link.label}</Link> }));

/** True once the page is scrolled past the banner's height minus 70 (spec section 9). */
function useIsSearchVisible(bannerHeight: number): boolean {
  const [scrollY, setScrollY] = useState(0);
  useEffect(() => {
    const onScroll = () => setScrollY(window.scrollY);
    window.addEventListener('scroll', onScroll, { passive: true });
    return () => window.removeEventListener('scroll', onScroll);
  }, []);
  return scrollY >= bannerHeight - HEADER_SEARCH_SCROLL_OFFSET;
}

/**
 * The header of spec section 2: the announcement banner, Products and Company menus, Resources, the project
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
  drawerAccount,
  quoteButton,
  isSticky = false,
}: AppHeaderProps) {
  const bannerRef = useRef<HTMLDivElement>(null);
  const [bannerHeight, setBannerHeight] = useState(0);
  const [isDrawerOpen, setIsDrawerOpen] = useState(false);
  const [isSmallScreen, setIsSmallScreen] = useState(true);
  const isSearchVisible = useIsSearchVisible(bannerHeight);
  const pathname = usePathname();
  const [drawerPath, setDrawerPath] = useState(pathname);
  // A navigation from inside the drawer closes it.
  if (drawerPath !== pathname) {
    setDrawerPath(pathname);
    setIsDrawerOpen(false);
  }

  useEffect(() => {
    const element = bannerRef.current;
    if (!element) return;
    const observer = new ResizeObserver(() => setBannerHeight(element.offsetHeight));
    observer.observe(element);
    return () => observer.disconnect();
  }, [announcement]);

  return (
    <header className={`app-header${isSticky ? ' app-header--sticky' : ''}`}>
      {impersonationBanner}
      {announcement && <AnnouncementBanner ref={bannerRef} announcement={announcement} />}
      <div className="app-header__bar">
        <Link href="/" className="app-header__brand">
          {brand}
        </Link>
        <nav aria-label="Main" className="app-header__nav">
          <Dropdown menu={{ items: menuItems(PRODUCT_LINKS) }} trigger={['hover', 'click']}>
            <Button type="text" className="app-header__link">
              Products <DownOutlined />
            </Button>
          </Dropdown>
          <Link href="/resources" className="app-header__link">
            Resources
          </Link>
          <Dropdown menu={{ items: menuItems(COMPANY_LINKS) }} trigger={['hover', 'click']}>
            <Button type="text" className="app-header__link">
              Company <DownOutlined />
            </Button>
          </Dropdown>
        </nav>
        <div className="app-header__actions">
          {/* The ids are guided-tour targets. */}
          {search && isSearchVisible && (
            <div id="header-search" className="app-header__search">
              {search}
            </div>
          )}
          {quoteButton && <div className="app-header__quote">{quoteButton}</div>}
          <div id="account-menu" className="app-header__account">
            {account}
          </div>
        </div>
        <Button
          className="app-header__menu-toggle"
          type="text"
          aria-label="Open the menu"
          aria-expanded={isDrawerOpen}
          icon={<MenuOutlined />}
          onClick={() => {
            setIsSmallScreen(window.matchMedia(`(max-width: ${SMALL_SCREEN_MAX_WIDTH}px)`).matches);
            setIsDrawerOpen(true);
          }}
        />
      </div>
      <Drawer
        placement={isSmallScreen ? 'top' : 'right'}
        open={isDrawerOpen}
        // Unmounted when closed: the header's own search is then the only one on the page.
        destroyOnHidden
        onClose={() => setIsDrawerOpen(false)}
        title={brand}
        size={isSmallScreen ? undefined : DRAWER_DEFAULT_WIDTH}
        styles={{
          wrapper: {
            ...(isSmallScreen ? { height: '100%' } : {}),
            transition: `transform ${DRAWER_TRANSITION_SECONDS}s`,
          },
          body: { padding: 16, display: 'grid', gap: 16, alignContent: 'start' },
        }}
        aria-label="Menu"
      >
        {search}
        <Menu
          mode="inline"
          selectable={false}
          items={[
            { key: 'products', label: 'Products', children: menuItems(PRODUCT_LINKS) },
            { key: '/resources', label: <Link href="/resources">Resources</Link> },
            { key: 'company', label: 'Company', children: menuItems(COMPANY_LINKS) },
          ]}
        />
        {quoteButton}
        {drawerAccount}
      </Drawer>
    </header>
  );
}
