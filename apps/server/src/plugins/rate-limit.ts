import rateLimit from '@fastify/rate-limit';
import type { FastifyInstance } from 'fastify';
import { TooManyRequestsError } from '../errors';

/** Rate limiting per route (`config.rateLimit`, see contract-route); nothing is limited by default. */
export async function registerRateLimit(app: FastifyInstance): Promise<void> {
  await app.register(rateLimit, {
    global: false,
    errorResponseBuilder: () => new TooManyRequestsError(),
  });
}
