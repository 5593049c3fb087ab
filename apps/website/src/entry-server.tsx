// The server's render of a page of the public site (`vite build --ssr`, read by apps/server's
// static-apps plugin): the same providers and routes as main.tsx, drawn to HTML so the first view paints
// before any script has run, then hydrated in the browser. Built with Preact like the page itself.
import { createApiClient } from '@salon/api/client';
import { createSessionStore, websiteInfoKey } from '@salon/features/core';
import { renderToStringAsync } from 'preact-render-to-string';
import type { ReactElement } from 'react';
import { StaticRouter } from 'react-router-dom';
import { ServerStyleSheet } from 'styled-components';
import { SWRConfig, unstable_serialize, type Middleware } from 'swr';
import { preloadPageOf } from './pages';
import { Providers } from './providers';
import { AppRoutes } from './routes';
import { SERVER_RENDERED_ATTRIBUTE } from './server-rendered';

export interface RenderInput {
  /** The page's address (path and query). */
  url: string;
  /** The salon's website info, which the page carries too (`#site-info`). */
  websiteInfo: unknown;
  /** Answers the API calls of the render (the server itself, without the network). */
  fetch: typeof fetch;
}

export interface RenderedPage {
  /** The `#root` element with the page drawn in it. */
  root: string;
  /** The page's styles (styled-components' `<style>` element), for the head. */
  styles: string;
  /** The data the render asked for beyond the fallback, by SWR key: for the page's SWR fallback. */
  data: Record<string, unknown>;
}

/**
 * The reads a first view draws with (by the first parts of their SWR keys): asked of the server during
 * the render, so the page arrives complete. The product page's product is its largest paint; any other
 * read draws its loading state, as in the browser before its answer.
 */
const FIRST_VIEW_READS: readonly (readonly string[])[] = [
  ['shop', 'product'],
  ['shop', 'similar'],
];

const isFirstViewRead = (key: unknown) =>
  Array.isArray(key) && FIRST_VIEW_READS.some((prefix) => prefix.every((part, i) => key[i] === part));

async function draw(app: ReactElement) {
  const sheet = new ServerStyleSheet();
  try {
    // Preact's renderer, as the page runs Preact (`react` is preact/compat in this build).
    const html = await renderToStringAsync(sheet.collectStyles(app) as never);
    return { html, styles: sheet.getStyleTags() };
  } finally {
    sheet.seal();
  }
}

/** Loads the rendered pages' code ahead (the server calls it once at start), so no first render waits for it. */
export async function warm(): Promise<void> {
  const paths = ['/salon/s', '/salon/s/book-appointment', '/salon/s/product-info/p', '/salon/s/login'];
  await Promise.all(paths.map(preloadPageOf));
}

export async function render({ url, websiteInfo, fetch }: RenderInput): Promise<RenderedPage> {
  const api = createApiClient({ fetch });
  const salonName = decodeURIComponent(/^\/salon\/([^/?]+)/.exec(url)?.[1] ?? '');
  // As embeddedWebsiteFallback reads it from the page in the browser.
  const fallback = { [unstable_serialize(websiteInfoKey(salonName))]: websiteInfo };
  const reads = new Map<string, () => Promise<unknown>>();
  // Notes the first-view reads the page asks for that the fallback does not answer.
  const noteReads: Middleware = (useSWRNext) => (key, fetcher, config) => {
    const id = unstable_serialize(key);
    if (fetcher && isFirstViewRead(key) && !(id in fallback) && !reads.has(id)) {
      reads.set(id, () => Promise.resolve(fetcher(key)));
    }
    return useSWRNext(key, fetcher, config);
  };
  const page = (data: Record<string, unknown>) => (
    <Providers session={createSessionStore()} fallback={{ ...fallback, ...data }} api={api}>
      <SWRConfig value={{ use: [noteReads] }}>
        <StaticRouter location={url}>
          <AppRoutes />
        </StaticRouter>
      </SWRConfig>
    </Providers>
  );

  let drawn = await draw(page({}));
  const data: Record<string, unknown> = {};
  if (reads.size > 0) {
    const answers = await Promise.allSettled([...reads].map(async ([id, read]) => [id, await read()]));
    // A read that failed (a product of another salon, none) is left to the browser, as without a render.
    for (const answer of answers)
      if (answer.status === 'fulfilled') data[answer.value[0] as string] = answer.value[1];
    if (Object.keys(data).length > 0) drawn = await draw(page(data));
  }
  return {
    // Inert until hydrated: a click or a form sent before the page's scripts run would do nothing, or
    // reload the page and lose what was typed (start.tsx lifts it).
    root: `<div id="root" ${SERVER_RENDERED_ATTRIBUTE}="" inert="">${drawn.html}</div>`,
    styles: drawn.styles,
    data,
  };
}
