import type pg from 'pg';
import { describe, expect, it } from 'vitest';
import { SCHEDULE_LOCK_TIMEOUT_MS, scheduleLockKey } from '../src/db/locks';
import { DEMO_SALON_ID, DEMO_USER_IDS } from '../src/seed/demo-data';
import { serviceCategoryId } from '../src/seed/services-videos';
import { useSession, useTestApp } from './use-test-app';

/*
 * README "Under load": a booking that cannot get its stylist's turn within the lock timeout answers 503
 * with a message instead of holding a pooled connection. PostgreSQL only: the embedded database is one
 * connection, so no other session can hold the stylist's lock.
 */
const API = '/api/v1';
const STELLA = DEMO_USER_IDS.stylist;
const BUSY = 'The server is busy right now, please try again in a moment';
const day = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);

describe.runIf(process.env.DATABASE_URL)('a booking while its stylist is locked (PostgreSQL)', () => {
  const t = useTestApp();
  const owner = useSession(t, 'owner@example.com');

  const book = () =>
    owner({
      method: 'POST',
      url: `${API}/appointment/add-appointment-dashboard`,
      payload: {
        stylistId: STELLA,
        date: day(90),
        startTime: '10:00',
        service: serviceCategoryId(1),
        requiredTime: 30,
        name: 'Patient Client',
        email: 'patient.client@example.com',
        phone: '2125550152',
        gender: 'female',
      },
    });

  it('answers 503 with a message within the lock timeout, serves others meanwhile, and frees its connection', async () => {
    const pool = (t.database.db as unknown as { $client: pg.Pool }).$client;
    // Another session holds the stylist's turn (as a stuck booking would) until rolled back.
    const holder = await pool.connect();
    await holder.query('BEGIN');
    await holder.query('SELECT pg_advisory_xact_lock(hashtextextended($1, 0))', [
      scheduleLockKey(DEMO_SALON_ID, STELLA),
    ]);
    try {
      const started = performance.now();
      const [booking, reader] = await Promise.all([
        book().then((answer) => ({ answer, ms: performance.now() - started, at: performance.now() })),
        (async () => {
          await new Promise((resolve) => setTimeout(resolve, 1_000));
          const answer = await owner({ method: 'GET', url: `${API}/users/get-user` });
          return { status: answer.statusCode, at: performance.now() };
        })(),
      ]);
      expect(booking.answer.statusCode).toBe(503);
      expect(booking.answer.body).toMatchObject({ status: false, message: BUSY, code: 'busy' });
      expect(booking.ms).toBeGreaterThanOrEqual(SCHEDULE_LOCK_TIMEOUT_MS - 50);
      expect(booking.ms).toBeLessThan(SCHEDULE_LOCK_TIMEOUT_MS + 3_000);
      // The waiting booking does not stall anyone else: a read sent while it waits is answered first.
      expect(reader.status).toBe(200);
      expect(reader.at).toBeLessThan(booking.at);
    } finally {
      await holder.query('ROLLBACK');
      holder.release();
    }
    // Every connection is back in the pool, and the same booking goes through once the turn is free.
    expect(pool.waitingCount).toBe(0);
    expect(pool.totalCount - pool.idleCount).toBe(0);
    const again = await book();
    expect(again.statusCode, again.body.message).toBe(200);
  });
});
