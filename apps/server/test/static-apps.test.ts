import { copyFileSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { brotliCompressSync, brotliDecompressSync, gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { staticAppsIn } from '../src/config';
import sharp from 'sharp';
import { DEMO_SALON_ID } from '../src/seed/demo-data';
import { productId } from '../src/seed/products';
import { buildTestApp, type TestApp } from './helper';

let t: TestApp;
let root: string;

/** The favicon an app's public/ folder holds (its index.html links it under the app's base path). */
function publicFavicon(name: string): string {
  return fileURLToPath(new URL(`../../${name}/public/favicon.svg`, import.meta.url));
}

function fakeApp(name: string, assetFolder: string) {
  const dist = join(root, name);
  mkdirSync(join(dist, 'assets'), { recursive: true });
  writeFileSync(
    join(dist, 'index.html'),
    `<!doctype html><title>${name}</title><script src="${assetFolder}/app-1a2b.js"></script>`,
  );
  writeFileSync(join(dist, 'assets', 'app-1a2b.js'), `console.log('${name}')`);
  writeFileSync(join(dist, 'robots.txt'), 'User-agent: *');
  // Vite copies the app's public/ folder to the root of its build.
  copyFileSync(publicFavicon(name), join(dist, 'favicon.svg'));
  const bundle = `console.log('${name}');\n`.repeat(200);
  writeFileSync(join(dist, 'assets', 'big-9f8e.js'), bundle);
  writeFileSync(join(dist, 'assets', 'big-9f8e.js.br'), brotliCompressSync(bundle));
  writeFileSync(join(dist, 'assets', 'big-9f8e.js.gz'), gzipSync(bundle));
  writeFileSync(join(dist, 'assets', 'big-9f8e.js.map'), '{"version":3}');
}

beforeAll(async () => {
  root = mkdtempSync(join(tmpdir(), 'salon-static-'));
  fakeApp('admin', '/assets');
  fakeApp('website', '/site/assets');
  fakeApp('onboarding', '/register/assets');
  t = await buildTestApp({ staticApps: staticAppsIn(root, 'flat') });
});
afterAll(async () => {
  await t.close();
  rmSync(root, { recursive: true, force: true });
});

const get = (url: string) => t.app.inject({ method: 'GET', url });
const titleOf = (html: string) => /<title>(\w+)<\/title>/.exec(html)?.[1];

describe('static apps', () => {
  it.each([
    ['/', 'admin'],
    ['/users', 'admin'],
    ['/salon', 'admin'],
    ['/stylist-sessions/abc/Stella', 'admin'],
    ['/reset-password?token=abc', 'admin'],
    ['/salon/demo-salon', 'website'],
    ['/salon/demo-salon/book-appointment', 'website'],
    ['/salon/demo-salon/products-list', 'website'],
    [`/salon/demo-salon/product-info/${productId(1)}`, 'website'],
    [`/salon/Demo-Salon/product-info/${productId(1)}`, 'website'],
    [`/salon/demo-salon/order-summary/${productId(1)}`, 'website'],
    ['/salon/demo-salon/checkout', 'website'],
    ['/site/', 'website'],
    ['/register', 'onboarding'],
    ['/register/step-2?plan=month', 'onboarding'],
    // Each wizard step has its address (issue 24): a reload on any of them serves the wizard.
    ['/register/salon', 'onboarding'],
    ['/register/plan', 'onboarding'],
    ['/register/stylists', 'onboarding'],
    ['/register/hours', 'onboarding'],
    ['/register/payment', 'onboarding'],
  ])('%s serves the %s app', async (url, app) => {
    const response = await get(url);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('text/html');
    expect(response.headers['cache-control']).toBe('no-cache');
    expect(titleOf(response.body)).toBe(app);
  });

  // The site's HTML with 404 (its page shows the not-found page): an unknown salon, page, product or id.
  it.each([
    ['/salon/404'],
    ['/salon/no-such-salon'],
    ['/salon/no-such-salon/book-appointment'],
    ['/salon/demo-salon/no-such-page'],
    ['/salon/demo-salon/book-appointment/extra'],
    ['/salon/demo-salon/product-info/not-an-id'],
    ['/salon/demo-salon/product-info'],
    [`/salon/demo-salon/product-info/${productId(99)}`],
    // A disabled product, and another salon's product.
    [`/salon/demo-salon/product-info/${productId(6)}`],
    [`/salon/demo-salon/product-info/${productId(11)}`],
    ['/salon/demo-salon/order-summary/123'],
    ['/salon/demo-salon/transaction/abc'],
  ])('%s answers 404 with the site page', async (url) => {
    const response = await get(url);
    expect(response.statusCode).toBe(404);
    expect(response.headers['content-type']).toContain('text/html');
    expect(titleOf(response.body)).toBe('website');
  });

  it.each([
    ['/assets/app-1a2b.js', 'admin'],
    ['/site/assets/app-1a2b.js', 'website'],
    ['/register/assets/app-1a2b.js', 'onboarding'],
  ])('%s is the %s asset with a long cache', async (url, app) => {
    const response = await get(url);
    expect(response.statusCode).toBe(200);
    expect(response.body).toContain(app);
    expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
  });

  it.each([
    ['/favicon.svg', 'admin'],
    ['/site/favicon.svg', 'website'],
    ['/register/favicon.svg', 'onboarding'],
  ])('%s is the %s favicon, which its index.html links', async (url, app) => {
    const response = await get(url);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('image/svg+xml');
    expect(response.body).toBe(readFileSync(publicFavicon(app), 'utf8'));
    const html = readFileSync(fileURLToPath(new URL(`../../${app}/index.html`, import.meta.url)), 'utf8');
    expect(html).toContain('<link rel="icon" type="image/svg+xml" href="/favicon.svg" />');
  });

  it('serves other files with a short cache', async () => {
    const response = await get('/robots.txt');
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('public, max-age=3600');
  });

  it('never falls back to HTML for /api or a missing file', async () => {
    for (const url of ['/api/v1/nope', '/api', '/assets/missing-9z.js', '/site/assets/missing.css']) {
      const response = await get(url);
      expect(response.statusCode, url).toBe(404);
      expect(response.headers['content-type'], url).toContain('application/json');
    }
    const post = await t.app.inject({ method: 'POST', url: '/users' });
    expect(post.statusCode).toBe(404);
  });

  it('still answers the API', async () => {
    const response = await get('/api/v1/salon/get-enable-salon');
    expect(response.statusCode).toBe(200);
  });
});

describe('compression and caching', () => {
  it('sends the build-time brotli or gzip file of an asset as the browser accepts', async () => {
    const brotli = await t.app.inject({
      method: 'GET',
      url: '/assets/big-9f8e.js',
      headers: { 'accept-encoding': 'br, gzip' },
    });
    expect(brotli.statusCode).toBe(200);
    expect(brotli.headers['content-encoding']).toBe('br');
    expect(brotliDecompressSync(brotli.rawPayload).toString()).toContain("console.log('admin')");
    const gzip = await t.app.inject({
      method: 'GET',
      url: '/site/assets/big-9f8e.js',
      headers: { 'accept-encoding': 'gzip' },
    });
    expect(gzip.headers['content-encoding']).toBe('gzip');
    const plain = await get('/assets/big-9f8e.js');
    expect(plain.headers['content-encoding']).toBeUndefined();
  });

  it('does not serve source maps', async () => {
    expect((await get('/assets/big-9f8e.js.map')).statusCode).toBe(404);
    expect((await get('/site/assets/big-9f8e.js.map')).statusCode).toBe(404);
  });

  it('compresses API answers over 1 KB', async () => {
    const login = await t.app.inject({
      method: 'POST',
      url: '/api/v1/users/login',
      payload: { email: 'owner@example.com', password: 'DemoPass1!' },
    });
    const token = (login.json() as { data: { token: string } }).data.token;
    const users = await t.app.inject({
      method: 'GET',
      url: '/api/v1/users/get-users?pageNumber=1&pageSize=50',
      headers: { token, 'accept-encoding': 'br' },
    });
    expect(users.statusCode).toBe(200);
    expect(users.headers['content-encoding']).toBe('br');
    expect(JSON.parse(brotliDecompressSync(users.rawPayload).toString())).toMatchObject({ status: true });
  });

  it('revalidates pages with an ETag: the same page answers 304', async () => {
    const first = await get('/users');
    const etag = first.headers.etag as string;
    expect(etag).toMatch(/^W\/"/);
    const again = await t.app.inject({ method: 'GET', url: '/users', headers: { 'if-none-match': etag } });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');
  });

  it("preloads a salon home's banner in its HTML, in the width its srcset gives, and a new banner is a new page", async () => {
    const before = await get('/salon/demo-salon');
    expect(before.body).not.toContain('rel="preload"');
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
    const page = await get('/salon/demo-salon');
    expect(page.statusCode).toBe(200);
    const preload =
      /<link rel="preload" as="image" href="([^"]+)" imagesrcset="([^"]+)" imagesizes="100vw" fetchpriority="high" \/>/.exec(
        page.body,
      );
    expect(preload?.[1]).toBe(`/uploads/${banner.key}`);
    expect(preload?.[2]).toMatch(
      /^\/uploads\/[0-9a-f-]{36}\.webp 480w, \/uploads\/[0-9a-f-]{36}\.webp 960w, \/uploads\/[0-9a-f-]{36}\.webp 1200w$/,
    );
    // In the head, before the scripts, so the browser fetches it at once.
    expect(page.body.indexOf('rel="preload"')).toBeLessThan(page.body.indexOf('<script'));
    expect(page.headers.etag).not.toBe(before.headers.etag);
    expect(
      (
        await t.app.inject({
          method: 'GET',
          url: '/salon/demo-salon',
          headers: { 'if-none-match': page.headers.etag as string },
        })
      ).statusCode,
    ).toBe(304);
    // Other pages of the site have no banner to preload; every page of the site carries the website
    // info, which the frame draws from without asking (a `<` in a text cannot close the element).
    const login = await get('/salon/demo-salon/login');
    expect(login.body).not.toContain('rel="preload"');
    const data = /<script id="site-info" type="application\/json">(.*?)<\/script>/.exec(login.body)?.[1];
    const info = (
      await t.app.inject({
        method: 'GET',
        url: '/api/v1/website/get-website-setting-by-name?name=demo-salon',
      })
    ).json();
    expect(JSON.parse(data!)).toEqual(info.data);
    expect(JSON.parse(data!).websiteBannerImage.srcset).toBe(preload?.[2]);
    await repositories.website.save(DEMO_SALON_ID, { websiteTitle: '</script><script>alert(1)</script>' });
    const hostile = (await get('/salon/demo-salon')).body;
    expect(hostile).not.toContain('<script>alert(1)');
    expect(hostile).toContain('\\u003c/script>\\u003cscript>alert(1)\\u003c/script>');
    // A page that names no salon has none.
    expect((await get('/salon/no-such-salon')).body).not.toContain('site-info');
  });
});
