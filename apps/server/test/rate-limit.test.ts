import { afterAll, beforeAll, expect, it } from 'vitest';
import { LOGIN_RATE_LIMIT } from '../src/app';
import { buildTestApp, call, DEMO_PASSWORD, type TestApp } from './helper';

let t: TestApp;
beforeAll(async () => {
  // The one app of the suite with the production login limit on.
  t = await buildTestApp({ loginRateLimit: LOGIN_RATE_LIMIT });
});
afterAll(() => t.close());

const attempt = (email: string, password: string, ip = '203.0.113.7') =>
  call(t.app, {
    method: 'POST',
    url: '/api/v1/users/login',
    payload: { email, password },
    remoteAddress: ip,
  });

it('allows 10 login attempts per IP and e-mail in 15 minutes, then answers 429', async () => {
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
