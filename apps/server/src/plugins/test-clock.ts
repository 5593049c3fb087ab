import type { FastifyInstance } from 'fastify';
import { API_BASE } from '@salon/api/contract';
import { sendFailure } from '../http/failure';
import { fromLoopback } from '../http/loopback';
import type { MovableClock } from '../lib/movable-clock';

export const TEST_CLOCK_PATH = `${API_BASE}/test-clock`;

/** A year either way: far enough for any journey, and a typo of minutes for seconds still fails loudly. */
const MAX_OFFSET_MINUTES = 366 * 24 * 60;

/**
 * `POST /api/v1/test-clock` `{ offsetMinutes }` moves the server's clock that far from the real time
 * (CLOCK=movable only: it is not registered otherwise, and config.ts refuses the mode in production).
 * From this machine only; not part of the contract, as no app calls it.
 */
export function registerTestClock(app: FastifyInstance, clock: MovableClock): void {
  app.post(TEST_CLOCK_PATH, async (request, reply) => {
    if (!fromLoopback(request))
      return sendFailure(reply, 403, 'The test clock is moved from this machine only');
    const offset = (request.body as { offsetMinutes?: unknown } | null)?.offsetMinutes;
    if (typeof offset !== 'number' || !Number.isInteger(offset) || Math.abs(offset) > MAX_OFFSET_MINUTES) {
      return sendFailure(
        reply,
        400,
        `offsetMinutes must be a whole number of minutes from -${MAX_OFFSET_MINUTES} to ${MAX_OFFSET_MINUTES}`,
      );
    }
    clock.set(offset);
    request.log.warn({ offsetMinutes: offset }, 'test clock moved');
    return reply.send({
      status: true,
      message: 'Clock moved',
      data: { now: clock.now().toISOString(), offsetMinutes: clock.offsetMinutes },
    });
  });
}
