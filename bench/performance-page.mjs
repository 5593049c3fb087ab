// Writes the figures of a full `npm run bench` into docs/performance.md, between the two markers below,
// so the page's figures always come from the last run. The text around the markers is written by hand.
import { readFile, writeFile } from 'node:fs/promises';
import { cpus } from 'node:os';

export const FIGURES_START = '<!-- bench:figures:start (written by npm run bench; do not edit by hand) -->';
export const FIGURES_END = '<!-- bench:figures:end -->';

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
  const budgets = (results.budgets ?? []).map((row) => ({
    budget: row.name,
    figure: `${row.figure} ${row.unit}`,
    limit: typeof row.budget === 'number' ? `≤ ${row.budget} ${row.unit}` : row.budget,
    met: row.met ? 'met' : '**not met**',
  }));
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
  ];
  return parts.join('\n');
}

/** `page` with the text between the markers replaced by `section`; throws when a marker is missing. */
export function replaceFigures(page, section) {
  const start = page.indexOf(FIGURES_START);
  const end = page.indexOf(FIGURES_END);
  if (start < 0 || end < start)
    throw new Error(`docs/performance.md lacks the markers ${FIGURES_START} … ${FIGURES_END}`);
  return `${page.slice(0, start + FIGURES_START.length)}\n\n${section}\n\n${page.slice(end)}`;
}

/** Rewrites the figures section of the performance page at `file` from `results`. */
export async function writeFigures(file, results, run) {
  const page = await readFile(file, 'utf8');
  await writeFile(file, replaceFigures(page, figuresSection(results, run)));
}
