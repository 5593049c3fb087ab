// Writes the figures of a full `npm run bench` into docs/performance.md, between the two markers below,
// so the page's figures always come from the last run. The text around the markers is written by hand.
import { readFile, writeFile } from 'node:fs/promises';
import { cpus } from 'node:os';

export const FIGURES_START = '<!-- bench:figures:start (written by npm run bench; do not edit by hand) -->';
export const FIGURES_END = '<!-- bench:figures:end -->';
/** The Lighthouse part, inside the figures: `npm run bench:lighthouse` alone rewrites only it. */
export const LIGHTHOUSE_START =
  '<!-- bench:lighthouse:start (written by npm run bench or bench:lighthouse) -->';
export const LIGHTHOUSE_END = '<!-- bench:lighthouse:end -->';
const isLighthouse = (row) => row.name.startsWith('Lighthouse');

const cell = (value) =>
  String(value ?? '')
    .replace(/\|/g, '\\|')
    .replace(/\n/g, ' ');

/** A markdown table of `rows` (objects), its columns those of the first row that hold plain values. */
export function markdownTable(rows) {
  if (!rows?.length) return '_none measured_';
  const columns = Object.keys(rows[0]).filter((key) => typeof rows[0][key] !== 'object');
  return [
    `| ${columns.map(cell).join(' | ')} |`,
    `| ${columns.map(() => '---').join(' | ')} |`,
    ...rows.map((row) => `| ${columns.map((key) => cell(row[key])).join(' | ')} |`),
  ].join('\n');
}

/** The figures section of one run: where and when it ran, every budget, then each part's table. */
export function figuresSection(results, run = {}) {
  const at = run.at ?? new Date().toISOString();
  const load = results.load
    ? `, load average ${results.load.start.toFixed(2)} at the start and ${results.load.end?.toFixed(2)} at the end`
    : '';
  const machine = run.machine ?? `${cpus().length} CPU cores, Node ${process.version}${load}`;
  const database = run.database ?? (process.env.DATABASE_URL ? 'PostgreSQL' : 'PGlite');
  const budgets = budgetRows((results.budgets ?? []).filter((row) => !isLighthouse(row)));
  const parts = [
    `Last run: ${at.slice(0, 16).replace('T', ' ')} UTC, ${machine}, area benchmarks on ${database}.`,
    '',
    '### Budgets',
    '',
    markdownTable(budgets),
    '',
    // The area benchmarks' own tables (`TABLE {json}` lines).
    ...(results.tables ?? []).flatMap((table) => [`### ${table.title}`, '', markdownTable(table.rows), '']),
    '### Bundle sizes (KB; the entry page and what it loads)',
    '',
    markdownTable(results.bundles),
    '',
    '### Page load (headless Chromium, cold cache, median of 7)',
    '',
    markdownTable(results.pageLoad),
    '',
    '### JavaScript per journey (gzip)',
    '',
    markdownTable(results.pageScripts),
    '',
    '### API under load (built server, 20 connections, 8 s)',
    '',
    markdownTable(results.api),
    '',
    lighthouseBlock(results, run),
  ];
  return parts.join('\n');
}

function budgetRows(rows) {
  return rows.map((row) => ({
    budget: row.name,
    figure: `${row.figure} ${row.unit}`.trim(),
    limit: typeof row.budget === 'number' ? `≤ ${row.budget} ${row.unit}` : row.budget,
    met: row.met ? 'met' : '**not met**',
  }));
}

/** The Lighthouse part of the figures, between its own markers: its pages' figures and its budgets. */
export function lighthouseBlock(results, run = {}) {
  const at = run.at ?? new Date().toISOString();
  return [
    LIGHTHOUSE_START,
    '',
    `### Lighthouse 12, mobile, simulated throttling (median of 3 runs; ranges over the runs)`,
    '',
    `Run ${at.slice(0, 16).replace('T', ' ')} UTC` +
      (results.lighthouseLoad
        ? `, load average (1 min) ${results.lighthouseLoad.atStart} at the start and ${results.lighthouseLoad.atEnd} at the end on ${results.lighthouseLoad.cores} cores (TBT and LCP rise with it).`
        : '.'),
    '',
    markdownTable(results.lighthouse),
    '',
    markdownTable(budgetRows((results.budgets ?? []).filter(isLighthouse))),
    '',
    LIGHTHOUSE_END,
  ].join('\n');
}

/** `page` with the text between `startMarker` and `endMarker` replaced by `section`. */
function replaceBetween(page, section, startMarker, endMarker, inclusive = false) {
  const start = page.indexOf(startMarker);
  const end = page.indexOf(endMarker);
  if (start < 0 || end < start)
    throw new Error(`docs/performance.md lacks the markers ${startMarker} … ${endMarker}`);
  if (inclusive) return `${page.slice(0, start)}${section}${page.slice(end + endMarker.length)}`;
  return `${page.slice(0, start + startMarker.length)}\n\n${section}\n\n${page.slice(end)}`;
}

/** `page` with the text between the markers replaced by `section`; throws when a marker is missing. */
export function replaceFigures(page, section) {
  return replaceBetween(page, section, FIGURES_START, FIGURES_END);
}

/** Rewrites only the Lighthouse part of the figures at `file` (`npm run bench:lighthouse` alone). */
export async function writeLighthouseFigures(file, results, run) {
  const page = await readFile(file, 'utf8');
  await writeFile(
    file,
    replaceBetween(page, lighthouseBlock(results, run), LIGHTHOUSE_START, LIGHTHOUSE_END, true),
  );
}

/** Rewrites the figures section of the performance page at `file` from `results`. */
export async function writeFigures(file, results, run) {
  const page = await readFile(file, 'utf8');
  await writeFile(file, replaceFigures(page, figuresSection(results, run)));
}
