const channel = (hex: string, at: number) => {
  const value = parseInt(hex.slice(at, at + 2), 16) / 255;
  return value <= 0.03928 ? value / 12.92 : ((value + 0.055) / 1.055) ** 2.4;
};

/** Relative luminance (WCAG) of a '#rrggbb' colour. */
export function luminance(hex: string): number {
  return 0.2126 * channel(hex, 1) + 0.7152 * channel(hex, 3) + 0.0722 * channel(hex, 5);
}

/** Whether white text reads better than near-black text (#111827) on `background` ('#rrggbb'). */
export function prefersLightText(background: string): boolean {
  if (!/^#[0-9a-f]{6}$/i.test(background)) return false;
  const bg = luminance(background);
  const dark = luminance('#111827');
  return (1 + 0.05) / (bg + 0.05) > (bg + 0.05) / (dark + 0.05);
}
