import type { ReactNode } from 'react';
import type * as AntdMessage from './antd-message';
import type { MessageKind } from './antd-message';

export type { MessageKind };

let loading: Promise<typeof AntdMessage> | undefined;

/**
 * Shows a short message at the top of the page (Ant Design's message toast). The toast's code loads with the
 * first message, so pages that never show one never load it.
 */
export function showMessage(kind: MessageKind, content: ReactNode, durationSeconds?: number): void {
  loading ??= import('./antd-message');
  loading.then(
    (module) => module.openMessage(kind, content, durationSeconds),
    () => {
      // The code could not be loaded (offline): the next message tries again.
      loading = undefined;
    },
  );
}
