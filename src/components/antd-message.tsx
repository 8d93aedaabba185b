'use client';

import type { ReactNode } from 'react';
import { ConfigProvider, message } from 'antd';
import { AntdScope } from './antd-scope';

// Messages render outside the page's React tree: the holder gets our theme (and the visitor's motion setting).
ConfigProvider.config({
  holderRender: (children) => <AntdScope>{children}</AntdScope>,
});

export type MessageKind = 'success' | 'error' | 'info' | 'warning';

/** Ant Design's message toast, loaded with the first message shown (./show-message.ts). */
export function openMessage(kind: MessageKind, content: ReactNode, durationSeconds?: number): void {
  void message[kind](content, durationSeconds);
}
