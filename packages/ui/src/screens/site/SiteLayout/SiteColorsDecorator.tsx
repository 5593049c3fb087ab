import type { Decorator } from '@storybook/react-vite';
import { siteColorVars } from './site-colors';

/** Story decorator: the story inside a box that sets the salon colour's CSS variables, as SiteLayout does. */
export const withSiteColors =
  (bgColor: string): Decorator =>
  (Story) => (
    <div style={siteColorVars(bgColor)}>
      <Story />
    </div>
  );
