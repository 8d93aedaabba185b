'use client';

import { useMemo, type ReactNode } from 'react';
import { ConfigProvider } from 'antd';
import { theme } from '@/config/theme';
import { usePrefersReducedMotion } from '@/hooks/use-prefers-reduced-motion';
import { useIsHydrated } from '@/hooks/use-ready-control';
import styles from './antd-scope.module.css';

/**
 * Ant Design with our theme, around the parts of a page that use it. The shell and the pages that must load fast
 * (home, project pages) are plain HTML with our own styles; Ant Design's components come with the dialogs,
 * drawers, forms and pages that need them, and bring their styles along when they mount (decision 0012).
 * A visitor who asked their system for less motion gets dialogs, drawers and menus that open and close without
 * animating: nothing zooms or slides under their pointer while they aim at it.
 * What the server renders of Ant Design (the log-in and sign-up pages' forms, filters, buttons) shows before
 * React has taken it over, when a press or a typed value would be lost: until then every control of the scope is
 * disabled and busy, and it enables as the page hydrates. What mounts later is ready at once.
 */
export function AntdScope({ children }: { children: ReactNode }) {
  const reducedMotion = usePrefersReducedMotion();
  const scoped = useMemo(
    () => (reducedMotion ? { ...theme, token: { ...theme.token, motion: false } } : theme),
    [reducedMotion],
  );
  const isHydrated = useIsHydrated();
  return (
    <ConfigProvider theme={scoped} componentDisabled={!isHydrated}>
      <div className={styles.scope} aria-busy={isHydrated ? undefined : true}>
        {children}
      </div>
    </ConfigProvider>
  );
}
