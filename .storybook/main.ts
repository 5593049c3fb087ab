import type { StorybookConfig } from '@storybook/react-vite';

/**
 * One Storybook for the component stories beside the ui primitives (args only) and the catalogue
 * stories in `stories/` (feature containers against MSW). The same configuration drives
 * `storybook build` (visual baselines read `storybook-static/index.json`) and the vitest `storybook`
 * project (`@storybook/addon-vitest` runs every story as a test in headless Chromium).
 */
const config: StorybookConfig = {
  framework: { name: '@storybook/react-vite', options: {} },
  stories: ['../packages/ui/src/**/*.stories.@(ts|tsx)', '../stories/**/*.stories.@(ts|tsx)'],
  addons: ['@storybook/addon-docs', '@storybook/addon-a11y', '@storybook/addon-vitest'],
  // mockServiceWorker.js (msw init .storybook/public), served at the root for the MSW worker.
  staticDirs: ['./public'],
  core: { disableTelemetry: true, disableWhatsNewNotifications: true },
  // react-docgen (Babel based) is fast and needs no TypeScript program; props tables come from it.
  typescript: { reactDocgen: 'react-docgen' },
};

export default config;
