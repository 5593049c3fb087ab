import type { ReactNode } from 'react';
import { siteColorVars } from './site-colors';
import { Content, Root } from './SiteLayout.styles';

export interface SiteLayoutProps {
  /** The salon's website colour ('#rrggbb'): header, banner and buttons use it. */
  bgColor: string;
  header: ReactNode;
  footer: ReactNode;
  /** The page. */
  children: ReactNode;
}

/** The frame of every page of a salon's public site: header, the page, footer, in the salon's colour. */
export function SiteLayout({ bgColor, header, footer, children }: SiteLayoutProps) {
  return (
    <Root style={siteColorVars(bgColor)}>
      {header}
      <Content id="site-content">{children}</Content>
      {footer}
    </Root>
  );
}
