import type { ThemeConfig } from 'antd';
import { FONT_STACK, token } from './design-tokens';

export { FONT_STACK } from './design-tokens';

/** Ant Design's theme, from the same design tokens as the site's CSS custom properties. */
export const theme: ThemeConfig = {
  token: {
    colorPrimary: token('--color-primary'),
    colorLink: token('--color-primary'),
    borderRadius: Number.parseInt(token('--radius'), 10),
    fontFamily: FONT_STACK,
  },
};

/** Gauge colours by tier: green for the safest bands down to red. */
export const TIER_COLORS: Record<string, string> = {
  AAA: '#15803d',
  AA: '#16a34a',
  A: '#65a30d',
  BBB: '#ca8a04',
  BB: '#ea580c',
  B: '#dc2626',
  CCC: '#991b1b',
};
