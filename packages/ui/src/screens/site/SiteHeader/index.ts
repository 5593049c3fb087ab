export { accountLinks, SiteHeader, siteLinks } from './SiteHeader';
export type { SiteHeaderProps } from './SiteHeader';
