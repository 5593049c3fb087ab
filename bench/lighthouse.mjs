#!/usr/bin/env node
// `npm run bench:lighthouse`: Lighthouse 12 (mobile, its default simulated throttling) on four public pages
// of the demo salon, served by the built server: the home (with a 1600×640 PNG banner uploaded by the
// owner, as a salon would), the booking page, a product page and the salon's sign-in page. Three runs per
// page, the median run (by score) reported, and each figure against the budgets of docs/performance.md.
//   npm run bench:lighthouse                       starts the built server itself (run `npm run build` first)
//   node bench/lighthouse.mjs http://127.0.0.1:3000  against a running built server (seeded demo salon)
// bench/run.mjs calls lighthouseFigures() and puts its rows in the summary and docs/performance.md.
// Lighthouse never downloads a browser here: it drives the local Chromium (CHROMIUM_PATH, /usr/bin/chromium).
import { writeFile } from 'node:fs/promises';
import { cpus, loadavg } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import sharp from 'sharp';

export const LIGHTHOUSE_RUNS = 3;

/** On each page, score ≥ 95, LCP ≤ 1.5 s, CLS ≤ 0.05, TBT ≤ 150 ms. */
export const LIGHTHOUSE_BUDGETS = { score: 95, lcpMs: 1500, cls: 0.05, tbtMs: 150 };

const SALON = 'demo-salon';

/** A banner like one a salon uploads: a 1600×640 photo-like PNG (gradients and noise, ~1 MB). */
async function bannerPng() {
  const width = 1600;
  const height = 640;
  const pixels = Buffer.alloc(width * height * 3);
  let seed = 7;
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      seed = (seed * 1103515245 + 12345) & 0x7fffffff;
      const noise = (seed >> 16) % 5;
      const i = (y * width + x) * 3;
      pixels[i] = 90 + Math.round((x / width) * 120) + noise;
      pixels[i + 1] = 40 + Math.round((y / height) * 60) + noise;
      pixels[i + 2] = 140 + Math.round(60 * Math.sin(x / 90)) + noise;
    }
  }
  return sharp(pixels, { raw: { width, height, channels: 3 } })
    .png()
    .toBuffer();
}

/** Signs in as the demo owner and uploads the banner through the Appearance editor's call. */
async function uploadBanner(url) {
  const login = await fetch(`${url}/api/v1/users/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: 'owner@example.com', password: 'DemoPass1!' }),
  }).then((r) => r.json());
  const form = new FormData();
  form.append('websiteBannerImageURL', new Blob([await bannerPng()], { type: 'image/png' }), 'banner.png');
  const answer = await fetch(`${url}/api/v1/website/add-website-setting?type=website`, {
    method: 'POST',
    headers: { token: login.data.token },
    body: form,
  });
  if (!answer.ok) throw new Error(`Banner upload failed: ${answer.status} ${await answer.text()}`);
}

async function firstProductId(url) {
  const answer = await fetch(`${url}/api/v1/product/get-product-by-salon-for-website`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ name: SALON, pageNumber: 1, pageSize: 1 }),
  }).then((r) => r.json());
  const id = answer.data?.result?.[0]?._id;
  if (!id) throw new Error(`No public product of ${SALON}: ${JSON.stringify(answer).slice(0, 200)}`);
  return id;
}

const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];
const round = (value, digits = 0) => Math.round(value * 10 ** digits) / 10 ** digits;

/**
 * Runs Lighthouse on the four pages against the server at `url` (the demo salon seeded) and returns a
 * row per page (median of LIGHTHOUSE_RUNS runs, and each run's range), and one budget row per page and
 * figure for `results.budgets`.
 */
export async function lighthouseFigures(
  url,
  { chromePath = '/usr/bin/chromium', runs = Number(process.env.LIGHTHOUSE_RUNS ?? LIGHTHOUSE_RUNS) } = {},
) {
  await uploadBanner(url);
  const product = await firstProductId(url);
  const pages = [
    { page: 'home', path: `/salon/${SALON}` },
    { page: 'booking', path: `/salon/${SALON}/book-appointment` },
    { page: 'product', path: `/salon/${SALON}/product-info/${product}` },
    { page: 'sign-in', path: `/salon/${SALON}/login` },
  ];
  // LIGHTHOUSE_PAGES=home,booking: only those pages (a look at one page; the bench runs the four).
  const only = process.env.LIGHTHOUSE_PAGES?.split(',');
  if (only) pages.splice(0, pages.length, ...pages.filter((p) => only.includes(p.page)));
  const chrome = await chromeLauncher.launch({
    chromePath,
    chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage'],
  });
  const rows = [];
  const budgets = [];
  // The simulation takes the CPU tasks from the run itself (×4): the machine's load is part of the figures.
  const load = { cores: cpus().length, atStart: round(loadavg()[0], 1), atEnd: NaN };
  try {
    for (const { page, path } of pages) {
      const samples = [];
      for (let i = 0; i < runs; i++) {
        // A trace Chromium failed to record (NO_NAVSTART, NO_FCP on a busy machine) is run again.
        let result;
        for (let attempt = 1; ; attempt++) {
          result = await lighthouse(url + path, {
            port: chrome.port,
            output: 'json',
            logLevel: 'error',
            onlyCategories: ['performance'],
          });
          if (!result.lhr.runtimeError) break;
          if (attempt === 3) throw new Error(`${path}: ${result.lhr.runtimeError.message}`);
        }
        const { categories, audits } = result.lhr;
        // LIGHTHOUSE_REPORTS=<folder>: each run's full report, for a look at what weighs.
        if (process.env.LIGHTHOUSE_REPORTS) {
          await writeFile(join(process.env.LIGHTHOUSE_REPORTS, `${page}-${i + 1}.json`), result.report);
        }
        samples.push({
          score: round(categories.performance.score * 100),
          fcpMs: round(audits['first-contentful-paint'].numericValue),
          lcpMs: round(audits['largest-contentful-paint'].numericValue),
          tbtMs: round(audits['total-blocking-time'].numericValue),
          cls: round(audits['cumulative-layout-shift'].numericValue, 3),
          lcpElement:
            audits['largest-contentful-paint-element']?.details?.items?.[0]?.items?.[0]?.node?.nodeLabel,
        });
      }
      console.error(`lighthouse ${page}: ${samples.map((s) => `${s.score} (LCP ${s.lcpMs} ms)`).join(', ')}`);
      const figure = (key) => median(samples.map((s) => s[key]));
      const range = (key) =>
        `${Math.min(...samples.map((s) => s[key]))}–${Math.max(...samples.map((s) => s[key]))}`;
      const row = {
        page,
        score: figure('score'),
        'score range': range('score'),
        'LCP ms': figure('lcpMs'),
        'LCP range': range('lcpMs'),
        'TBT ms': figure('tbtMs'),
        'TBT range': range('tbtMs'),
        CLS: figure('cls'),
        'CLS max': Math.max(...samples.map((s) => s.cls)),
        'FCP ms': figure('fcpMs'),
        'LCP element': String(samples[0].lcpElement ?? '').slice(0, 40),
      };
      rows.push(row);
      const b = LIGHTHOUSE_BUDGETS;
      budgets.push(
        {
          name: `Lighthouse mobile, ${page}: score (median of ${runs})`,
          figure: row.score,
          unit: '',
          budget: `≥ ${b.score}`,
          met: row.score >= b.score,
        },
        {
          name: `Lighthouse mobile, ${page}: LCP`,
          figure: row['LCP ms'],
          unit: 'ms',
          budget: `≤ ${b.lcpMs} ms`,
          met: row['LCP ms'] <= b.lcpMs,
        },
        {
          name: `Lighthouse mobile, ${page}: CLS (worst run)`,
          figure: row['CLS max'],
          unit: '',
          budget: `≤ ${b.cls}`,
          met: row['CLS max'] <= b.cls,
        },
        {
          name: `Lighthouse mobile, ${page}: TBT`,
          figure: row['TBT ms'],
          unit: 'ms',
          budget: `≤ ${b.tbtMs} ms`,
          met: row['TBT ms'] <= b.tbtMs,
        },
      );
    }
  } finally {
    await chrome.kill();
  }
  load.atEnd = round(loadavg()[0], 1);
  return { rows, budgets, load };
}

/** On its own: against the URL given, or a built server it starts (bench/run.mjs's startServer). */
if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const chromePath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
  let url = process.argv[2];
  let server = null;
  if (!url) {
    const { startServer } = await import('./server.mjs');
    server = await startServer();
    url = server.url;
  }
  try {
    const { rows, budgets, load } = await lighthouseFigures(url, { chromePath });
    console.info(
      `Load average (1 min) on ${load.cores} cores: ${load.atStart} at the start, ${load.atEnd} at the end`,
    );
    // Started here (a fresh built server): the figures part of docs/performance.md gets this run.
    if (server) {
      const { writeLighthouseFigures } = await import('./performance-page.mjs');
      await writeLighthouseFigures(join(import.meta.dirname, '..', 'docs', 'performance.md'), {
        lighthouse: rows,
        lighthouseLoad: load,
        budgets,
      });
      console.info('The Lighthouse figures of docs/performance.md are rewritten from this run: commit them.');
    }
    console.info(`Lighthouse 12 mobile (simulated throttling), median of ${LIGHTHOUSE_RUNS} runs`);
    console.table(rows);
    console.table(
      budgets.map((row) => ({
        budget: row.name,
        figure: `${row.figure} ${row.unit}`.trim(),
        limit: row.budget,
        met: row.met ? 'met' : 'NOT MET',
      })),
    );
  } finally {
    await server?.stop();
  }
}
