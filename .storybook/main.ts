import type { StorybookConfig } from '@storybook/react-vite';

/**
 * One Storybook for the component stories beside the ui primitives (args only) and the catalogue
 * stories in `stories/` (feature containers against MSW). The same configuration drives
 * `storybook build` (visual baselines read `storybook-static/index.json`) and the vitest `storybook`
 * project (`@storybook/addon-vitest` runs every story as a test in headless Chromium).
 */
const config: StorybookConfig = {
  framework: { name: '@storybook/react-vite', options: {} },
  stories: [
    '../stories/Introduction.mdx',
    '../packages/ui/src/**/*.stories.@(ts|tsx)',
    '../stories/**/*.stories.@(ts|tsx)',
  ],
  // Chromatic's addon shows a team's visual tests beside the stories; it sends nothing unless a
  // project is linked (docs/architecture.md, "Catalogue and screenshots").
  addons: [
    '@storybook/addon-docs',
    '@storybook/addon-a11y',
    '@storybook/addon-vitest',
    '@chromatic-com/storybook',
  ],
  // mockServiceWorker.js (msw init .storybook/public), served at the root for the MSW worker.
  staticDirs: ['./public'],
  core: { disableTelemetry: true, disableWhatsNewNotifications: true },
  // react-docgen (Babel based) is fast and needs no TypeScript program; props tables come from it.
  typescript: { reactDocgen: 'react-docgen' },
  viteFinal: (config) => {
    const build = (config.build ??= {});
    // A Storybook bundle is one big preview by nature (axe, charts, every story): its size is no signal.
    build.chunkSizeWarningLimit = 2_000;
    // react-router and react-hot-toast mark themselves "use client" for React Server Components; a
    // client-only bundle drops the directive harmlessly, so the warning is noise in the CI log.
    const options = (build.rolldownOptions ??= {});
    const previous = options.onwarn;
    options.onwarn = (warning, warn) => {
      if (warning.code === 'MODULE_LEVEL_DIRECTIVE') return;
      if (previous) previous(warning, warn);
      else warn(warning);
    };
    return config;
  },
};

export default config;
