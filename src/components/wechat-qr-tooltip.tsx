'use client';

import type { ReactNode } from 'react';
import { WechatFilled } from '@ant-design/icons';
import { Tooltip } from 'antd';

interface WechatQrTooltipProps {
  /** The button's accessible name. */
  readonly label: string;
  /** The QR code, rendered on the server. */
  readonly qr: ReactNode;
}

/** The footer's WeChat entry: a button that shows the account's QR code on hover or keyboard focus. */
export function WechatQrTooltip({ label, qr }: WechatQrTooltipProps) {
  return (
    <Tooltip title={qr} color="#ffffff" trigger={['hover', 'focus']} placement="top">
      <button type="button" className="site-footer__social-link" aria-label={label}>
        <WechatFilled aria-hidden="true" />
      </button>
    </Tooltip>
  );
}
