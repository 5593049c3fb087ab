/** The salon's colour as CSS variables: `--site-color` and a readable `--site-on-color` text colour. */
export function siteColorVars(bgColor: string): Record<string, string> {
  const hex = siteColor(bgColor);
  return { '--site-color': hex, '--site-on-color': readableOn(hex) };
}

const FALLBACK = '#5b21b6';

/** The salon's colour when it is a '#rrggbb' colour, the platform's purple otherwise. */
export function siteColor(bgColor: string): string {
  return /^#[0-9a-f]{6}$/i.test(bgColor) ? bgColor.toLowerCase() : FALLBACK;
}

function channel(value: number): number {
  const c = value / 255;
  return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
}

function rgb(hex: string): [number, number, number] {
  return [1, 3, 5].map((i) => parseInt(hex.slice(i, i + 2), 16)) as [number, number, number];
}

function toHex(parts: number[]): string {
  return `#${parts.map((v) => Math.round(v).toString(16).padStart(2, '0')).join('')}`;
}

/** Relative luminance (WCAG) of a '#rrggbb' colour. */
function luminance(hex: string): number {
  const [r, g, b] = rgb(hex).map(channel);
  return 0.2126 * r! + 0.7152 * g! + 0.0722 * b!;
}

/** `hex` mixed with `other` ('#rrggbb'), `amount` (0..1) of the other. */
export function mix(hex: string, other: string, amount: number): string {
  const a = rgb(hex);
  const b = rgb(other);
  return toHex(a.map((v, i) => v + (b[i]! - v) * amount));
}

/** White or near-black, whichever contrasts more with `hex` (WCAG relative luminance). */
export function readableOn(hex: string): string {
  const luminanceOf = luminance(hex);
  const onWhite = 1.05 / (luminanceOf + 0.05);
  const onBlack = (luminanceOf + 0.05) / 0.05;
  return onWhite >= onBlack ? '#ffffff' : '#111827';
}

/** The contrast ratio of `hex` against white. */
export function contrastOnWhite(hex: string): number {
  return 1.05 / (luminance(hex) + 0.05);
}

/**
 * The salon's colour as the site's buttons, slots and links use it: the colour itself when it reads as
 * text on white (4.5:1), else the colour darkened just enough (a pale yellow salon gets a deep yellow).
 */
export function siteInk(bgColor: string): string {
  const hex = siteColor(bgColor);
  for (let amount = 0; amount < 1; amount += 0.05) {
    const candidate = amount === 0 ? hex : mix(hex, '#000000', amount);
    if (contrastOnWhite(candidate) >= 4.5) return candidate;
  }
  return '#000000';
}

/** The theme's brand colours for a salon's site: its ink, a hover shade, a pale tint and text on it. */
export function siteBrandColors(bgColor: string) {
  const ink = siteInk(bgColor);
  return {
    brand: ink,
    brandHover: mix(ink, '#000000', 0.15),
    brandSubtle: mix(ink, '#ffffff', 0.88),
    onBrand: readableOn(ink),
  };
}
