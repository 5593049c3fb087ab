import react from '@vitejs/plugin-react';
import { fileURLToPath } from 'node:url';
import { defineConfig, type Alias, type UserConfig } from 'vite';
import { precompress } from './vite-precompress.ts';

interface AppOptions {
  /** Public path of the built app on the one origin the server serves. */
  base: string;
  /** Dev server port; `/api` is proxied to the API server. */
  port: number;
  /** Whether the dev server also serves the app under `base` (the website uses `/` in dev). */
  devBase?: string;
  /**
   * Build with Preact (preact/compat) in place of React DOM: about 55 KB gzip less in every page's
   * first load. Only the production build; the dev server, Storybook and component tests run React.
   * The website uses it to keep its booking page within its budget (README "Performance").
   */
  preactInBuild?: boolean;
}

/**
 * `react` and `react-dom` resolved to preact/compat (exact specifiers only: `react-is` stays); `react`
 * through preact-react.mjs, which adds the React 19 export React Router looks for.
 */
const PREACT: Alias[] = [
  { find: /^react$/, replacement: fileURLToPath(new URL('./preact-react.mjs', import.meta.url)) },
  { find: /^react-dom$/, replacement: 'preact/compat' },
  { find: /^react-dom\/client$/, replacement: fileURLToPath(new URL('./preact-client.ts', import.meta.url)) },
  { find: /^react\/jsx-runtime$/, replacement: 'preact/jsx-runtime' },
  { find: /^react\/jsx-dev-runtime$/, replacement: 'preact/jsx-dev-runtime' },
];

/** Vite configuration shared by the three apps: React, the API proxy, and the one-origin base paths. */
export function appConfig({ base, port, devBase, preactInBuild = false }: AppOptions) {
  return defineConfig(({ command, isSsrBuild }): UserConfig => ({
    base: command === 'build' ? base : (devBase ?? base),
    // The server render's bundle (`vite build --ssr`) is read by the server, never sent: not compressed.
    plugins: isSsrBuild ? [react()] : [react(), precompress()],
    resolve: { alias: preactInBuild && command === 'build' ? PREACT : [] },
    // The server render bundles its dependencies, so they too resolve `react` to Preact like the page's
    // own code (one Preact, one set of contexts) instead of loading React from node_modules.
    ssr: { noExternal: true },
    server: {
      port,
      strictPort: true,
      proxy: { '/api': `http://127.0.0.1:${process.env.API_PORT ?? 3000}` },
    },
    // Source maps stay beside the build for error reports but are not referenced or served
    // (apps/server/src/plugins/static-apps.ts refuses .map files).
    build: { outDir: 'dist', emptyOutDir: true, sourcemap: 'hidden' },
  }));
}
