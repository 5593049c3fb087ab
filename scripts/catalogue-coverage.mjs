#!/usr/bin/env node
// Prints how much of ../shared/catalogue.md the built Storybook covers, with the shared tool when this
// checkout sits beside it (developer machines); a clone without it skips the report, it gates nothing.
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

const tool = fileURLToPath(new URL('../../shared/tools/catalogue-coverage.mjs', import.meta.url));
if (!existsSync(tool)) {
  console.info('catalogue coverage: ../shared/tools/catalogue-coverage.mjs not found, skipped');
  process.exit(0);
}
const index = fileURLToPath(new URL('../storybook-static/index.json', import.meta.url));
const result = spawnSync(process.execPath, [tool, index, ...process.argv.slice(2)], { stdio: 'inherit' });
process.exit(result.status ?? 1);
