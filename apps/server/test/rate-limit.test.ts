import { randomBytes } from 'node:crypto';
import type { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { connectRedis } from '../src/redis';
import { RATE_LIMITS, type LimitRule } from '../src/http/rate-limit';

const LOGIN_RATE_LIMIT = RATE_LIMITS.login as LimitRule;
import { buildTestApp, call, DEMO_PASSWORD, type TestApp } from './helper';

let t: TestApp;
beforeAll(async () => {
  // The one app of the suite with the production login limit on.
  t = await buildTestApp({ rateLimits: { login: LOGIN_RATE_LIMIT } });
});
afterAll(() => t.close());

const attempt = (email: string, password: string, ip = '203.0.113.7') =>
  call(t.app, {
    method: 'POST',
    url: '/api/v1/users/login',
    payload: { email, password },
    remoteAddress: ip,
  });

it('allows 10 failed sign-ins of an account from an address in 15 minutes, then answers 429', async () => {
  for (let i = 0; i < LOGIN_RATE_LIMIT.max; i++) {
    expect((await attempt('owner@example.com', 'WrongPass1!')).statusCode).toBe(401);
  }
  const limited = await attempt('owner@example.com', DEMO_PASSWORD);
  expect(limited.statusCode).toBe(429);
  expect(limited.body).toMatchObject({
    status: false,
    message: 'Too many login attempts, please try again later',
  });
  expect(limited.response.headers['retry-after']).toBeDefined();

  // Other addresses from the same IP, and the same address from another IP, are not locked out.
  expect((await attempt('manager@example.com', DEMO_PASSWORD)).statusCode).toBe(200);
  expect((await attempt('owner@example.com', DEMO_PASSWORD, '198.51.100.2')).statusCode).toBe(200);
});

it('never counts successful sign-ins: the 15th correct sign-in in a row is let in', async () => {
  for (let i = 0; i < LOGIN_RATE_LIMIT.max + 5; i++) {
    expect((await attempt('stylist@example.com', DEMO_PASSWORD, '203.0.113.20')).statusCode).toBe(200);
  }
});

it('counts failures per address over all accounts: one wrong password on each of 40 accounts is stopped', async () => {
  const ip = '203.0.113.30';
  const answers: number[] = [];
  for (let i = 0; i < 40; i++)
    answers.push((await attempt(`spray${i}@example.com`, 'WrongPass1!', ip)).statusCode);
  // Twice the per-account limit of failures, then the address is refused, even with a right password.
  expect(answers.slice(0, LOGIN_RATE_LIMIT.max * 2)).toEqual(Array(LOGIN_RATE_LIMIT.max * 2).fill(401));
  expect(new Set(answers.slice(LOGIN_RATE_LIMIT.max * 2))).toEqual(new Set([429]));
  expect((await attempt('owner2@example.com', DEMO_PASSWORD, ip)).statusCode).toBe(429);
  // Another address is not affected.
  expect((await attempt('owner2@example.com', DEMO_PASSWORD, '203.0.113.31')).statusCode).toBe(200);
});

it("never refuses a correct password because of someone else's failures on the account", async () => {
  const attacker = '198.51.100.40';
  for (let i = 0; i < LOGIN_RATE_LIMIT.max; i++) {
    expect((await attempt('superadmin@example.com', 'WrongPass1!', attacker)).statusCode).toBe(401);
  }
  expect((await attempt('superadmin@example.com', 'WrongPass1!', attacker)).statusCode).toBe(429);
  // The owner of the account, on their own device, still signs in.
  expect((await attempt('superadmin@example.com', DEMO_PASSWORD, '198.51.100.41')).statusCode).toBe(200);
  // A second guessing address gets one try at the guarded account, then is refused.
  expect((await attempt('superadmin@example.com', 'WrongPass2!', '198.51.100.42')).statusCode).toBe(401);
  expect((await attempt('superadmin@example.com', DEMO_PASSWORD, '198.51.100.42')).statusCode).toBe(429);
});

/*
 * Several instances behind a load balancer share the counts through Redis (the machine's, or REDIS_URL):
 * failures spread over two apps add up.
 */
describe('with Redis, shared by two instances', () => {
  const url = process.env.REDIS_URL ?? 'redis://127.0.0.1:6379';
  let redis: Redis;
  let other: TestApp;
  let first: TestApp;
  let reachable = false;

  beforeAll(async () => {
    redis = connectRedis(url);
    // Commands fail fast until the connection is up (no offline queue): wait for it, briefly.
    await new Promise<void>((resolve) => {
      const timer = setTimeout(resolve, 2_000);
      redis.once('ready', () => {
        clearTimeout(timer);
        resolve();
      });
      redis.once('error', () => {
        clearTimeout(timer);
        resolve();
      });
    });
    reachable = await redis.ping().then(
      () => true,
      () => false,
    );
    if (!reachable) return;
    const nameSpace = `test-rl-${randomBytes(4).toString('hex')}:`;
    first = await buildTestApp({
      rateLimits: { login: LOGIN_RATE_LIMIT },
      rateLimitStore: { redis, nameSpace },
    });
    other = await buildTestApp({
      rateLimits: { login: LOGIN_RATE_LIMIT },
      rateLimitStore: { redis, nameSpace },
    });
  });
  afterAll(async () => {
    if (reachable) await Promise.all([first.close(), other.close()]);
    redis.disconnect();
  });

  it('counts attempts on either instance against one limit', async () => {
    if (!reachable) {
      console.warn(`Redis at ${url} is not reachable: the shared rate-limit test did not run`);
      return;
    }
    const tryOn = (app: TestApp) =>
      call(app.app, {
        method: 'POST',
        url: '/api/v1/users/login',
        payload: { email: 'manager@example.com', password: 'WrongPass1!' },
        remoteAddress: '203.0.113.9',
      });
    for (let i = 0; i < LOGIN_RATE_LIMIT.max; i++) {
      expect((await tryOn(i % 2 === 0 ? first : other)).statusCode).toBe(401);
    }
    expect((await tryOn(first)).statusCode).toBe(429);
    expect((await tryOn(other)).statusCode).toBe(429);
  });
});
