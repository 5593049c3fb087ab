import { describe, expect, it } from 'vitest';
import { MovableClock } from '../src/lib/movable-clock';
import { TEST_CLOCK_PATH } from '../src/plugins/test-clock';
import { call } from './helper';
import { useTestApp } from './use-test-app';

/** docs/operations.md "A movable clock for test servers": the route exists only with CLOCK=movable. */
describe('POST /api/v1/test-clock', () => {
  const REAL = new Date('2026-03-16T12:00:00.000Z');

  describe('without CLOCK=movable', () => {
    const t = useTestApp();

    it('does not exist', async () => {
      const answer = await call(t.app, {
        method: 'POST',
        url: TEST_CLOCK_PATH,
        payload: { offsetMinutes: 60 },
      });
      expect(answer.statusCode).toBe(404);
    });
  });

  describe('with CLOCK=movable', () => {
    const clock = new MovableClock(() => REAL);
    const t = useTestApp({ testClock: clock }, { now: () => clock.now() });

    it('moves the clock every rule reads, from this machine only', async () => {
      const moved = await call<{ now: string; offsetMinutes: number }>(t.app, {
        method: 'POST',
        url: TEST_CLOCK_PATH,
        payload: { offsetMinutes: 90 },
      });
      expect(moved.statusCode).toBe(200);
      expect(moved.body.data).toEqual({ now: '2026-03-16T13:30:00.000Z', offsetMinutes: 90 });
      expect(t.container.clock.now().toISOString()).toBe('2026-03-16T13:30:00.000Z');

      const remote = await call(t.app, {
        method: 'POST',
        url: TEST_CLOCK_PATH,
        payload: { offsetMinutes: 0 },
        remoteAddress: '203.0.113.9',
      });
      expect(remote.statusCode).toBe(403);
      const proxied = await call(t.app, {
        method: 'POST',
        url: TEST_CLOCK_PATH,
        payload: { offsetMinutes: 0 },
        headers: { 'x-forwarded-for': '203.0.113.9' },
      });
      expect(proxied.statusCode).toBe(403);
      expect(t.container.clock.now().toISOString()).toBe('2026-03-16T13:30:00.000Z');
    });

    it('refuses an offset that is not a whole number of minutes', async () => {
      for (const offsetMinutes of [1.5, '60', null, 10_000_000]) {
        const answer = await call(t.app, {
          method: 'POST',
          url: TEST_CLOCK_PATH,
          payload: { offsetMinutes },
        });
        expect(answer.statusCode).toBe(400);
        expect(answer.body.message).toMatch(/^offsetMinutes must be a whole number of minutes/);
      }
    });
  });
});
