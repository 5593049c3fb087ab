import type { WebsiteInfo } from '@salon/api/website-settings/schemas';
import { createContext, useContext } from 'react';

export interface SiteContextValue {
  /** The URL name of the salon, `/salon/{salonName}`. */
  salonName: string;
  /** The site's root path, `/salon/{salonName}`. */
  basePath: string;
  info: WebsiteInfo;
}

export const SiteContext = createContext<SiteContextValue | null>(null);

/**
 * The salon and website of the page's frame. Pages rendered inside `SiteFrameContainer` read it
 * instead of fetching the website info again; null outside a frame (a page's own story).
 */
export function useSite(): SiteContextValue | null {
  return useContext(SiteContext);
}
