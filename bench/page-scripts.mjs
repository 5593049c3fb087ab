// The JavaScript a journey needs, in gzip KB, measured in headless Chromium on the built apps: every
// script requested from the moment the page is opened until it is usable, sized from the build's files
// (gzip level 9, as the budgets are stated). Budgets from the issues; the table says which are met.
// Alone, against a running built server, with each journey's scripts listed:
//   node bench/page-scripts.mjs http://127.0.0.1:3000
import { readFile } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { gzipSync } from 'node:zlib';
import { chromium } from 'playwright';

const kb = (bytes) => Math.round((bytes / 1024) * 10) / 10;

/** The build file behind a script URL of the one-origin server. */
function fileOf(root, pathname) {
  if (pathname.startsWith('/site/')) return join(root, 'apps/website/dist', pathname.slice('/site/'.length));
  if (pathname.startsWith('/register/'))
    return join(root, 'apps/onboarding/dist', pathname.slice('/register/'.length));
  return join(root, 'apps/admin/dist', pathname.slice(1));
}

/** Gzip KB of each script and their sum. */
async function gzipKbOf(root, urls) {
  const files = {};
  let bytes = 0;
  for (const url of urls) {
    const pathname = new URL(url).pathname;
    const content = await readFile(fileOf(root, pathname)).catch(() => null);
    const size = content ? gzipSync(content, { level: 9 }).length : 0;
    files[pathname] = kb(size);
    bytes += size;
  }
  return { total: kb(bytes), files };
}

const JOURNEYS = [
  {
    name: 'admin dashboard after sign-in (owner), until the cards show',
    budgetKB: 200,
    // The chart figures load after the cards (DashboardScreen lazy-loads them): held back until then.
    deferred: /\/Charts-[^/]*\.js$/,
    async run(page, url) {
      await page.goto(`${url}/login`);
      await page.getByLabel('Email', { exact: true }).fill('owner@example.com');
      await page.getByLabel('Password', { exact: true }).fill('DemoPass1!');
      await page.getByRole('button', { name: /sign in/i }).click();
      await page.getByText('Total Sales').first().waitFor({ timeout: 30_000 });
    },
  },
  {
    name: 'public booking page, until the slots show',
    budgetKB: 100,
    async run(page, url) {
      await page.goto(`${url}/salon/demo-salon/book-appointment`);
      // Checked every frame: the month calendar and the booking form load just after the slots show.
      await page.waitForFunction(() => document.querySelector('[data-slot-id], [data-booking-empty]'), null, {
        polling: 'raf',
        timeout: 30_000,
      });
    },
  },
];

/**
 * One row per journey; each journey's budget also goes to `results.budgets` (the bench's summary of
 * every budget). With `details`, each row also lists its scripts' gzip KB.
 */
export async function pageScripts(root, url, executablePath, results = {}, { details = false } = {}) {
  const browser = await chromium.launch({
    executablePath,
    args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update'],
  });
  const rows = [];
  try {
    for (const journey of JOURNEYS) {
      const context = await browser.newContext();
      const page = await context.newPage();
      const scripts = new Set();
      const later = new Set();
      let usable = false;
      let release = () => {};
      const shown = new Promise((resolve) => (release = resolve));
      if (journey.deferred) {
        await page.route(journey.deferred, async (route) => {
          await shown;
          await route.continue();
        });
      }
      page.on('request', (request) => {
        if (request.resourceType() !== 'script') return;
        const deferred = usable || journey.deferred?.test(request.url());
        (deferred ? later : scripts).add(request.url());
      });
      let error = '';
      try {
        await journey.run(page, url);
      } catch (caught) {
        error = caught.message.split('\n')[0];
      }
      usable = true;
      release();
      if (journey.deferred) await page.waitForLoadState('networkidle').catch(() => undefined);
      const loaded = await gzipKbOf(root, [...scripts]);
      const after = await gzipKbOf(root, [...later]);
      const met = !error && loaded.total <= journey.budgetKB;
      rows.push({
        journey: journey.name,
        'JS gzip KB': loaded.total,
        'budget KB': journey.budgetKB,
        'loaded after, KB': after.total,
        met: error ? `no (${error})` : met ? 'yes' : 'no',
        ...(details ? { scripts: loaded.files, after: after.files } : {}),
      });
      results.budgets ??= [];
      results.budgets.push({
        name: journey.name,
        figure: loaded.total,
        unit: 'KB',
        budget: journey.budgetKB,
        met,
      });
      await context.close();
    }
  } finally {
    await browser.close();
  }
  return rows;
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const url = process.argv[2];
  if (!url) throw new Error('usage: node bench/page-scripts.mjs <url of a running built server>');
  const root = resolve(import.meta.dirname, '..');
  const rows = await pageScripts(
    root,
    url,
    process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    {},
    { details: true },
  );
  for (const { scripts, after, ...row } of rows) {
    console.table([row]);
    console.table(Object.entries(scripts).map(([script, gzipKB]) => ({ script, gzipKB })));
    if (Object.keys(after).length) console.info('loaded after:', after);
  }
}
