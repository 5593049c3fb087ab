/** The salon's colour as CSS variables: `--site-color` and a readable `--site-on-color` text colour. */
export function siteColorVars(bgColor: string): Record<string, string> {
  const hex = /^#[0-9a-f]{6}$/i.test(bgColor) ? bgColor : '#5b21b6';
  return { '--site-color': hex, '--site-on-color': readableOn(hex) };
}

function channel(value: number): number {
  const c = value / 255;
  return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
}

/** White or near-black, whichever contrasts more with `hex` (WCAG relative luminance). */
export function readableOn(hex: string): string {
  const [r, g, b] = [1, 3, 5].map((i) => channel(parseInt(hex.slice(i, i + 2), 16)));
  const luminance = 0.2126 * r! + 0.7152 * g! + 0.0722 * b!;
  const onWhite = 1.05 / (luminance + 0.05);
  const onBlack = (luminance + 0.05) / 0.05;
  return onWhite >= onBlack ? '#ffffff' : '#111827';
}
