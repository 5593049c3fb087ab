export { SiteLayout } from './SiteLayout';
export type { SiteLayoutProps } from './SiteLayout';
export { readableOn, siteColorVars } from './site-colors';
