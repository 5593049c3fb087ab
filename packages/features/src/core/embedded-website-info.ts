import { SITE_INFO_ELEMENT_ID } from '@salon/api/website/schemas';
import { unstable_serialize } from 'swr';
import { websiteInfoKey } from './website-info-key';

/**
 * SWR's `fallback` for the website info the server wrote into the page it sent (a salon's public site,
 * `apps/server/src/app.ts`): the frame and the booking page draw at once instead of asking for it first,
 * then revalidate it as usual. Empty when the page holds none (stories, dev server) or it is unreadable.
 */
export function embeddedWebsiteFallback(doc: Document, pathname: string): Record<string, unknown> {
  const text = doc.getElementById(SITE_INFO_ELEMENT_ID)?.textContent;
  const name = /^\/salon\/([^/]+)/.exec(pathname)?.[1];
  if (!text || !name) return {};
  try {
    return { [unstable_serialize(websiteInfoKey(decodeURIComponent(name)))]: JSON.parse(text) as unknown };
  } catch {
    return {};
  }
}
