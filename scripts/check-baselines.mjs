#!/usr/bin/env node
// Every screenshot baseline belongs to a catalogue story, and every catalogue story has one (the story
// tests take and compare them: .storybook/vitest.screenshots.ts). Reads the built Storybook's index.
//
//   node scripts/check-baselines.mjs           fails on an orphan or a missing baseline
//   node scripts/check-baselines.mjs --prune   deletes the orphans (after renaming or removing stories)
import { existsSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { join } from 'node:path';

const INDEX = 'storybook-static/index.json';
const BASELINES = 'tests/visual/__baselines__';

if (!existsSync(INDEX)) {
  console.error(`${INDEX} is missing: run npm run build-storybook first`);
  process.exit(1);
}
const entries = Object.values(JSON.parse(readFileSync(INDEX, 'utf8')).entries ?? {});
const expected = new Set(
  entries
    .filter((entry) => (entry.type ?? 'story') === 'story')
    .filter((entry) => {
      const tags = entry.tags ?? [];
      return tags.some((tag) => tag.startsWith('catalogue:')) && !tags.includes('visual:skip');
    })
    // The name .storybook/vitest.screenshots.ts gives it.
    .map((entry) => `${entry.id.replace('--', '__')}.png`),
);
const files = existsSync(BASELINES) ? readdirSync(BASELINES).filter((file) => file.endsWith('.png')) : [];
const orphans = files.filter((file) => !expected.has(file));
const missing = [...expected].filter((file) => !files.includes(file));

if (process.argv.includes('--prune')) {
  for (const file of orphans) rmSync(join(BASELINES, file));
  console.info(`Deleted ${orphans.length} baselines without a story.`);
  process.exit(0);
}
if (orphans.length > 0) {
  console.error(
    `Baselines without a catalogue story (npm run test:visual:update deletes them):\n  ${orphans.join('\n  ')}`,
  );
}
if (missing.length > 0) {
  console.error(
    `Catalogue stories without a baseline (npm run test:visual:update takes them):\n  ${missing.join('\n  ')}`,
  );
}
if (orphans.length > 0 || missing.length > 0) process.exit(1);
console.info(`${files.length} baselines, one per catalogue story.`);
