import { Redis } from 'ioredis';

/**
 * The shared Redis of several server instances (REDIS_URL): rate-limit counts today (in the process
 * while it is unreachable). Commands fail
 * fast while it is unreachable instead of queueing, so a Redis outage never holds requests.
 */
export function connectRedis(url: string): Redis {
  const redis = new Redis(url, {
    maxRetriesPerRequest: 1,
    enableOfflineQueue: false,
    connectTimeout: 2_000,
    lazyConnect: false,
  });
  // An outage is logged once by its users (http/limit-counts.ts), not at every reconnect attempt;
  // ioredis keeps reconnecting in the background.
  redis.on('error', () => undefined);
  return redis;
}
