import { buildApp, type AppOptions } from '../apps/server/src/app';
import { createContainer } from '../apps/server/src/container';
import type { DatabaseHandle } from '../apps/server/src/db/client';

/** The app of a benchmark on `handle`: a fixed secret, no storage, ready to take calls. */
export async function buildBenchApp(
  handle: DatabaseHandle,
  options: Partial<Omit<AppOptions, 'container'>> = {},
) {
  const container = createContainer({
    db: handle.db,
    jwtSecret: new TextEncoder().encode('bench-secret-bench-secret-bench-secret!!'),
    sessionTtlSeconds: 3600,
    storageDir: '/nonexistent-bench-storage',
  });
  const app = await buildApp({ container, ...options });
  await app.ready();
  return app;
}
