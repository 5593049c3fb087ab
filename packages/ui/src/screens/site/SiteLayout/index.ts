export { SiteLayout } from './SiteLayout';
export type { SiteLayoutProps } from './SiteLayout';
export { SiteTheme } from './SiteTheme';
export type { SiteThemeProps } from './SiteTheme';
export { readableOn, siteBrandColors, siteColorVars, siteInk } from './site-colors';
