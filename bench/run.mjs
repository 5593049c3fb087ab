#!/usr/bin/env node
// `npm run bench`: the performance figures, measured rather than asserted by timed tests.
//   1. bundle sizes of each built app (raw and gzip of the JS and CSS an entry page loads);
//   2. public page load in headless Chromium (the salon website and the admin sign-in page);
//   3. API latency and throughput under load (autocannon) on a public and a signed-in call;
//   3b. Lighthouse 12 mobile on four public pages of the demo salon (bench/lighthouse.mjs, also alone as
//      `npm run bench:lighthouse`);
//   4. the area benchmarks that register themselves in bench/areas/*.mjs (availability, dashboard, ...).
// Run `npm run build` first. Prints a table per part, ends with one table of every budget (name, figure,
// budget, met), writes bench/results.json and rewrites the figures section of docs/performance.md (a
// full run only). `npm run bench -- dashboard list-throughput` runs only those area benchmarks (no build
// needed) and their budgets, and leaves docs/performance.md as it is.
//
// Budgets: each part that measures a budgeted figure records one row per budget,
//   results.budgets.push({ name, figure, unit, budget, met })
// e.g. { name: 'Dashboard report calls, PostgreSQL', figure: 62.4, unit: 'ms', budget: '≤ 100 ms', met: true }.
// Area benchmarks run as child processes: they print each row as one stdout line `BUDGET {json}`
// (reportBudget() of bench/budgets.mjs); run.mjs collects those lines instead of echoing them.
import { spawn } from 'node:child_process';
import { readdir, readFile, writeFile, stat } from 'node:fs/promises';
import { loadavg } from 'node:os';
import { join, resolve } from 'node:path';
import { createInterface } from 'node:readline';
import { gzipSync } from 'node:zlib';
import autocannon from 'autocannon';
import { chromium } from 'playwright';
import { budgetOfLine, tableOfLine } from './budgets.mjs';
import { pageScripts } from './page-scripts.mjs';
import { writeFigures } from './performance-page.mjs';
import { startServer } from './server.mjs';
import { lighthouseFigures } from './lighthouse.mjs';

const ROOT = resolve(import.meta.dirname, '..');
const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
/** The machine's 1-minute load average when the run starts (others' work shares the cores). */
const results = { budgets: [], tables: [], load: { start: loadavg()[0] } };
/** Area benchmarks named on the command line: run only those. */
const onlyAreas = process.argv.slice(2);

async function bundleSizes() {
  const rows = [];
  for (const app of ['admin', 'website', 'onboarding']) {
    const dist = join(ROOT, 'apps', app, 'dist');
    const html = await readFile(join(dist, 'index.html'), 'utf8');
    // What the entry page itself loads (scripts, modulepreloads, styles); lazy chunks load later.
    const entry = [...html.matchAll(/(?:src|href)="([^"]+\.(?:js|css))"/g)].map((m) => m[1]);
    let raw = 0;
    let gzip = 0;
    for (const url of entry) {
      const file = join(dist, url.replace(/^\/(site\/|register\/)?/, ''));
      const content = await readFile(file);
      raw += content.length;
      gzip += gzipSync(content, { level: 9 }).length;
    }
    const all = await readdir(join(dist, 'assets'));
    let total = 0;
    for (const name of all.filter((n) => /\.(js|css)$/.test(n)))
      total += (await stat(join(dist, 'assets', name))).size;
    rows.push({ app, entryKB: kb(raw), entryGzipKB: kb(gzip), allAssetsKB: kb(total) });
  }
  results.bundles = rows;
  console.table(rows);
}

const kb = (bytes) => Math.round((bytes / 1024) * 10) / 10;

async function pageLoads(url) {
  const browser = await chromium.launch({
    executablePath: CHROMIUM,
    args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update'],
  });
  const rows = [];
  for (const path of ['/salon/demo-salon', '/login']) {
    const samples = [];
    for (let i = 0; i < 7; i++) {
      const context = await browser.newContext(); // cold cache each time
      const page = await context.newPage();
      await page.goto(url + path, { waitUntil: 'load' });
      await page.waitForLoadState('networkidle');
      samples.push(
        await page.evaluate(() => {
          const [nav] = performance.getEntriesByType('navigation');
          const fcp = performance.getEntriesByName('first-contentful-paint')[0];
          return { dcl: nav.domContentLoadedEventEnd, load: nav.loadEventEnd, fcp: fcp?.startTime ?? NaN };
        }),
      );
      await context.close();
    }
    const med = (key) => Math.round(median(samples.map((s) => s[key])));
    rows.push({
      page: path,
      'FCP ms (median)': med('fcp'),
      'DOMContentLoaded ms': med('dcl'),
      'load ms': med('load'),
    });
  }
  await browser.close();
  results.pageLoad = rows;
  console.table(rows);
}

function median(values) {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)];
}

async function apiLoad(url) {
  const login = await fetch(`${url}/api/v1/users/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: 'owner@example.com', password: 'DemoPass1!' }),
  }).then((r) => r.json());
  const cases = [
    { name: 'GET /salon/get-enable-salon (public)', path: '/api/v1/salon/get-enable-salon', headers: {} },
    {
      name: 'GET /users/get-user (signed in)',
      path: '/api/v1/users/get-user',
      headers: { token: login.data.token },
    },
  ];
  const rows = [];
  for (const item of cases) {
    const result = await autocannon({
      url: url + item.path,
      headers: item.headers,
      connections: 20,
      duration: 8,
    });
    rows.push({
      call: item.name,
      'req/s': Math.round(result.requests.average),
      'p50 ms': result.latency.p50,
      'p97.5 ms': result.latency.p97_5,
      'p99 ms': result.latency.p99,
      errors: result.errors + result.non2xx,
    });
  }
  results.api = rows;
  console.table(rows);
}

async function areaBenchmarks() {
  const folder = join(ROOT, 'bench', 'areas');
  const files = (await readdir(folder).catch(() => []))
    .filter((f) => f.endsWith('.mjs'))
    .filter((f) => onlyAreas.length === 0 || onlyAreas.includes(f.replace(/\.mjs$/, '')))
    .sort();
  for (const file of files) {
    console.info(`\n${file}`);
    const code = await new Promise((done) => {
      const child = spawn(process.execPath, [join(folder, file)], {
        stdio: ['ignore', 'pipe', 'inherit'],
        env: process.env,
      });
      // Echo the child's output, keeping its `BUDGET {json}` lines for the summary and its
      // `TABLE {json}` lines for docs/performance.md.
      createInterface({ input: child.stdout }).on('line', (line) => {
        const row = budgetOfLine(line);
        const table = row ? null : tableOfLine(line);
        if (row) results.budgets.push(row);
        else if (table) results.tables.push(table);
        else console.info(line);
      });
      child.on('exit', done);
    });
    if (code !== 0) throw new Error(`${file} failed (${code})`);
  }
}

function budgetSummary() {
  console.info('\nBudgets');
  console.table(
    results.budgets.map((row) => ({
      budget: row.name,
      figure: `${row.figure} ${row.unit}`,
      limit: row.budget,
      met: row.met ? 'met' : 'NOT MET',
    })),
  );
}

if (onlyAreas.length === 0) {
  console.info('Bundle sizes (KB)');
  await bundleSizes();
  const server = await startServer();
  try {
    console.info('\nPublic page load, headless Chromium, cold cache, median of 7');
    await pageLoads(server.url);
    console.info('\nJavaScript per journey (gzip), against the budgets');
    results.pageScripts = await pageScripts(ROOT, server.url, CHROMIUM, results);
    console.table(results.pageScripts);
    console.info('\nAPI under load: 20 connections for 8 s each');
    await apiLoad(server.url);
    console.info('\nLighthouse 12 mobile (simulated throttling) on four public pages, median of 3 runs');
    const lighthouse = await lighthouseFigures(server.url, { chromePath: CHROMIUM });
    results.lighthouse = lighthouse.rows;
    results.lighthouseLoad = lighthouse.load;
    results.budgets.push(...lighthouse.budgets);
    console.table(lighthouse.rows);
  } finally {
    await server.stop();
  }
}
await areaBenchmarks();
results.load.end = loadavg()[0];
budgetSummary();
console.info(
  `Load average (1 min): ${results.load.start.toFixed(2)} at the start, ${results.load.end.toFixed(2)} at the end`,
);
await writeFile(
  join(ROOT, 'bench', 'results.json'),
  JSON.stringify({ at: new Date().toISOString(), ...results }, null, 2),
);
if (onlyAreas.length === 0) {
  await writeFigures(join(ROOT, 'docs', 'performance.md'), results);
  console.info('\nThe figures section of docs/performance.md is rewritten from this run: commit it.');
}
