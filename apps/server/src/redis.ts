import { Redis } from 'ioredis';

/**
 * The shared Redis of several server instances (REDIS_URL): rate-limit counts today. Commands fail
 * fast while it is unreachable instead of queueing, so a Redis outage never holds requests.
 */
export function connectRedis(url: string): Redis {
  return new Redis(url, {
    maxRetriesPerRequest: 1,
    enableOfflineQueue: false,
    connectTimeout: 2_000,
    lazyConnect: false,
  });
}
