import react from '@vitejs/plugin-react';
import { defineConfig, type UserConfig } from 'vite';

interface AppOptions {
  /** Public path of the built app on the one origin the server serves. */
  base: string;
  /** Dev server port; `/api` is proxied to the API server. */
  port: number;
  /** Whether the dev server also serves the app under `base` (the website uses `/` in dev). */
  devBase?: string;
}

/** Vite configuration shared by the three apps: React, the API proxy, and the one-origin base paths. */
export function appConfig({ base, port, devBase }: AppOptions) {
  return defineConfig(({ command }): UserConfig => ({
    base: command === 'build' ? base : (devBase ?? base),
    plugins: [react()],
    server: {
      port,
      strictPort: true,
      proxy: { '/api': `http://127.0.0.1:${process.env.API_PORT ?? 3000}` },
    },
    build: { outDir: 'dist', emptyOutDir: true, sourcemap: true },
  }));
}
