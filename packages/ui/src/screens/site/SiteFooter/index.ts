export { formatPhone, SiteFooter } from './SiteFooter';
export type { SiteFooterProps } from './SiteFooter';
