import { storybookTest } from '@storybook/addon-vitest/vitest-plugin';
import { playwright } from '@vitest/browser-playwright';
import { defineConfig } from 'vitest/config';

/** Debian's Chromium (the machine is offline: Playwright's own browser download is never used). */
export const chromiumLaunchOptions = {
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: [
    '--no-sandbox',
    '--disable-gpu',
    '--disable-dev-shm-usage',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
    '--no-first-run',
    // Two story pages share one browser: neither is ever treated as a hidden tab whose timers and
    // rendering Chromium slows down.
    '--disable-background-timer-throttling',
    '--disable-backgrounding-occluded-windows',
    '--disable-renderer-backgrounding',
  ],
};

/** Server test files that measure time: they run alone, after the rest (`server-alone`). */
const SERVER_ALONE = ['apps/server/test/booking-concurrency.test.ts'];
/** Server test files that replace a module (`vi.mock`): each gets a module registry of its own. */
const SERVER_MOCKING = ['apps/server/test/permission-table.test.ts', 'apps/server/test/shutdown.test.ts'];

/**
 * Five projects, run from the root scripts (`vitest run --project <name>`):
 * - unit: the packages' node tests;
 * - server: the API's integration tests (fastify inject against PGlite, or PostgreSQL via DATABASE_URL);
 * - server-mocking: the server files that replace a module, each with modules of its own;
 * - server-alone: the server files that measure time, run after `server` with nothing beside them;
 * - storybook: every story as a test in headless Chromium (render, play function, axe), and the
 *   screenshot of each catalogue story against its baseline (.storybook/vitest.screenshots.ts).
 */
export default defineConfig({
  test: {
    passWithNoTests: true,
    projects: [
      {
        test: {
          name: 'unit',
          environment: 'node',
          // Pure functions: the files of a worker share its modules instead of loading them again.
          isolate: false,
          include: ['packages/*/src/**/*.test.{ts,tsx}', 'scripts/*.test.ts'],
          exclude: ['**/node_modules/**', '**/dist/**', '**/*.browser.test.tsx'],
        },
      },
      {
        test: {
          name: 'server',
          environment: 'node',
          include: ['apps/server/test/**/*.test.ts'],
          exclude: ['**/node_modules/**', ...SERVER_ALONE, ...SERVER_MOCKING],
          // With DATABASE_URL: the run's seeded template databases, dropped when it ends.
          globalSetup: ['apps/server/test/global-setup.ts'],
          testTimeout: 60_000,
          hookTimeout: 120_000,
          // The files of a worker share its modules: the server's code is loaded once per worker, not
          // once per file (a third of the phase). Each file still builds its own apps and databases.
          isolate: false,
          // Each file boots the app and a database; two cores hold two files at a time at most.
          fileParallelism: true,
          maxWorkers: 2,
        },
      },
      {
        test: {
          name: 'server-mocking',
          environment: 'node',
          include: SERVER_MOCKING,
          globalSetup: ['apps/server/test/global-setup.ts'],
          testTimeout: 60_000,
          hookTimeout: 120_000,
          maxWorkers: 2,
        },
      },
      {
        test: {
          // Timing claims (the reader's slowest answer during 50 racing bookings) measured with the
          // machine to themselves: after the other server files, one file at a time.
          name: 'server-alone',
          environment: 'node',
          include: SERVER_ALONE,
          globalSetup: ['apps/server/test/global-setup.ts'],
          testTimeout: 60_000,
          hookTimeout: 120_000,
          fileParallelism: false,
          sequence: { groupOrder: 1 },
        },
      },
      {
        // `toastsStay`: a toast stays until the next story (preview.tsx), so whether it is in a screenshot
        // does not depend on how long the play function took on a busy machine.
        plugins: [storybookTest({ configDir: '.storybook', initialGlobals: { toastsStay: true } })],
        // Pre-bundle what the stories import, so Vite does not discover a dependency mid-run and
        // reload the page (a flaky "failed to fetch dynamically imported module").
        optimizeDeps: {
          include: [
            'react',
            'react-dom',
            'react-dom/client',
            'react/jsx-runtime',
            'react/jsx-dev-runtime',
            'react-router-dom',
            'react-hot-toast',
            'styled-components',
            'swr',
            'superstruct',
            'msw',
            'msw/browser',
            'msw-storybook-addon/csf3',
          ],
        },
        test: {
          name: 'storybook',
          // A worker's story files share one frame (`isolate: false`): the preview, React, MSW and the
          // features load once per worker, not once per file, which halves the phase. Each story still
          // starts clean (.storybook/preview.tsx: storage, pending calls, scroll, toasts, MSW handlers,
          // session and SWR cache), and a screenshot waits for the page to settle (.storybook/settle.ts).
          // STORY_FRAMES=isolated gives each file a fresh frame again (to tell a leak from a bug).
          isolate: process.env.STORY_FRAMES === 'isolated',
          // CI shares its two cores with whatever else the machine runs: a story that types a whole form
          // has taken 30 s there. A story that fails once runs once more (as Playwright's retries do).
          testTimeout: process.env.CI ? 60_000 : 30_000,
          retry: process.env.CI ? 1 : 0,
          setupFiles: ['.storybook/vitest.screenshots.ts'],
          browser: {
            enabled: true,
            headless: true,
            provider: playwright({
              launchOptions: {
                ...chromiumLaunchOptions,
                // Same pixels on every machine: no LCD subpixel text, a fixed scale.
                args: [
                  ...chromiumLaunchOptions.args,
                  '--font-render-hinting=none',
                  '--disable-lcd-text',
                  '--force-device-scale-factor=1',
                ],
              },
              contextOptions: {
                locale: 'en-US',
                timezoneId: 'UTC',
                colorScheme: 'light',
                reducedMotion: 'reduce',
                // The runner's own window: taller than any story's whole page, so the story's frame is
                // never scaled down to fit it (the screenshots are of the page at its full height).
                viewport: { width: 1600, height: 3600 },
              },
            }),
            instances: [{ browser: 'chromium' }],
            expect: {
              toMatchScreenshot: {
                comparatorName: 'pixelmatch',
                comparatorOptions: { allowedMismatchedPixelRatio: 0.002 },
                screenshotOptions: { animations: 'disabled', caret: 'hide', scale: 'css' },
                resolveScreenshotPath: ({ arg, ext, root }) =>
                  `${root}/tests/visual/__baselines__/${arg}${ext}`,
                resolveDiffPath: ({ arg, ext, root }) => `${root}/test-results/visual/${arg}${ext}`,
              },
            },
          },
          // Two cores: locally (shared with the dev servers) one page at a time keeps runs steady;
          // CI (CI=1, a machine of its own) runs two story files at once. (Vitest's default for browser
          // mode is cores - 1, one page on two cores: the count is explicit.)
          fileParallelism: Boolean(process.env.CI),
          maxWorkers: process.env.CI ? 2 : 1,
        },
      },
    ],
  },
});
