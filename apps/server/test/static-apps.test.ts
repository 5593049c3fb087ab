import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { staticAppsIn } from '../src/config';
import { buildTestApp, type TestApp } from './helper';

let t: TestApp;
let root: string;

function fakeApp(name: string, assetFolder: string) {
  const dist = join(root, name);
  mkdirSync(join(dist, 'assets'), { recursive: true });
  writeFileSync(
    join(dist, 'index.html'),
    `<!doctype html><title>${name}</title><script src="${assetFolder}/app-1a2b.js"></script>`,
  );
  writeFileSync(join(dist, 'assets', 'app-1a2b.js'), `console.log('${name}')`);
  writeFileSync(join(dist, 'robots.txt'), 'User-agent: *');
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
    ['/salon/demo-salon', 'website'],
    ['/salon/demo-salon/book-appointment', 'website'],
    ['/salon/404', 'website'],
    ['/site/', 'website'],
    ['/register', 'onboarding'],
    ['/register/step-2?plan=month', 'onboarding'],
  ])('%s serves the %s app', async (url, app) => {
    const response = await get(url);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('text/html');
    expect(response.headers['cache-control']).toBe('no-cache');
    expect(titleOf(response.body)).toBe(app);
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
