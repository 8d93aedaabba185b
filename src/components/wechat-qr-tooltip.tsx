'use client';

import { useRef, type ReactNode } from 'react';
import { useKeepInViewport } from '@/hooks/use-keep-in-viewport';
import { SvgIcon } from './svg-icon';
import styles from './wechat-qr-tooltip.module.css';

interface WechatQrTooltipProps {
  /** The button's accessible name. */
  readonly label: string;
  /** The button's look, the footer's. */
  readonly buttonClassName?: string;
  /** The QR code, rendered on the server. */
  readonly qr: ReactNode;
}

/**
 * The footer's WeChat entry: a button that shows the account's QR code on hover or keyboard focus, by style
 * (./wechat-qr-tooltip.module.css); when it shows, it is moved sideways as far as it takes to stay in the viewport.
 */
export function WechatQrTooltip({ label, buttonClassName, qr }: WechatQrTooltipProps) {
  const popupRef = useRef<HTMLDivElement>(null);
  const keepInViewport = useKeepInViewport(popupRef);
  // The style shows the popup on hover and focus; it is measured once it does.
  const place = () => requestAnimationFrame(keepInViewport);
  return (
    <div className={styles.tooltip} onPointerEnter={place} onFocus={place}>
      <button type="button" className={buttonClassName} aria-label={label}>
        <SvgIcon name="wechat" />
      </button>
      <div ref={popupRef} role="tooltip" className={styles.popup}>
        {qr}
      </div>
    </div>
  );
}
