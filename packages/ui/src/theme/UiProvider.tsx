import type { ReactNode } from 'react';
import { ThemeProvider } from 'styled-components';
import { GlobalStyle } from './GlobalStyle';
import { theme } from './tokens';

export interface UiProviderProps {
  children?: ReactNode;
}

/** Applies the theme and the global styles. Wrap every app and every story in it once. */
export function UiProvider({ children }: UiProviderProps) {
  return (
    <ThemeProvider theme={theme}>
      <GlobalStyle />
      {children}
    </ThemeProvider>
  );
}
