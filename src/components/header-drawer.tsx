'use client';

import { useContext, type ReactNode } from 'react';
import Link from 'next/link';
import { Drawer, Menu } from 'antd';
import type { MenuProps } from 'antd';
import { DRAWER_DEFAULT_WIDTH, DRAWER_TRANSITION_SECONDS } from '@/config/constants';
import { COMPANY_LINKS, PRODUCT_LINKS, type SiteLink } from '@/config/site';
import { AntdScope } from './antd-scope';
import { HeaderDrawerContext } from './app-header';
import styles from './header-drawer.module.css';

const menuItems = (links: readonly SiteLink[]): MenuProps['items'] =>
  links.map((link) => ({ key: link.href, label: <Link href={link.href}>{link.label}</Link> }));

/**
 * The header's menus in a drawer: from the top at full height on small screens, from the right at the default
 * drawer width between those and 960 px (src/components/app-header.tsx, whose state it reads). The page
 * composes it with its account part into one piece that loads when the drawer first opens, so that everything
 * in it shows at once. Its controls take the drawer's whole width.
 */
export function HeaderDrawer({ account }: { readonly account?: ReactNode }) {
  const state = useContext(HeaderDrawerContext);
  if (!state) return null;
  const { brand, isOpen, isSmallScreen, onClose, search, quoteButton } = state;
  return (
    <AntdScope>
      <Drawer
        placement={isSmallScreen ? 'top' : 'right'}
        open={isOpen}
        // Unmounted when closed: the header's own search is then the only one on the page.
        destroyOnHidden
        onClose={onClose}
        title={brand}
        size={isSmallScreen ? undefined : DRAWER_DEFAULT_WIDTH}
        rootClassName={styles.drawer}
        styles={{
          wrapper: {
            ...(isSmallScreen ? { height: '100%' } : {}),
            transition: `transform ${DRAWER_TRANSITION_SECONDS}s`,
          },
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
        {account}
      </Drawer>
    </AntdScope>
  );
}
