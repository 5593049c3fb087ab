// The budget convention of `npm run bench` (see bench/run.mjs). A benchmark that measures a budgeted
// figure hands back one row per budget:
//   { name: 'Dashboard report calls, PostgreSQL', figure: 62.4, unit: 'ms', budget: '≤ 100 ms', met: true }
// In bench/run.mjs a part pushes it onto `results.budgets`; an area benchmark (a child process) prints it
// as one stdout line `BUDGET {json}` with reportBudget(), which run.mjs collects.

export const BUDGET_PREFIX = 'BUDGET ';

/**
 * @typedef {{ name: string, figure: number, unit: string, budget: string, met: boolean }} BudgetRow
 */

/** Prints `row` for run.mjs to collect (and is harmless when the benchmark runs on its own). */
export function reportBudget(/** @type {BudgetRow} */ row) {
  process.stdout.write(`${BUDGET_PREFIX}${JSON.stringify(row)}\n`);
}

export const TABLE_PREFIX = 'TABLE ';

/**
 * Prints a table of figures for run.mjs to write into docs/performance.md under `title` (one stdout line
 * `TABLE {json}`); the benchmark prints it for the console itself.
 */
export function reportTable(/** @type {string} */ title, /** @type {Array<Record<string, unknown>>} */ rows) {
  process.stdout.write(`${TABLE_PREFIX}${JSON.stringify({ title, rows })}\n`);
}

/** The table of a `TABLE {json}` line, or null for any other line. */
export function tableOfLine(/** @type {string} */ line) {
  if (!line.startsWith(TABLE_PREFIX)) return null;
  return JSON.parse(line.slice(TABLE_PREFIX.length));
}

/** The row of a `BUDGET {json}` line, or null for any other line. */
export function budgetOfLine(/** @type {string} */ line) {
  if (!line.startsWith(BUDGET_PREFIX)) return null;
  const row = JSON.parse(line.slice(BUDGET_PREFIX.length));
  for (const key of ['name', 'figure', 'unit', 'budget', 'met']) {
    if (!(key in row)) throw new Error(`Budget line without ${key}: ${line}`);
  }
  return row;
}
