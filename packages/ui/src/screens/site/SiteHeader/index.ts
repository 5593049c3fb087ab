export { SiteHeader, siteLinks } from './SiteHeader';
export type { SiteHeaderProps } from './SiteHeader';
