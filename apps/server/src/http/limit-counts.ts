import type { FastifyBaseLogger } from 'fastify';
import type { Redis } from 'ioredis';

/** One key's count in its current window, and the milliseconds left of the window. */
export interface Count {
  count: number;
  resetInMs: number;
}

/** Where request counts live. The window of a key starts with its first count. */
export interface CountStore {
  get(key: string): Promise<Count>;
  /** Counts one under `key` and returns the new count. */
  add(key: string, windowMs: number): Promise<Count>;
}

/** Counts of this process. Expired keys go on read, and in bulk when many accumulate. */
export class ProcessCounts implements CountStore {
  private readonly counts = new Map<string, { count: number; resetAt: number }>();

  constructor(private readonly now: () => number = Date.now) {}

  async get(key: string): Promise<Count> {
    const entry = this.counts.get(key);
    if (!entry || entry.resetAt <= this.now()) {
      this.counts.delete(key);
      return { count: 0, resetInMs: 0 };
    }
    return { count: entry.count, resetInMs: entry.resetAt - this.now() };
  }

  async add(key: string, windowMs: number): Promise<Count> {
    const current = await this.get(key);
    const resetAt = current.count > 0 ? this.now() + current.resetInMs : this.now() + windowMs;
    this.counts.set(key, { count: current.count + 1, resetAt });
    if (this.counts.size > 50_000) {
      for (const [name, entry] of this.counts) if (entry.resetAt <= this.now()) this.counts.delete(name);
    }
    return { count: current.count + 1, resetInMs: resetAt - this.now() };
  }
}

/** Counts in Redis: a key per count, created with its window as expiry (shared by every instance). */
export class RedisCounts implements CountStore {
  constructor(
    private readonly redis: Redis,
    private readonly nameSpace: string,
  ) {}

  async get(key: string): Promise<Count> {
    const name = this.nameSpace + key;
    const results = await this.redis.multi().get(name).pttl(name).exec();
    const [count, ttl] = replies(results) as [string | null, number];
    return { count: Number(count ?? 0), resetInMs: Math.max(0, ttl) };
  }

  async add(key: string, windowMs: number): Promise<Count> {
    const name = this.nameSpace + key;
    // SET NX PX starts the window with the first count; INCR keeps the expiry.
    const results = await this.redis.multi().set(name, 0, 'PX', windowMs, 'NX').incr(name).pttl(name).exec();
    const [, count, ttl] = replies(results) as [unknown, number, number];
    return { count, resetInMs: ttl > 0 ? ttl : windowMs };
  }
}

function replies(results: Array<[Error | null, unknown]> | null): unknown[] {
  if (!results) throw new Error('Redis transaction discarded');
  return results.map(([error, value]) => {
    if (error) throw error;
    return value;
  });
}

export type LimitMode = 'redis' | 'process';

/**
 * The rate limits' counts: in this process, or in Redis (REDIS_URL) so that every instance sees them.
 * Limits never fail open: while Redis is unreachable the counts go on in this process (each instance
 * then counts its own share), one error is logged per outage and one info line when Redis answers again,
 * and `degraded` is true (`/health/ready` says "degraded (rate limits local)").
 */
export class LimitCounts implements CountStore {
  readonly mode: LimitMode;
  private readonly local: ProcessCounts;
  private readonly shared: RedisCounts | null;
  private outage = false;
  private log: Pick<FastifyBaseLogger, 'error' | 'info'> | null = null;

  constructor(options: { redis?: Redis; nameSpace?: string; now?: () => number } = {}) {
    this.local = new ProcessCounts(options.now);
    this.shared = options.redis
      ? new RedisCounts(options.redis, options.nameSpace ?? 'salon-rate-limit:')
      : null;
    this.mode = this.shared ? 'redis' : 'process';
  }

  /** Where the outage lines go (the app's logger). */
  useLogger(log: Pick<FastifyBaseLogger, 'error' | 'info'>): void {
    this.log = log;
  }

  /** Redis is configured but unreachable: this instance counts alone. */
  get degraded(): boolean {
    return this.outage;
  }

  /** Counts under `prefix` (a limit's own keys). */
  scoped(prefix: string): CountStore {
    return { get: (key) => this.get(prefix + key), add: (key, windowMs) => this.add(prefix + key, windowMs) };
  }

  get(key: string): Promise<Count> {
    return this.run((store) => store.get(key));
  }

  add(key: string, windowMs: number): Promise<Count> {
    return this.run((store) => store.add(key, windowMs));
  }

  private async run(work: (store: CountStore) => Promise<Count>): Promise<Count> {
    if (!this.shared) return work(this.local);
    try {
      const result = await work(this.shared);
      if (this.outage) {
        this.outage = false;
        this.log?.info('Redis answers again: rate limits are counted in Redis');
      }
      return result;
    } catch (error) {
      if (!this.outage) {
        this.outage = true;
        this.log?.error(
          { err: error },
          'Redis is unreachable: rate limits are counted in this process until it answers again',
        );
      }
      return work(this.local);
    }
  }
}
