import { randomUUID } from 'node:crypto';
import type { AddressInfo } from 'node:net';
import { request as httpRequest } from 'node:http';
import { SignJWT } from 'jose';
import type { Struct } from 'superstruct';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Endpoint } from '@salon/api/contract';
import { buildTestApp, loginAs, TEST_JWT_SECRET, type TestApp } from './helper';

/*
 * No input gives a 500: every endpoint of the contract, signed out, as the owner and as the admin, with
 * NUL characters in every declared field, impossible and extreme dates, JSON nested 5,000 deep, a broken
 * multipart body and hostile path parameters. Every answer must be a 4xx in the envelope.
 */
let t: TestApp;
const tokens: Record<string, string | undefined> = {};

beforeAll(async () => {
  t = await buildTestApp();
  tokens.anonymous = undefined;
  tokens.owner = (await loginAs(t.app, 'owner@example.com')).token;
  tokens.admin = (await loginAs(t.app, 'admin@example.com')).token;
});
afterAll(() => t.close());

type AnyEndpoint = Endpoint<unknown, unknown, unknown, unknown>;
const fieldsOf = (struct: Struct<unknown, unknown> | undefined): string[] =>
  struct?.schema && typeof struct.schema === 'object' ? Object.keys(struct.schema as object) : [];
const NUL = 'x\u0000y';
const SIGN_OUT = /^\/users\/logout(-all-sessions)?$/;
const BAD_DATES = ['2026-99-99T99:99Z', '9999-12-31', '2026-01-01T10:00+99:99', '0000-00-00'];

function pathOf(endpoint: AnyEndpoint, fill: (name: string) => string): string {
  return `/api/v1${endpoint.path.replace(/:([A-Za-z_]+)/g, (_, name: string) => fill(name))}`;
}

/** JSON text of arrays nested `levels` deep (built as text: JSON.stringify itself would overflow). */
const deep = (levels: number) => `${'['.repeat(levels)}${']'.repeat(levels)}`;
const JSON_HEADERS = { 'content-type': 'application/json' };

/** The hostile requests for one endpoint, as inject options (path, query, JSON or raw body). */
function hostileRequests(endpoint: AnyEndpoint) {
  const queryKeys = fieldsOf(endpoint.query as Struct<unknown, unknown> | undefined);
  const bodyKeys = fieldsOf(endpoint.body as Struct<unknown, unknown> | undefined);
  const url = pathOf(endpoint, () => randomUUID());
  const requests: Array<{ url: string; payload?: unknown; headers?: Record<string, string> }> = [];
  requests.push({ url: pathOf(endpoint, () => encodeURIComponent(NUL)) });
  requests.push({ url: pathOf(endpoint, () => 'not-an-id') });
  if (queryKeys.length > 0) {
    const nul = new URLSearchParams(queryKeys.map((key) => [key, NUL]));
    requests.push({ url: `${url}?${nul}` });
    for (const bad of BAD_DATES) {
      requests.push({ url: `${url}?${new URLSearchParams(queryKeys.map((key) => [key, bad]))}` });
    }
  }
  if (endpoint.method !== 'GET' && endpoint.method !== 'DELETE') {
    if (endpoint.multipart) {
      const boundary = 'XyZ';
      requests.push({
        url,
        headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
        payload: `--${boundary}\r\nContent-Disposition: form-data; name="x"\r\n\r\nunfinished`,
      });
      requests.push({
        url,
        headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
        payload: `--${boundary}\r\nContent-Disposition: form-data; name="${bodyKeys[0] ?? 'x'}"\r\n\r\n${NUL}\r\n--${boundary}--\r\n`,
      });
    } else {
      requests.push({ url, payload: Object.fromEntries(bodyKeys.map((key) => [key, NUL])) });
      for (const bad of BAD_DATES) {
        requests.push({ url, payload: Object.fromEntries(bodyKeys.map((key) => [key, bad])) });
      }
      const nested = `{${bodyKeys.map((key) => `${JSON.stringify(key)}:${deep(5_000)}`).join(',')}}`;
      requests.push({ url, headers: JSON_HEADERS, payload: nested });
      requests.push({ url, headers: JSON_HEADERS, payload: deep(5_000) });
    }
  }
  return requests;
}

describe('hostile input on every endpoint', () => {
  it('never answers 5xx, and answers in the envelope', async () => {
    const endpoints = t.app.contractEndpoints;
    expect(endpoints.length).toBeGreaterThan(50);
    const failures: string[] = [];
    // Signing out would end the sessions the walk uses; those calls take no input anyway.
    const walked = endpoints.filter((endpoint) => !SIGN_OUT.test(endpoint.path));
    for (const endpoint of walked) {
      for (const hostile of hostileRequests(endpoint)) {
        for (const [who, token] of Object.entries(tokens)) {
          const response = await t.app.inject({
            method: endpoint.method,
            url: hostile.url,
            headers: { ...(token ? { token } : {}), ...hostile.headers },
            ...(hostile.payload === undefined
              ? {}
              : typeof hostile.payload === 'string'
                ? { payload: hostile.payload }
                : {
                    payload: JSON.stringify(hostile.payload),
                    headers: { ...(token ? { token } : {}), 'content-type': 'application/json' },
                  }),
          });
          const json = response.json() as { status?: unknown; message?: unknown };
          if (response.statusCode >= 500 || typeof json.message !== 'string') {
            failures.push(
              `${who} ${endpoint.method} ${hostile.url.slice(0, 80)} → ${response.statusCode} ${response.body.slice(0, 120)}`,
            );
          }
        }
      }
    }
    expect(failures).toEqual([]);
  });

  it('answers 401 for a correctly signed token whose session id is not a UUID', async () => {
    const token = await new SignJWT({ sid: 'not-a-uuid', role: 'salon' })
      .setProtectedHeader({ alg: 'HS256' })
      .setSubject(randomUUID())
      .setIssuedAt()
      .setExpirationTime('1h')
      .sign(TEST_JWT_SECRET);
    const response = await t.app.inject({ method: 'GET', url: '/api/v1/users/get-user', headers: { token } });
    expect(response.statusCode).toBe(401);
  });
});

describe("Fastify's and Node's own rejections", () => {
  let port: number;
  beforeAll(async () => {
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    port = (t.app.server.address() as AddressInfo).port;
  });

  it('answers a path with bad percent-encoding with 400 in the envelope', async () => {
    const response = await fetch(`http://127.0.0.1:${port}/api/v1/product/%E0%A4%A`);
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({ status: false, message: expect.any(String) });
  });

  it('answers headers over the limit with 431 in the envelope', async () => {
    const answer = await new Promise<{ status: number; body: string }>((resolve, reject) => {
      const req = httpRequest(
        { host: '127.0.0.1', port, path: '/api/v1/users/get-user', headers: { 'x-big': 'a'.repeat(20_000) } },
        (res) => {
          let body = '';
          res.on('data', (chunk) => (body += chunk));
          res.on('end', () => resolve({ status: res.statusCode ?? 0, body }));
        },
      );
      req.on('error', reject);
      req.end();
    });
    expect(answer.status).toBe(431);
    expect(JSON.parse(answer.body)).toMatchObject({
      status: false,
      message: 'Request headers are too large',
    });
  });
});
