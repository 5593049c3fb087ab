import type { DefaultToastOptions } from 'react-hot-toast';
import type { DefaultTheme } from 'styled-components';

/** react-hot-toast options from the theme tokens (it styles its toasts with inline styles). */
export function toastOptions(theme: DefaultTheme, duration: number): DefaultToastOptions {
  const { colors, fonts, fontSizes, radii, shadows, space, lineHeights } = theme;
  return {
    duration,
    style: {
      maxWidth: 420,
      padding: `${space[3]} ${space[4]}`,
      borderRadius: radii.md,
      border: `1px solid ${colors.grey200}`,
      background: colors.surface,
      color: colors.text,
      boxShadow: shadows.md,
      fontFamily: fonts.body,
      fontSize: fontSizes.sm,
      lineHeight: lineHeights.normal,
    },
    success: { iconTheme: { primary: colors.success, secondary: colors.white } },
    error: { iconTheme: { primary: colors.danger, secondary: colors.white }, duration: duration + 2000 },
    loading: { iconTheme: { primary: colors.brand, secondary: colors.grey200 } },
  };
}
