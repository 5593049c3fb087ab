export { SiteNotFoundScreen } from './SiteNotFoundScreen';
export type { SiteNotFoundScreenProps } from './SiteNotFoundScreen';
