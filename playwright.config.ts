import { defineConfig } from '@playwright/test';

/**
 * The e2e project drives the built apps on the built server (tests/e2e/fixtures.ts starts
 * `apps/server/dist/main.js` per worker on a free port with a fresh data folder and the embedded PGlite),
 * in Debian's Chromium: the machine is offline, Playwright's own browsers are never downloaded. (The
 * catalogue's screenshots are taken in the story tests: vitest.config.ts.)
 */
const CI = Boolean(process.env.CI);

export default defineConfig({
  reporter: 'list',
  retries: CI ? 1 : 0,
  // Two shared cores: one browser at a time; e2e workers each start their own server.
  workers: Number(process.env.PW_WORKERS ?? (process.env.CI ? 2 : 1)),
  forbidOnly: CI,
  timeout: 60_000,
  outputDir: 'test-results',
  expect: { timeout: 10_000 },
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
        // Never a hidden tab whose timers and rendering Chromium slows down.
        '--disable-background-timer-throttling',
        '--disable-backgrounding-occluded-windows',
        '--disable-renderer-backgrounding',
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
      name: 'e2e',
      testDir: 'tests/e2e',
      // baseURL comes from the worker's server fixture (tests/e2e/fixtures.ts).
    },
  ],
});
