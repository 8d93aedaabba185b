'use client';

import type { ReactNode } from 'react';
import { ConfigProvider, message } from 'antd';
import { theme } from '@/config/theme';
import type { MessageKind } from './show-message';

// Messages render outside the page's React tree: the holder gets our theme.
ConfigProvider.config({
  holderRender: (children) => <ConfigProvider theme={theme}>{children}</ConfigProvider>,
});

/** Ant Design's message toast, loaded with the first message shown (./show-message.ts). */
export function openMessage(kind: MessageKind, content: ReactNode, durationSeconds?: number): void {
  void message[kind](content, durationSeconds);
}
