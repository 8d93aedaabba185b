import type { ReactNode } from 'react';
import { SvgIcon } from './svg-icon';

interface WechatQrTooltipProps {
  /** The button's accessible name. */
  readonly label: string;
  /** The QR code, rendered on the server. */
  readonly qr: ReactNode;
}

/**
 * The footer's WeChat entry: a button that shows the account's QR code on hover or keyboard focus, by style
 * alone (globals.css `.qr-tooltip`): no script.
 */
export function WechatQrTooltip({ label, qr }: WechatQrTooltipProps) {
  return (
    <div className="qr-tooltip">
      <button type="button" className="site-footer__social-link" aria-label={label}>
        <SvgIcon name="wechat" />
      </button>
      <div role="tooltip" className="qr-tooltip__popup">
        {qr}
      </div>
    </div>
  );
}
