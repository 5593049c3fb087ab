import { describe, expect, it } from 'vitest';
import { buildApp } from '../src/app';
import { createContainer } from '../src/container';
import { openDatabase } from '../src/db/client';
import { TEST_JWT_SECRET, testStorage } from './helper';
import { useTestApp } from './use-test-app';

const t = useTestApp();

describe('health checks for a load balancer', () => {
  it('answers alive and ready on a migrated database', async () => {
    const alive = await t.app.inject({ method: 'GET', url: '/api/v1/health' });
    expect(alive.statusCode).toBe(200);
    const ready = await t.app.inject({ method: 'GET', url: '/api/v1/health/ready' });
    expect(ready.statusCode).toBe(200);
    expect(ready.json()).toMatchObject({ status: true, message: 'ready' });
  });

  it('answers not ready, with the reason, while the database lacks its migrations', async () => {
    const bare = await openDatabase({ kind: 'pglite' });
    try {
      const container = createContainer({
        db: bare.db,
        jwtSecret: TEST_JWT_SECRET,
        sessionTtlSeconds: 3600,
        storageDir: testStorage.folder,
        storage: testStorage,
      });
      const app = await buildApp({ container });
      const ready = await app.inject({ method: 'GET', url: '/api/v1/health/ready' });
      expect(ready.statusCode).toBe(503);
      expect(ready.json()).toMatchObject({ status: false, message: expect.stringMatching(/migrat/) });
      await app.close();
    } finally {
      await bare.close();
    }
  });
});
