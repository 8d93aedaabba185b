// The design tokens: one palette, radius, spacing and type scale for the whole site. The same values are the CSS
// custom properties of src/app/globals.css (`:root`), which CSS Modules use, and feed the Ant Design theme
// (src/config/theme.ts); a unit test keeps the two in step.

/** System fonts only: nothing is downloaded at build or run time. */
export const FONT_STACK =
  "-apple-system, BlinkMacSystemFont, 'Segoe UI', Roboto, 'Helvetica Neue', Arial, 'Noto Sans', sans-serif";

export const DESIGN_TOKENS = {
  // Palette: text on light surfaces, from the strongest to the faintest (all but the faintest pass WCAG AA on
  // white), then surfaces, borders and the accents.
  '--color-text': '#0f172a',
  '--color-text-strong': '#1e293b',
  '--color-text-secondary': '#334155',
  '--color-text-muted': '#475569',
  '--color-text-subtle': '#64748b',
  '--color-text-faint': '#94a3b8',
  // Text on the dark surfaces (the header, the footer, the cookie notice).
  '--color-text-inverse': '#ffffff',
  '--color-text-inverse-muted': '#e2e8f0',
  '--color-page': '#f5f7fb',
  '--color-surface': '#ffffff',
  '--color-surface-muted': '#f1f5f9',
  '--color-surface-dark': '#0b1220',
  '--color-border': '#e2e8f0',
  '--color-border-strong': '#d9d9d9',
  // Ant Design's table: its header row and the lines between rows.
  '--color-table-header': '#fafafa',
  '--color-table-line': '#f0f0f0',
  '--color-primary': '#1d4ed8',
  '--color-primary-hover': '#1e40af',
  '--color-primary-strong': '#1e3a8a',
  '--color-primary-soft': '#eff6ff',
  '--color-primary-border': '#93c5fd',
  '--color-success': '#15803d',
  '--color-success-soft': '#f0fdf4',
  '--color-warning': '#b45309',
  '--color-warning-soft': '#fef3c7',
  '--color-danger': '#b91c1c',
  '--color-danger-strong': '#991b1b',
  '--color-danger-soft': '#fef2f2',
  '--color-danger-border': '#fecaca',
  // Brighter accents for marks, bars and icons rather than text: a star, a chart's bars and dots, a selection.
  '--color-accent': '#2563eb',
  '--color-accent-soft': '#eef2ff',
  '--color-mark-good': '#16a34a',
  '--color-mark-fair': '#ca8a04',
  '--color-mark-bad': '#dc2626',
  '--color-star': '#f59e0b',
  // The focus ring on the dark surfaces.
  '--color-focus-on-dark': '#60a5fa',
  // Ant Design's own colours, for our controls in its look on the pages that load none of it (decision 0012): its
  // text on controls (colorText), a text button's hover (colorBgTextHover), the outlined danger button (red 7, red
  // 8 on hover) and the preset tag palette (text, background, border).
  '--color-control-text': 'rgba(0, 0, 0, 0.88)',
  '--color-control-hover': 'rgba(0, 0, 0, 0.06)',
  '--color-danger-outline': '#cf1322',
  '--color-danger-outline-hover': '#a8071a',
  '--color-tag-green': '#237804',
  '--color-tag-green-soft': '#f6ffed',
  '--color-tag-green-border': '#b7eb8f',
  '--color-tag-blue': '#0958d9',
  '--color-tag-blue-soft': '#e6f4ff',
  '--color-tag-blue-border': '#91caff',
  // Gold 8 rather than the preset's gold 7: 6.5:1 on the tag's background (gold 7 gave 4.25:1, under WCAG
  // AA's 4.5:1).
  '--color-tag-gold': '#874d00',
  '--color-tag-gold-soft': '#fffbe6',
  '--color-tag-gold-border': '#ffe58f',
  '--color-tag-orange': '#ad4e00',
  '--color-tag-orange-soft': '#fff7e6',
  '--color-tag-orange-border': '#ffd591',
  '--color-tag-purple': '#531dab',
  '--color-tag-purple-soft': '#f9f0ff',
  '--color-tag-purple-border': '#d3adf7',
  '--color-tag-red': '#a8071a',
  '--color-tag-red-soft': '#fff1f0',
  '--color-tag-red-border': '#ffa39e',
  // Radius.
  '--radius-sm': '4px',
  '--radius': '8px',
  '--radius-lg': '12px',
  '--radius-pill': '999px',
  // Spacing, on a 4 px grid.
  '--space-1': '4px',
  '--space-2': '8px',
  '--space-3': '12px',
  '--space-4': '16px',
  '--space-5': '24px',
  '--space-6': '32px',
  '--space-7': '48px',
  '--space-8': '64px',
  // Type scale.
  '--font-family': FONT_STACK,
  '--font-size-xs': '12px',
  '--font-size-sm': '14px',
  '--font-size-md': '16px',
  '--font-size-lg': '18px',
  '--font-size-xl': '20px',
  '--font-size-2xl': '24px',
  '--font-size-3xl': '28px',
} as const;

export type DesignToken = keyof typeof DESIGN_TOKENS;

/** A token's value, for the few places that need the value itself (the Ant Design theme, a canvas). */
export const token = (name: DesignToken): string => DESIGN_TOKENS[name];
