// The server's render of a salon's site pages (apps/website/src/entry-server.tsx, built here with Vite's
// SSR build as `npm run build` does): the first view in the HTML, and the client-drawn page on any failure.
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import sharp from 'sharp';
import { build } from 'vite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { staticAppsIn } from '../src/config';
import { DEMO_SALON_ID } from '../src/seed/demo-data';
import { productId } from '../src/seed/products';
import { buildTestApp, type TestApp } from './helper';

const WEBSITE = fileURLToPath(new URL('../../website', import.meta.url));
const INDEX = `<!doctype html><html><head><title>Salon</title><script type="module" src="/site/assets/index-1a2b.js"></script></head><body><div id="root"></div></body></html>`;

let root: string;
let t: TestApp;

/** An app whose website render is `renderer` (a module file), over the same fake built apps. */
async function appWith(renderer: string) {
  return buildTestApp({ staticApps: { ...staticAppsIn(root, 'flat'), websiteRender: renderer } });
}

beforeAll(async () => {
  root = mkdtempSync(join(tmpdir(), 'salon-site-render-'));
  for (const name of ['admin', 'website', 'onboarding']) {
    mkdirSync(join(root, name), { recursive: true });
    writeFileSync(join(root, name, 'index.html'), INDEX);
  }
  await build({
    root: WEBSITE,
    configFile: join(WEBSITE, 'vite.config.ts'),
    logLevel: 'error',
    build: { ssr: 'src/entry-server.tsx', outDir: join(root, 'website-ssr'), sourcemap: false },
  });
  writeFileSync(join(root, 'failing.mjs'), `export async function render() { throw new Error('boom'); }`);
  writeFileSync(join(root, 'stuck.mjs'), `export function render() { return new Promise(() => {}); }`);
  t = await appWith(join(root, 'website-ssr', 'entry-server.js'));
}, 120_000);
afterAll(async () => {
  await t?.close();
  rmSync(root, { recursive: true, force: true });
});

const get = (app: TestApp, url: string) => app.app.inject({ method: 'GET', url });
const rootOf = (html: string) => /<div id="root"[^>]*>[\s\S]*<\/div>/.exec(html)?.[0] ?? '';

describe("a salon's site pages rendered by the server", () => {
  it('the home arrives drawn: its title, its banner image (eager) and the styles, hydrated in the browser', async () => {
    const { storage, imageVariants } = t.container;
    const { repositories } = t;
    const banner = await storage.put(
      await sharp({ create: { width: 1200, height: 480, channels: 3, background: '#5b21b6' } })
        .png()
        .toBuffer(),
      { extension: 'png' },
    );
    await imageVariants.make(banner.key);
    await repositories.website.save(DEMO_SALON_ID, { bannerKey: banner.key });

    const page = await get(t, '/salon/demo-salon');
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('<div id="root" data-server-rendered="" inert="">');
    const drawn = rootOf(page.body);
    expect(drawn).toContain('Look your best at Demo Salon');
    expect(drawn).toMatch(new RegExp(`<img[^>]+src="/uploads/${banner.key}"`));
    expect(drawn).not.toMatch(/<img[^>]+src="\/uploads\/[^"]+"[^>]+loading="lazy"/);
    // styled-components' rules of the page, in the head; the preload and the website info still there.
    const head = page.body.slice(0, page.body.indexOf('</head>'));
    expect(head).toMatch(/<style data-styled="true"[^>]*>[\s\S]*box-sizing:border-box/);
    expect(head).toContain('rel="preload" as="image"');
    expect(head).toContain('<script id="site-info" type="application/json">');
    // The only scripts are the app's and JSON data blocks (the CSP allows no inline script).
    for (const script of page.body.match(/<script[^>]*>/g) ?? []) {
      expect(script).toMatch(/type="module" src=|type="application\/json"/);
    }
  });

  it("the booking page's and the sign-in page's headings are in the HTML", async () => {
    const booking = await get(t, '/salon/demo-salon/book-appointment');
    expect(booking.statusCode).toBe(200);
    expect(rootOf(booking.body)).toMatch(/<h1[^>]*>Book an appointment<\/h1>/);
    const login = await get(t, '/salon/demo-salon/login');
    expect(login.statusCode).toBe(200);
    expect(rootOf(login.body)).toMatch(/<h1[^>]*>Sign in<\/h1>/);
  });

  it('a product page arrives with its product, and the product in the data SWR starts from', async () => {
    const page = await get(t, `/salon/demo-salon/product-info/${productId(1)}`);
    expect(page.statusCode).toBe(200);
    expect(rootOf(page.body)).toContain('Argan Repair Shampoo');
    const data = /<script id="site-data" type="application\/json">(.*?)<\/script>/.exec(page.body)?.[1];
    const entries = JSON.parse(data ?? '{}') as Record<string, { productName?: string }>;
    expect(Object.values(entries).map((entry) => entry.productName)).toContain('Argan Repair Shampoo');
  });

  it('an unknown salon, an unknown product and pages not rendered by the server are drawn in the browser', async () => {
    const unknown = await get(t, '/salon/no-such-salon');
    expect(unknown.statusCode).toBe(404);
    expect(unknown.body).toContain('<div id="root"></div>');
    const product = await get(t, '/salon/demo-salon/product-info/5a1f0000-0000-4000-8000-00000000dead');
    expect(product.body).not.toContain('Argan Repair Shampoo');
    const list = await get(t, '/salon/demo-salon/products-list');
    expect(list.statusCode).toBe(200);
    expect(list.body).toContain('<div id="root"></div>');
  });

  it('a render that fails or takes too long sends the page to be drawn in the browser, never a 500', async () => {
    for (const renderer of ['failing.mjs', 'stuck.mjs', 'missing.mjs']) {
      const app = await appWith(join(root, renderer));
      try {
        const page = await get(app, '/salon/demo-salon/book-appointment');
        expect(page.statusCode).toBe(200);
        expect(page.body).toContain('<div id="root"></div>');
        expect(page.body).toContain('<script id="site-info" type="application/json">');
      } finally {
        await app.close();
      }
    }
  });
});
