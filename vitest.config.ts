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
  ],
};

/**
 * Three projects, run one at a time from the root scripts (`vitest run --project <name>`):
 * - unit: the packages' node tests;
 * - server: the API's integration tests (fastify inject against PGlite, or PostgreSQL via DATABASE_URL);
 * - storybook: every story as a test in headless Chromium (render, play function, axe).
 */
export default defineConfig({
  test: {
    passWithNoTests: true,
    projects: [
      {
        test: {
          name: 'unit',
          environment: 'node',
          include: ['packages/*/src/**/*.test.{ts,tsx}'],
          exclude: ['**/node_modules/**', '**/dist/**', '**/*.browser.test.tsx'],
        },
      },
      {
        test: {
          name: 'server',
          environment: 'node',
          include: ['apps/server/test/**/*.test.ts'],
          testTimeout: 60_000,
          hookTimeout: 120_000,
          // Each file boots the app and a database; two cores hold two files at a time at most.
          fileParallelism: true,
          maxWorkers: 2,
        },
      },
      {
        plugins: [storybookTest({ configDir: '.storybook' })],
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
          testTimeout: 30_000,
          browser: {
            enabled: true,
            headless: true,
            provider: playwright({ launchOptions: chromiumLaunchOptions }),
            instances: [{ browser: 'chromium' }],
          },
          // Two cores: locally (shared with the dev servers) one page at a time keeps runs steady;
          // CI (CI=1, a machine of its own) runs two story files at once.
          fileParallelism: Boolean(process.env.CI),
        },
      },
    ],
  },
});
