import { SITE_DATA_ELEMENT_ID, SITE_INFO_ELEMENT_ID } from '@salon/api/website-settings/schemas';
import { unstable_serialize } from 'swr';
import { websiteInfoKey } from './website-info-key';

function readJson(doc: Document, id: string): unknown {
  const text = doc.getElementById(id)?.textContent;
  if (!text) return undefined;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return undefined;
  }
}

/** The salon the server wrote into the page (`#site-info`), if any: read before hydrating (warm-up). */
export function embeddedWebsiteSalon(doc: Document): Record<string, unknown> | undefined {
  const info = readJson(doc, SITE_INFO_ELEMENT_ID);
  const salon = info && typeof info === 'object' ? (info as { salon?: unknown }).salon : undefined;
  return salon && typeof salon === 'object' ? (salon as Record<string, unknown>) : undefined;
}

/**
 * SWR's `fallback` for the data the server wrote into the page it sent (a salon's public site,
 * `apps/server/src/app.ts`): the website info, and when the server rendered the page, the other entries
 * it drew with (by serialised key). The frame and the page draw at once, and the same as the server's
 * HTML, instead of asking first; SWR then revalidates as usual. Empty when the page holds none (stories,
 * dev server) or it is unreadable.
 */
export function embeddedWebsiteFallback(doc: Document, pathname: string): Record<string, unknown> {
  const name = /^\/salon\/([^/]+)/.exec(pathname)?.[1];
  if (!name) return {};
  const info = readJson(doc, SITE_INFO_ELEMENT_ID);
  const data = readJson(doc, SITE_DATA_ELEMENT_ID);
  return {
    ...(data && typeof data === 'object' && !Array.isArray(data) ? (data as Record<string, unknown>) : {}),
    ...(info ? { [unstable_serialize(websiteInfoKey(decodeURIComponent(name)))]: info } : {}),
  };
}
