import { HydrateApart } from '@salon/ui/primitives/HydrateApart';
import type { ReactNode } from 'react';
import { siteColorVars } from './site-colors';
import { Content, Root } from './SiteLayout.styles';
import { SiteTheme } from './SiteTheme';

export interface SiteLayoutProps {
  /** The salon's website colour ('#rrggbb'): header, banner, buttons, slots and links use it. */
  bgColor: string;
  header: ReactNode;
  footer: ReactNode;
  /** The page. */
  children: ReactNode;
  /** Modals and panels of the frame (login, cart): they get the salon's colour too. */
  overlays?: ReactNode;
}

/** The frame of every page of a salon's public site: header, the page, footer, in the salon's colour. */
export function SiteLayout({ bgColor, header, footer, children, overlays }: SiteLayoutProps) {
  return (
    <SiteTheme bgColor={bgColor}>
      <Root style={siteColorVars(bgColor)}>
        {header}
        {/* The page, then the footer, hydrate in tasks of their own after the header (TBT). */}
        <HydrateApart>
          <Content id="site-content">{children}</Content>
        </HydrateApart>
        <HydrateApart>{footer}</HydrateApart>
        {overlays}
      </Root>
    </SiteTheme>
  );
}
