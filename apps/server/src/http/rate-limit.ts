import rateLimit from '@fastify/rate-limit';
import type { Viewer } from './viewer';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Redis } from 'ioredis';
import { TooManyRequestsError } from '../errors';
import type { CountStore, LimitCounts } from './limit-counts';

export interface RateLimitStore {
  /** With several instances behind a load balancer, counts live in Redis so every instance sees them. */
  redis?: Redis;
  /** Prefix of the Redis keys (tests give each app its own). */
  nameSpace?: string;
}

/** At most `max` in `windowMs`; the window of a key starts with its first count. */
export interface LimitRule {
  max: number;
  windowMs: number;
}

/**
 * The limits of the anonymous writes (and of failed sign-ins). Configuration: production runs with
 * `RATE_LIMITS`; the test apps turn them off (`NO_RATE_LIMITS`) unless a test gives its own.
 */
export interface RateLimits {
  /** Failed sign-ins per account (twice as many per address), see LoginThrottle. */
  login: LimitRule | false;
  /** Salon sign-ups (onboarding) per client address. */
  onboardingPerAddress: LimitRule | false;
  /** Salon sign-ups per owner e-mail: how often one e-mail can be held by an unpaid sign-up. */
  onboardingPerEmail: LimitRule | false;
  /** The wizard's as-typed e-mail checks (`POST /users/onboard-check-email`) per client address. */
  emailCheck: LimitRule | false;
  /** Typed promotion codes checked on the payment step (`POST /promo-codes/check`) per client address. */
  promoCheck: LimitRule | false;
  /** `POST /users/user-signup` per client address. */
  userSignup: LimitRule | false;
  /** Create Account on a salon's site per client address. */
  createAccount: LimitRule | false;
  /** Password assistance per client address. */
  forgotPassword: LimitRule | false;
  /** Setting a password with a link's token per client address. */
  resetPassword: LimitRule | false;
  /** Contact-form messages per client address. */
  contact: LimitRule | false;
  /** Bookings from the public site per client address; only accepted bookings count. */
  booking: LimitRule | false;
}

const MINUTE = 60 * 1000;
const HOUR = 60 * MINUTE;

export const RATE_LIMITS: RateLimits = {
  login: { max: 10, windowMs: 15 * MINUTE },
  // A salon signs up once; a few retries (a declined card, a second try) fit, a script's 30 do not.
  onboardingPerAddress: { max: 5, windowMs: HOUR },
  // An unpaid sign-up holds its e-mail for 30 minutes: at most 3 holds of one e-mail a day.
  onboardingPerEmail: { max: 3, windowMs: 24 * HOUR },
  // The owner's and up to ten stylists' e-mails, each checked once typed (and again after a typo): a
  // sign-up needs a dozen; 30 per quarter hour keep a script from sweeping addresses (docs/decisions.md).
  emailCheck: { max: 30, windowMs: 15 * MINUTE },
  // A customer types a code or two; guessing codes at 10 per quarter hour is hopeless.
  promoCheck: { max: 10, windowMs: 15 * MINUTE },
  userSignup: { max: 10, windowMs: HOUR },
  createAccount: { max: 10, windowMs: HOUR },
  forgotPassword: { max: 5, windowMs: 15 * MINUTE },
  resetPassword: { max: 10, windowMs: 15 * MINUTE },
  // Enough for a real visitor, too few to fill an inbox.
  contact: { max: 5, windowMs: 15 * MINUTE },
  // Phones on one carrier or an office's network share an address and a family books several people
  // in one sitting, so the limit is well above one visitor's need; a script books at most 40 slots an hour.
  booking: { max: 10, windowMs: 15 * MINUTE },
};

export const NO_RATE_LIMITS: RateLimits = {
  login: false,
  onboardingPerAddress: false,
  onboardingPerEmail: false,
  emailCheck: false,
  promoCheck: false,
  userSignup: false,
  createAccount: false,
  forgotPassword: false,
  resetPassword: false,
  contact: false,
  booking: false,
};

/** A limit's 429, with the seconds until its window ends as `Retry-After`. */
export function tooMany(message: string, resetInMs: number): TooManyRequestsError {
  const error = new TooManyRequestsError(message);
  error.retryAfterSeconds = Math.max(1, Math.ceil(resetInMs / 1000));
  return error;
}

/** One limit of one route: counts per key (an address, an e-mail) and answers 429 with its message. */
export class RequestLimit {
  constructor(
    private readonly counts: CountStore,
    readonly rule: LimitRule,
    private readonly message: string,
  ) {}

  /** Counts this attempt and refuses it past the limit (every attempt counts). */
  async take(key: string): Promise<void> {
    const { count, resetInMs } = await this.counts.add(key, this.rule.windowMs);
    if (count > this.rule.max) throw tooMany(this.message, resetInMs);
  }

  /** Refuses when `max` attempts were counted in the window, without counting this one. */
  async assertAllowed(key: string): Promise<void> {
    const { count, resetInMs } = await this.counts.get(key);
    if (count >= this.rule.max) throw tooMany(this.message, resetInMs);
  }

  /** Counts an accepted attempt (after `assertAllowed`). */
  async count(key: string): Promise<void> {
    await this.counts.add(key, this.rule.windowMs);
  }
}

/** The route option of limits counted per request before validation (contract-route `limit`). */
export function limitedBy(
  ...checks: Array<[RequestLimit | null, (request: FastifyRequest) => string | null]>
): { limit?: (request: FastifyRequest) => Promise<void> } {
  const active = checks.filter((check): check is [RequestLimit, (request: FastifyRequest) => string | null] =>
    Boolean(check[0]),
  );
  if (active.length === 0) return {};
  return {
    limit: async (request) => {
      for (const [limit, keyOf] of active) {
        const key = keyOf(request);
        if (key !== null) await limit.take(key);
      }
    },
  };
}

/** The client address (behind TRUST_PROXY, the forwarded one). */
export const byAddress = (request: FastifyRequest): string => request.ip;

/**
 * A signed-in client by their account, anyone else by address: clients behind one address (a salon's
 * front-desk tablet, an office) do not use up each other's bookings.
 */
export const byClient = (request: FastifyRequest, viewer: Viewer | null): string =>
  viewer?.role === 'user' ? `account:${viewer.userId}` : request.ip;

/** The limits of an app: `limit(name, message)` is that route's limit, or null when it is off. */
export class Limits {
  constructor(
    readonly counts: LimitCounts,
    readonly rules: RateLimits,
  ) {}

  limit(name: Exclude<keyof RateLimits, 'login'>, message: string): RequestLimit | null {
    const rule = this.rules[name];
    return rule === false ? null : new RequestLimit(this.counts.scoped(`${name}:`), rule, message);
  }
}

/** `@fastify/rate-limit`'s store interface over LimitCounts (its keys per route), so it falls back too. */
function storeOf(counts: LimitCounts) {
  return class CountsStore {
    // @fastify/rate-limit constructs the store with its options; the routes' stores come from `child`.
    constructor(
      _options?: unknown,
      private readonly prefix = 'route:',
    ) {}

    incr(
      key: string,
      done: (error: Error | null, result?: { current: number; ttl: number }) => void,
      timeWindow: number,
    ): void {
      counts.add(this.prefix + key, timeWindow).then(
        ({ count, resetInMs }) => done(null, { current: count, ttl: resetInMs }),
        (error: Error) => done(error),
      );
    }

    child(routeOptions: object): CountsStore {
      const { method = '', url = '' } =
        (routeOptions as { routeInfo?: { method?: string; url?: string } }).routeInfo ?? {};
      return new CountsStore(undefined, `route:${method}${url}:`);
    }
  };
}

declare module 'fastify' {
  interface FastifyInstance {
    /** The rate limits' counts: their mode (`redis` or `process`) and whether Redis is out. */
    limitCounts: LimitCounts;
  }
}

/**
 * Rate limiting per route (`config.rateLimit`, see contract-route) and the counts of the anonymous
 * writes' limits (`Limits`). Counts live in this process, or in Redis when one is given; with Redis
 * unreachable they go on in this process (LimitCounts), so no limit is ever skipped.
 */
export async function registerRateLimit(app: FastifyInstance, counts: LimitCounts): Promise<void> {
  counts.useLogger(app.log);
  app.decorate('limitCounts', counts);
  await app.register(rateLimit, {
    global: false,
    errorResponseBuilder: () => new TooManyRequestsError(),
    store: storeOf(counts),
  });
}
