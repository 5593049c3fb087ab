import { createServer, connect, type Server, type Socket } from 'node:net';
import type { AddressInfo } from 'node:net';
import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { BOOKING_TOO_MANY } from '@salon/api/booking/schemas';
import { SIGN_IN_TOKEN_TOO_MANY } from '@salon/api/auth/schemas';
import {
  ACCOUNT_LINK_TOO_MANY,
  FORGOT_TOO_MANY,
  REGISTER_TOO_MANY,
  RESET_TOO_MANY,
} from '@salon/api/customer-accounts/schemas';
import { PROMO_CHECK_TOO_MANY } from '@salon/api/billing/schemas';
import {
  ONBOARDING_EMAIL_CHECK_TOO_MANY,
  ONBOARDING_EMAIL_TOO_MANY,
  ONBOARDING_TOO_MANY,
} from '@salon/api/onboarding/schemas';
import { CONTACT_TOO_MANY_MESSAGE } from '@salon/api/website-settings/schemas';
import { LOGIN_LIMITED } from '../src/modules/auth/login-throttle';
import { READY_LIMITS_LOCAL } from '../src/plugins/health';
import { RATE_LIMITS, type LimitRule, type RateLimits } from '../src/http/rate-limit';
import { connectRedis } from '../src/redis';
import { buildTestApp, call, type TestApp } from './helper';
import { useTestApp } from './use-test-app';

/*
 * Every anonymous write has a limit (issue 23, item 3), with the production numbers: each answers 429
 * with its own message and a Retry-After once its count is reached. Attempts count before validation
 * (a prober's malformed requests too), except bookings, where only accepted ones count.
 */
const API = '/api/v1';
const t = useTestApp({ rateLimits: RATE_LIMITS });
const rule = (name: keyof RateLimits) => RATE_LIMITS[name] as LimitRule;

let addressSeq = 0;
const freshAddress = () => `203.0.113.${(addressSeq += 1)}`;

type Send = (remoteAddress: string, n: number) => ReturnType<typeof call>;
const post =
  (method: 'POST' | 'PATCH', url: string, payload: (n: number) => object): Send =>
  (remoteAddress, n) =>
    call(t.app, { method, url: `${API}${url}`, payload: payload(n), remoteAddress });

/** The anonymous writes limited per address: sent `max` times, then refused. */
const perAddress: Array<{ path: string; limit: keyof RateLimits; message: string; send: Send }> = [
  {
    path: '/users/onboard-signup',
    limit: 'onboardingPerAddress',
    message: ONBOARDING_TOO_MANY,
    send: post('POST', '/users/onboard-signup', (n) => ({ salon: { email: `walk${n}@onboard.test` } })),
  },
  {
    path: '/users/onboard-check-email',
    limit: 'emailCheck',
    message: ONBOARDING_EMAIL_CHECK_TOO_MANY,
    send: post('POST', '/users/onboard-check-email', (n) => ({ email: `walk${n}@onboard.test` })),
  },
  {
    path: '/promo-codes/check',
    limit: 'promoCheck',
    message: PROMO_CHECK_TOO_MANY,
    send: post('POST', '/promo-codes/check', (n) => ({ code: `GUESS${n}`, plan: 'price_demoProMonth' })),
  },
  {
    path: '/users/user-signup',
    limit: 'userSignup',
    message: REGISTER_TOO_MANY,
    send: post('POST', '/users/user-signup', () => ({})),
  },
  {
    path: '/website/register-user',
    limit: 'createAccount',
    message: REGISTER_TOO_MANY,
    send: post('POST', '/website/register-user?name=demo-salon', () => ({})),
  },
  {
    path: '/users/forgot-password',
    limit: 'forgotPassword',
    message: FORGOT_TOO_MANY,
    send: post('PATCH', '/users/forgot-password?name=demo-salon', () => ({ email: 'nobody@example.com' })),
  },
  {
    path: '/users/reset-password',
    limit: 'resetPassword',
    message: RESET_TOO_MANY,
    send: post('POST', '/users/reset-password', () => ({ token: 'y'.repeat(43), password: 'Fresh8$pass' })),
  },
  {
    path: '/website/activate-account',
    limit: 'resetPassword',
    message: ACCOUNT_LINK_TOO_MANY,
    send: post('POST', '/website/activate-account', () => ({ token: 'z'.repeat(43) })),
  },
  {
    path: '/users/sign-in-token',
    limit: 'resetPassword',
    message: SIGN_IN_TOKEN_TOO_MANY,
    send: post('POST', '/users/sign-in-token', () => ({ token: 'w'.repeat(43) })),
  },
  {
    path: '/website/contact-us',
    limit: 'contact',
    message: CONTACT_TOO_MANY_MESSAGE,
    send: post('POST', '/website/contact-us?name=demo-salon', () => ({})),
  },
];

/** Anonymous calls that write nothing a visitor could pile up, or that other limits cover. */
const notLimitedHere: Record<string, string> = {
  '/users/login': 'failed sign-ins: LoginThrottle (tested below and in rate-limit.test.ts)',
  '/public/appointment/add-appointment-from-website': 'accepted bookings per address (below)',
  '/public/appointment/add-visit-from-website': 'accepted bookings per address, counted with single bookings',
  '/public/appointment/get-visit-availability': 'a read',
  '/public/appointment/cancel-by-token': 'CANCEL_LINK_RATE_LIMIT, 30 a minute per address',
  '/public/appointment/pay-deposit': 'CANCEL_LINK_RATE_LIMIT, 30 a minute per address',
  '/public/appointment/confirm-deposit': 'CANCEL_LINK_RATE_LIMIT, 30 a minute per address',
  '/public/appointment/save-card': 'CANCEL_LINK_RATE_LIMIT, 30 a minute per address',
  '/public/appointment/confirm-card': 'CANCEL_LINK_RATE_LIMIT, 30 a minute per address',
  '/public/appointment/release-hold': 'CANCEL_LINK_RATE_LIMIT, 30 a minute per address',
  '/public/appointment/reschedule-by-token': 'signed link; CANCEL_LINK_RATE_LIMIT, 30 a minute per address',
  '/public/appointment/claim': 'signed link; CANCEL_LINK_RATE_LIMIT, 30 a minute per address',
  '/public/appointment/pay-fee': 'signed link; CANCEL_LINK_RATE_LIMIT, 30 a minute per address',
  '/coupon/apply-coupon': 'a quote, writes nothing; 30 a minute per address',
  '/users/onboard-confirm': "acts on a sign-up by its payment's secret; creates nothing",
  '/users/onboard-done': 'activates a paid sign-up by its secret; creates nothing',
  '/product/check-cart': 'a read (prices and stock)',
  '/public/appointment/get-available-appointment-by-date': 'a read',
  '/public/appointment/get-available-times-by-date': 'a read',
  '/public/appointment/get-next-available-date': 'a read',
  '/product/get-product-by-salon-for-website': 'a read',
};

it('lists every anonymous write: limited here, or why not', () => {
  const anonymousWrites = t.app.contractEndpoints
    .filter((endpoint) => endpoint.auth !== 'token' && endpoint.method !== 'GET')
    .map((endpoint) => endpoint.path);
  const listed = new Set([...perAddress.map((entry) => entry.path), ...Object.keys(notLimitedHere)]);
  expect(anonymousWrites.filter((path) => !listed.has(path))).toEqual([]);
});

describe.each(perAddress)('$path', ({ limit, message, send }) => {
  it(`answers 429 after ${rule(limit).max} from one address; another address goes on`, async () => {
    const address = freshAddress();
    for (let i = 0; i < rule(limit).max; i++) {
      expect((await send(address, i)).statusCode).not.toBe(429);
    }
    const over = await send(address, 99);
    expect(over.statusCode).toBe(429);
    expect(over.body).toMatchObject({ status: false, message, code: 'rate_limited' });
    expect(Number(over.response.headers['retry-after'])).toBeGreaterThan(0);
    expect((await send(freshAddress(), 100)).statusCode).not.toBe(429);
  });
});

it(`holds one e-mail with at most ${rule('onboardingPerEmail').max} sign-ups a day, whatever the address`, async () => {
  const signup = (remoteAddress: string) =>
    call(t.app, {
      method: 'POST',
      url: `${API}/users/onboard-signup`,
      payload: { salon: { email: 'Held.Owner@onboard.test' } },
      remoteAddress,
    });
  for (let i = 0; i < rule('onboardingPerEmail').max; i++) {
    expect((await signup(freshAddress())).statusCode).toBe(400);
  }
  const over = await signup(freshAddress());
  expect(over.statusCode).toBe(429);
  expect(over.body.message).toBe(ONBOARDING_EMAIL_TOO_MANY);
});

it(`refuses sign-ins after ${rule('login').max * 2} failures from one address`, async () => {
  const address = freshAddress();
  const login = (n: number) =>
    call(t.app, {
      method: 'POST',
      url: `${API}/users/login`,
      payload: { email: `nobody${n}@example.com`, password: 'WrongPass1!' },
      remoteAddress: address,
    });
  for (let i = 0; i < rule('login').max * 2; i++) expect((await login(i)).statusCode).toBe(401);
  const over = await login(99);
  expect(over.statusCode).toBe(429);
  expect(over.body.message).toBe(LOGIN_LIMITED);
});

it('counts only accepted bookings: refused ones cost nothing, accepted ones reach 429', async () => {
  const address = freshAddress();
  const book = () =>
    call(t.app, {
      method: 'POST',
      url: `${API}/public/appointment/add-appointment-from-website`,
      payload: {},
      remoteAddress: address,
    });
  for (let i = 0; i < rule('booking').max * 2; i++) expect((await book()).statusCode).toBe(400);
  // Accepted bookings (booking-rate-limit.test.ts books them for real) fill the address's count.
  for (let i = 0; i < rule('booking').max; i++) {
    await t.app.limitCounts.add(`booking:${address}`, rule('booking').windowMs);
  }
  const over = await book();
  expect(over.statusCode).toBe(429);
  expect(over.body.message).toBe(BOOKING_TOO_MANY);
});

/*
 * REDIS_URL set and Redis gone mid-run: the limits go on counting in the process (never fail open), one
 * error is logged per outage, `/health/ready` says so, and the counts go back to Redis when it answers.
 * Redis is reached through a TCP proxy that the test stops and starts again.
 */
describe('with Redis stopped mid-run', () => {
  const target = new URL(process.env.REDIS_URL ?? 'redis://127.0.0.1:6379');
  const sockets = new Set<Socket>();
  let proxy: Server;
  let port = 0;
  let app: TestApp;
  let reachable = false;
  let redis: ReturnType<typeof connectRedis>;
  const log = { error: vi.fn(), info: vi.fn() };
  const contact = { max: 3, windowMs: 60 * 60 * 1000 };

  const listen = (onPort: number) =>
    new Promise<void>((resolve, reject) => {
      proxy = createServer((client) => {
        const upstream = connect(Number(target.port || 6379), target.hostname);
        sockets.add(client).add(upstream);
        client.pipe(upstream).pipe(client);
        const end = () => {
          client.destroy();
          upstream.destroy();
        };
        client.on('error', end).on('close', end);
        upstream.on('error', end).on('close', end);
      });
      proxy.once('error', reject);
      proxy.listen(onPort, '127.0.0.1', () => {
        port = (proxy.address() as AddressInfo).port;
        resolve();
      });
    });
  const stopProxy = () =>
    new Promise<void>((resolve) => {
      proxy.close(() => resolve());
      for (const socket of sockets) socket.destroy();
      sockets.clear();
    });

  beforeAll(async () => {
    await listen(0);
    redis = connectRedis(`redis://127.0.0.1:${port}`);
    reachable = await until(
      () =>
        redis.ping().then(
          () => true,
          () => false,
        ),
      3_000,
    );
    if (!reachable) {
      redis.disconnect();
      return;
    }
    app = await buildTestApp({
      rateLimits: { contact },
      rateLimitStore: { redis, nameSpace: `test-fallback-${randomBytes(4).toString('hex')}:` },
    });
    app.app.limitCounts.useLogger(log);
  });
  afterAll(async () => {
    if (reachable) await app.close();
    redis.disconnect();
    await stopProxy();
  });

  const send = () =>
    call(app.app, {
      method: 'POST',
      url: `${API}/website/contact-us?name=demo-salon`,
      payload: {},
      remoteAddress: '198.51.100.77',
    });
  const ready = () => call(app.app, { method: 'GET', url: `${API}/health/ready` });

  it('keeps the limit counting in the process, says so, and goes back to Redis', async () => {
    if (!reachable) {
      console.warn(`Redis at ${target.host} is not reachable: the fallback test did not run`);
      return;
    }
    expect(app.app.limitCounts.mode).toBe('redis');
    expect((await send()).statusCode).toBe(400);
    expect((await ready()).body.message).toBe('ready');

    await stopProxy();
    // The process counts from zero: `max` more, then 429, as with Redis.
    for (let i = 0; i < contact.max; i++) expect((await send()).statusCode).toBe(400);
    const over = await send();
    expect(over.statusCode).toBe(429);
    expect(over.body.message).toBe(CONTACT_TOO_MANY_MESSAGE);
    expect(app.app.limitCounts.degraded).toBe(true);
    const health = await ready();
    expect(health.statusCode).toBe(200);
    expect(health.body.message).toBe(READY_LIMITS_LOCAL);
    expect(log.error).toHaveBeenCalledTimes(1);

    // Redis back (ioredis reconnects): the counts are Redis's again, one info line.
    await listen(port);
    expect(await until(async () => (await send(), !app.app.limitCounts.degraded), 15_000)).toBe(true);
    expect(log.info).toHaveBeenCalledTimes(1);
    expect(log.error).toHaveBeenCalledTimes(1);
    expect((await ready()).body.message).toBe('ready');
    // Redis had counted 1 (+1 just now); it refuses at its own count.
    const answers: number[] = [];
    for (let i = 0; i < contact.max; i++) answers.push((await send()).statusCode);
    expect(answers).toContain(429);
  });
});

async function until(condition: () => Promise<boolean>, ms: number): Promise<boolean> {
  const deadline = Date.now() + ms;
  while (Date.now() < deadline) {
    if (await condition()) return true;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return false;
}
