'use client';

import type { ReactNode } from 'react';
import { ConfigProvider } from 'antd';
import { theme } from '@/config/theme';

/**
 * Ant Design with our theme, around the parts of a page that use it. The shell and the pages that must load fast
 * (home, project pages) are plain HTML with our own styles; Ant Design's components come with the dialogs,
 * drawers, forms and pages that need them, and bring their styles along when they mount (decision 0012).
 */
export function AntdScope({ children }: { children: ReactNode }) {
  return <ConfigProvider theme={theme}>{children}</ConfigProvider>;
}
