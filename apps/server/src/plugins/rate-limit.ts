import rateLimit from '@fastify/rate-limit';
import type { FastifyInstance } from 'fastify';
import type { Redis } from 'ioredis';
import { TooManyRequestsError } from '../errors';

export interface RateLimitStore {
  /** With several instances behind a load balancer, counts live in Redis so every instance sees them. */
  redis?: Redis;
  /** Prefix of the Redis keys (tests give each app its own). */
  nameSpace?: string;
}

/**
 * Rate limiting per route (`config.rateLimit`, see contract-route); nothing is limited by default.
 * Counts are kept in this process, or in Redis when one is given. If Redis is unreachable the limit
 * is skipped rather than refusing every request (`skipOnError`); the outage is logged by ioredis.
 */
export async function registerRateLimit(app: FastifyInstance, store: RateLimitStore = {}): Promise<void> {
  await app.register(rateLimit, {
    global: false,
    errorResponseBuilder: () => new TooManyRequestsError(),
    ...(store.redis
      ? { redis: store.redis, nameSpace: store.nameSpace ?? 'salon-rate-limit:', skipOnError: true }
      : {}),
  });
}
