import type { ThemeConfig } from 'antd';

// System fonts only: nothing is downloaded at build or run time.
export const FONT_STACK =
  "-apple-system, BlinkMacSystemFont, 'Segoe UI', Roboto, 'Helvetica Neue', Arial, 'Noto Sans', sans-serif";

export const theme: ThemeConfig = {
  token: {
    colorPrimary: '#1d4ed8',
    colorLink: '#1d4ed8',
    borderRadius: 8,
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
