import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { createHash } from 'node:crypto';
import { readFile, stat } from 'node:fs/promises';
import { existsSync } from 'node:fs';
import { join, sep } from 'node:path';

export interface StaticAppFolders {
  /** Vite `base: '/'`: assets under `/assets/*`. */
  admin: string;
  /** Vite `base: '/site/'`: assets under `/site/assets/*`, pages at `/salon/{salonName}/...`. */
  website: string;
  /** Vite `base: '/register/'`: assets and pages under `/register`. */
  onboarding: string;
  /** The website's server render (its `vite build --ssr`), read by the server and never served. */
  websiteRender?: string;
}

/** Which app's index.html answers a page URL that is not a file (single-page-app fallback). */
export interface StaticApps {
  indexFor(path: string): string | null;
}

const ONE_YEAR = 'public, max-age=31536000, immutable';

function setCacheHeaders(reply: FastifyReply, path: string): void {
  if (path.endsWith('.html')) reply.header('cache-control', 'no-cache');
  // Vite puts content-hashed files under assets/: they never change under the same name.
  else if (path.includes(`${sep}assets${sep}`)) reply.header('cache-control', ONE_YEAR);
  else reply.header('cache-control', 'public, max-age=3600');
}

type AppName = 'admin' | 'website' | 'onboarding';

/** The app a page path belongs to. Plain `/salon` is the admin's salon list, `/salon/{name}` the site. */
export function appOfPath(path: string): AppName {
  if (path === '/register' || path.startsWith('/register/')) return 'onboarding';
  if (/^\/salon\/[^/]+/.test(path) || path === '/site' || path.startsWith('/site/')) return 'website';
  return 'admin';
}

/**
 * Serves the built apps from one origin, each only when its dist folder exists (dev uses Vite's servers
 * instead). Returns the fallback used by the not-found handler, or null when no app is built.
 */
export async function registerStaticApps(
  app: FastifyInstance,
  folders: StaticAppFolders,
): Promise<StaticApps | null> {
  const apps: AppName[] = ['admin', 'website', 'onboarding'];
  const built = apps.filter((name) => existsSync(join(folders[name], 'index.html')));
  if (built.length === 0) return null;

  const prefixes: Record<AppName, string> = {
    admin: '/',
    website: '/site/',
    onboarding: '/register/',
  };
  for (const name of built) {
    await app.register(fastifyStatic, {
      root: folders[name],
      prefix: prefixes[name],
      decorateReply: false,
      cacheControl: false,
      setHeaders: setCacheHeaders,
      // The build writes .br and .gz beside each asset (apps/vite-precompress.ts): sent as they are.
      preCompressed: true,
      // Source maps are for our error reports, not for the public.
      allowedPath: (pathName) => !pathName.endsWith('.map'),
    });
  }

  return {
    indexFor(path) {
      if (path === '/api' || path.startsWith('/api/')) return null;
      // A missing file (a stale hashed asset, a typo) is a 404, not the page HTML.
      const last = path.slice(path.lastIndexOf('/') + 1);
      if (/\.[A-Za-z0-9]+$/.test(last)) return null;
      const name = appOfPath(path);
      return built.includes(name) ? join(folders[name], 'index.html') : null;
    },
  };
}

/**
 * An app's index.html for one of its pages: revalidated on every visit (`no-cache`) with an ETag, so a
 * returning browser gets a 304 until the next deployment; compressed by @fastify/compress.
 */
export async function sendPage(
  request: FastifyRequest,
  reply: FastifyReply,
  index: string,
  status: 200 | 404 = 200,
  head = '',
) {
  if (status === 404) {
    reply.code(404).header('cache-control', 'no-cache');
    return reply.type('text/html; charset=utf-8').send(await readFile(index));
  }
  const info = await stat(index);
  // The tags added to the head (a preload of the page's banner) are part of the page: a new banner is
  // a new ETag.
  const extra = head ? `-${createHash('sha1').update(head).digest('hex').slice(0, 12)}` : '';
  const etag = `W/"${info.size.toString(16)}-${Math.floor(info.mtimeMs).toString(16)}${extra}"`;
  reply.header('cache-control', 'no-cache').header('etag', etag);
  if (request.headers['if-none-match'] === etag) return reply.code(304).send();
  const html = await readFile(index, 'utf8');
  return reply
    .type('text/html; charset=utf-8')
    .send(head ? html.replace('</title>', `</title>\n    ${head}`) : html);
}

/**
 * A page the server rendered: the app's index.html with the tags for its head (`head`, and the page's
 * styles) and its drawn `#root`. Revalidated on every visit like any page, its ETag by its content.
 */
export async function sendRenderedPage(
  request: FastifyRequest,
  reply: FastifyReply,
  index: string,
  head: string,
  page: { root: string; styles: string },
) {
  const html = (await readFile(index, 'utf8'))
    .replace('</title>', `</title>\n    ${head}${page.styles}`)
    .replace('<div id="root"></div>', page.root);
  const etag = `W/"${createHash('sha1').update(html).digest('hex').slice(0, 27)}"`;
  reply.header('cache-control', 'no-cache').header('etag', etag);
  if (request.headers['if-none-match'] === etag) return reply.code(304).send();
  return reply.type('text/html; charset=utf-8').send(html);
}

const attribute = (value: string) =>
  value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/**
 * Data for the page's script: `<script id type="application/json">`, never run (CSP has nothing to say),
 * with every `<` escaped so no text of the data can close the element.
 */
export function jsonScript(id: string, data: unknown): string {
  const json = JSON.stringify(data).replace(/</g, '\\u003c');
  return `<script id="${attribute(id)}" type="application/json">${json}</script>`;
}

/**
 * The `<link rel="preload">` of a page's largest image (the salon home's banner), so the browser fetches
 * it, at high priority and in the width the page's `<img srcset sizes>` picks, while the scripts load.
 */
export function imagePreload(image: { href: string; srcset: string | null; sizes: string }): string {
  const responsive = image.srcset
    ? ` imagesrcset="${attribute(image.srcset)}" imagesizes="${attribute(image.sizes)}"`
    : '';
  return `<link rel="preload" as="image" href="${attribute(image.href)}"${responsive} fetchpriority="high" />`;
}
