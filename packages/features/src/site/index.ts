export { SiteNotFoundPage } from './SiteNotFoundPage';
