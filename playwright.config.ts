import { defineConfig } from '@playwright/test';

/**
 * Two projects:
 * - visual: screenshots every catalogue story of the built Storybook (`storybook-static`, served by
 *   scripts/serve-static.mjs) against the baselines in tests/visual/__baselines__;
 * - e2e: drives the built apps on the built server (tests/e2e/fixtures.ts starts `apps/server/dist/main.js`
 *   per worker on a free port with a fresh data folder and the embedded PGlite).
 * Both use Debian's Chromium: the machine is offline, Playwright's own browsers are never downloaded.
 */
const CI = Boolean(process.env.CI);
const STORYBOOK_PORT = Number(process.env.STORYBOOK_STATIC_PORT ?? 6007);
export const STORYBOOK_URL = `http://127.0.0.1:${STORYBOOK_PORT}`;

/** The projects named on the command line (`--project visual`, `--project=e2e`); all when none. */
function selectedProjects(argv = process.argv): string[] | null {
  const names: string[] = [];
  argv.forEach((arg, i) => {
    if (arg === '--project' && argv[i + 1]) names.push(argv[i + 1] as string);
    else if (arg.startsWith('--project=')) names.push(arg.slice('--project='.length));
  });
  return names.length > 0 ? names : null;
}
const selected = selectedProjects();
const runsVisual = !selected || selected.includes('visual');

export default defineConfig({
  reporter: 'list',
  retries: CI ? 1 : 0,
  // Two shared cores: one browser at a time; e2e workers each start their own server.
  workers: Number(process.env.PW_WORKERS ?? (process.env.CI ? 2 : 1)),
  forbidOnly: CI,
  timeout: 60_000,
  outputDir: 'test-results',
  // Baselines are committed (the root .gitignore ignores __screenshots__/, so not that name).
  snapshotPathTemplate: 'tests/visual/__baselines__/{arg}{ext}',
  expect: {
    timeout: 10_000,
    toHaveScreenshot: { maxDiffPixelRatio: 0.002, animations: 'disabled', caret: 'hide', scale: 'css' },
  },
  use: {
    headless: true,
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-dev-shm-usage',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        '--no-first-run',
        // Same rendering on every machine: no LCD subpixel text, fixed scale.
        '--font-render-hinting=none',
        '--disable-lcd-text',
        '--force-device-scale-factor=1',
      ],
    },
    viewport: { width: 1280, height: 800 },
    locale: 'en-US',
    timezoneId: 'UTC',
    colorScheme: 'light',
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
  },
  projects: [
    {
      name: 'visual',
      testDir: 'tests/visual',
      use: { baseURL: STORYBOOK_URL, reducedMotion: 'reduce' },
    },
    {
      name: 'e2e',
      testDir: 'tests/e2e',
      // baseURL comes from the worker's server fixture (tests/e2e/fixtures.ts).
    },
  ],
  // Only the visual project needs the built Storybook served; `--project e2e` starts nothing here.
  webServer: runsVisual
    ? {
        command: `node scripts/serve-static.mjs storybook-static ${STORYBOOK_PORT}`,
        port: STORYBOOK_PORT,
        reuseExistingServer: !CI,
        timeout: 30_000,
        stdout: 'ignore',
        stderr: 'pipe',
      }
    : undefined,
});
