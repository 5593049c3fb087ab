import { describe, expect, it } from 'vitest';
import { startPeriodicJob } from '../src/jobs/periodic-job';
import type { LimitRule } from '../src/http/rate-limit';
import { loginAs } from './helper';
import { useTestApp } from './use-test-app';

const METRICS_TOKEN = 'metrics-token-of-the-test-0123456789';
// A low login limit, so a few failed sign-ins give a rate-limit refusal.
const t = useTestApp({
  metricsToken: METRICS_TOKEN,
  rateLimits: { login: { max: 1, windowMs: 60_000 } satisfies LimitRule },
});

const scrape = (headers: Record<string, string> = {}, remoteAddress = '127.0.0.1') =>
  t.app.inject({ method: 'GET', url: '/metrics', headers, remoteAddress });

/** The samples of `name` as label sets, from the Prometheus text. */
function samples(text: string, name: string): Array<Record<string, string>> {
  return text
    .split('\n')
    .filter((line) => line.startsWith(`${name}{`) || line.startsWith(`${name} `))
    .map((line) => {
      const labels = /\{(.*)\}/.exec(line)?.[1] ?? '';
      return Object.fromEntries([...labels.matchAll(/(\w+)="([^"]*)"/g)].map((m) => [m[1]!, m[2]!]));
    });
}

describe('GET /metrics', () => {
  it('has the request, pool, outbox, job, rate-limit and process metrics after some traffic', async () => {
    const session = await loginAs(t.app, 'owner@example.com');
    await t.app.inject({ method: 'GET', url: '/api/v1/users/get-user', headers: { token: session.token } });
    await t.app.inject({ method: 'GET', url: '/api/v1/no-such-route' });
    for (let i = 0; i < 3; i++) {
      await t.app.inject({
        method: 'POST',
        url: '/api/v1/users/login',
        payload: { email: 'manager@example.com', password: 'WrongPass1!' },
        remoteAddress: '203.0.113.9',
      });
    }
    const stop = startPeriodicJob(
      'Metrics test job',
      () => Promise.reject(new Error('a failed round')),
      { info: () => undefined, error: () => undefined },
      60_000,
    );
    await stop();

    const answer = await scrape();
    expect(answer.statusCode).toBe(200);
    expect(answer.headers['content-type']).toMatch(/^text\/plain; version=0\.0\.4/);
    const text = answer.body;

    const durations = samples(text, 'salon_http_request_duration_seconds_count');
    expect(durations).toContainEqual({ route: '/api/v1/users/get-user', method: 'GET', status: '200' });
    expect(durations).toContainEqual({ route: '/api/v1/users/login', method: 'POST', status: '401' });
    expect(durations).toContainEqual({ route: 'unmatched', method: 'GET', status: '404' });
    // Route patterns, never the addresses with their values.
    expect(durations.every((labels) => !labels.route?.includes('?'))).toBe(true);
    expect(samples(text, 'salon_http_request_duration_seconds_bucket').length).toBeGreaterThan(10);

    expect(samples(text, 'salon_rate_limit_refusals_total')).toContainEqual({ route: '/api/v1/users/login' });
    expect(samples(text, 'salon_job_runs_total')).toContainEqual({
      job: 'Metrics test job',
      outcome: 'failed',
    });
    expect(samples(text, 'salon_job_failures_total')).toContainEqual({ job: 'Metrics test job' });

    // PGlite: one connection, no pool to wait on.
    expect(samples(text, 'salon_db_pool_connections')).toContainEqual({ state: 'max' });
    for (const outbox of ['mail', 'push', 'reminders']) {
      expect(samples(text, 'salon_outbox_depth')).toContainEqual({ outbox });
      expect(samples(text, 'salon_outbox_oldest_due_seconds')).toContainEqual({ outbox });
    }
    // The process's default metrics.
    expect(text).toMatch(/^process_cpu_user_seconds_total /m);
    expect(text).toMatch(/^nodejs_eventloop_lag_seconds /m);
    expect(text).toMatch(/^nodejs_heap_size_used_bytes /m);
  });

  it('refuses another address without the token (403), and answers it with the token', async () => {
    expect((await scrape({}, '203.0.113.50')).statusCode).toBe(403);
    expect((await scrape({ authorization: 'Bearer wrong' }, '203.0.113.50')).statusCode).toBe(403);
    // A request forwarded by a proxy on this machine is not local.
    expect((await scrape({ 'x-forwarded-for': '203.0.113.50' })).statusCode).toBe(403);
    const allowed = await scrape({ authorization: `Bearer ${METRICS_TOKEN}` }, '203.0.113.50');
    expect(allowed.statusCode).toBe(200);
    expect(allowed.body).toContain('salon_http_request_duration_seconds');
  });
});

describe('GET /metrics without a configured token', () => {
  const bare = useTestApp();
  it('answers 404 to another address and 200 on loopback', async () => {
    const remote = await bare.app.inject({ method: 'GET', url: '/metrics', remoteAddress: '198.51.100.4' });
    expect(remote.statusCode).toBe(404);
    const local = await bare.app.inject({ method: 'GET', url: '/metrics', remoteAddress: '::1' });
    expect(local.statusCode).toBe(200);
  });
});
