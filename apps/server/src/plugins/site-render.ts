import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import { existsSync } from 'node:fs';
import { pathToFileURL } from 'node:url';

/** What the website's server render (apps/website/src/entry-server.tsx) takes and gives. */
interface RenderInput {
  url: string;
  websiteInfo: unknown;
  fetch: typeof fetch;
}
export interface RenderedPage {
  root: string;
  styles: string;
  data: Record<string, unknown>;
}
export type SiteRenderer = (input: RenderInput) => Promise<RenderedPage>;

/**
 * The pages of a salon's site the server renders (their first view arrives in the HTML, the
 * largest paint within 1.5 s on a phone): the home, the booking page, a product and sign-in. The others
 * are drawn in the browser.
 */
const RENDERED_PAGES = /^\/salon\/[^/]+(\/|\/book-appointment\/?|\/product-info\/[^/]+\/?|\/login\/?)?$/;

export const isServerRenderedPage = (path: string) => RENDERED_PAGES.test(path);

/** How long a render may take before the page is sent to be drawn in the browser instead. */
export const RENDER_TIMEOUT_MS = 300;

/** The website's render from its SSR build, or null when it is not built (the pages are drawn in the browser). */
export async function loadSiteRenderer(
  file: string | undefined,
  log: FastifyBaseLogger,
): Promise<SiteRenderer | null> {
  if (!file || !existsSync(file)) return null;
  try {
    const module = (await import(pathToFileURL(file).href)) as {
      render?: SiteRenderer;
      warm?: () => Promise<void>;
    };
    if (typeof module.render !== 'function') return null;
    await module.warm?.();
    return module.render;
  } catch (error) {
    log.warn({ err: error }, 'The website render could not be loaded: its pages are drawn in the browser');
    return null;
  }
}

/** `fetch` for the render's API calls, answered by the app itself (no network, no socket). */
export function injectFetch(app: FastifyInstance): typeof fetch {
  return async (input, init) => {
    const url = new URL(input instanceof Request ? input.url : String(input), 'http://localhost');
    const answer = await app.inject({
      method: (init?.method ?? 'GET') as 'GET',
      url: url.pathname + url.search,
      headers: Object.fromEntries(new Headers(init?.headers).entries()),
      payload: typeof init?.body === 'string' ? init.body : undefined,
    });
    return new Response(answer.body, {
      status: answer.statusCode,
      headers: { 'content-type': String(answer.headers['content-type'] ?? 'application/json') },
    });
  };
}

/**
 * The page rendered, or null when the render failed or took longer than `timeoutMs`: the caller then
 * sends the page to be drawn in the browser, as without a render. A render never answers 500.
 */
export async function renderSitePage(
  render: SiteRenderer,
  input: RenderInput,
  log: FastifyBaseLogger,
  timeoutMs = RENDER_TIMEOUT_MS,
): Promise<RenderedPage | null> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<null>((resolve) => {
    timer = setTimeout(() => resolve(null), timeoutMs);
  });
  try {
    const page = await Promise.race([render(input), late]);
    if (!page)
      log.warn({ url: input.url }, `The page's render took over ${timeoutMs} ms: drawn in the browser`);
    return page;
  } catch (error) {
    log.error({ err: error, url: input.url }, "The page's render failed: drawn in the browser");
    return null;
  } finally {
    clearTimeout(timer);
  }
}
