import type { Decorator } from '@storybook/react-vite';
import { siteColorVars } from './site-colors';
import { SiteTheme } from './SiteTheme';

/** Story decorator: the story in the salon's colour (CSS variables and theme), as SiteLayout draws it. */
export const withSiteColors =
  (bgColor: string): Decorator =>
  (Story) => (
    <SiteTheme bgColor={bgColor}>
      <div style={siteColorVars(bgColor)}>
        <Story />
      </div>
    </SiteTheme>
  );
