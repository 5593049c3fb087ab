// The site's frame alone, for the website's first load: the home and the other pages load on first
// visit through `@salon/features/site` and the other areas' barrels (see apps/website/src/pages.tsx).
// Keep this entry small: whatever it exports lands in every page's first load.
export { SiteFrameContainer } from '../SiteFrameContainer';
export type { SiteFrameContainerProps } from '../SiteFrameContainer';
export { SiteNotFoundPage } from '../SiteNotFoundPage';
export { SitePageNotFound } from '../SitePageNotFound';
export { useSite } from '../site-context';
