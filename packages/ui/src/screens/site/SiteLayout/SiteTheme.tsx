import { useMemo, type ReactNode } from 'react';
import { ThemeProvider, type DefaultTheme } from 'styled-components';
import { theme as defaultTheme } from '../../../theme/tokens';
import { siteBrandColors } from './site-colors';

export interface SiteThemeProps {
  /** The salon's website colour ('#rrggbb'). */
  bgColor: string;
  children: ReactNode;
}

/**
 * The salon's colour as the theme's brand colour for everything inside: every primitive (buttons, links,
 * slots, the cart panel and the modals, which render in portals) then draws in the salon's colour.
 */
export function SiteTheme({ bgColor, children }: SiteThemeProps) {
  const theme = useMemo(
    () => (base: DefaultTheme | undefined) =>
      // The theme's colours are literal types (`as const`); a salon's site swaps the brand's four.
      ({
        ...(base ?? defaultTheme),
        colors: { ...(base ?? defaultTheme).colors, ...siteBrandColors(bgColor) },
      }) as unknown as DefaultTheme,
    [bgColor],
  );
  return <ThemeProvider theme={theme}>{children}</ThemeProvider>;
}
