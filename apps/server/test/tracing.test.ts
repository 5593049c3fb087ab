import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { scrubAttributes, startTracing } from '../src/observability/tracing';
import { buildTestApp, DEMO_PASSWORD, type TestApp } from './helper';

/** One span as OTLP/JSON carries it, with its attributes flattened. */
interface ReceivedSpan {
  scope: string;
  name: string;
  attributes: Record<string, string | number | boolean>;
}

type OtlpValue = {
  stringValue?: string;
  intValue?: string | number;
  boolValue?: boolean;
  doubleValue?: number;
};
type OtlpRequest = {
  resourceSpans?: Array<{
    scopeSpans?: Array<{
      scope?: { name?: string };
      spans?: Array<{ name: string; attributes?: Array<{ key: string; value: OtlpValue }> }>;
    }>;
  }>;
};

/** An in-process OTLP/HTTP receiver: the JSON the exporter posts to /v1/traces, decoded into spans. */
const received: ReceivedSpan[] = [];
let receiver: Server;
let stopTracing: () => Promise<void>;
let t: TestApp;
let base: string;

beforeAll(async () => {
  receiver = createServer((request, response) => {
    let body = '';
    request.setEncoding('utf8');
    request.on('data', (chunk: string) => (body += chunk));
    request.on('end', () => {
      if (request.url === '/v1/traces') {
        const decoded = JSON.parse(body) as OtlpRequest;
        for (const resource of decoded.resourceSpans ?? []) {
          for (const scopeSpans of resource.scopeSpans ?? []) {
            for (const span of scopeSpans.spans ?? []) {
              const attributes: ReceivedSpan['attributes'] = {};
              for (const { key, value } of span.attributes ?? []) {
                attributes[key] =
                  value.stringValue ?? value.boolValue ?? Number(value.intValue ?? value.doubleValue);
              }
              received.push({ scope: scopeSpans.scope?.name ?? '', name: span.name, attributes });
            }
          }
        }
      }
      response.writeHead(200, { 'content-type': 'application/json' }).end('{}');
    });
  });
  await new Promise<void>((resolve) => receiver.listen(0, '127.0.0.1', resolve));
  const { port } = receiver.address() as AddressInfo;
  stopTracing = await startTracing({ endpoint: `http://127.0.0.1:${port}`, serviceName: 'salon-test' });
  t = await buildTestApp();
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  base = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;
});

afterAll(async () => {
  await t?.close();
  await stopTracing?.();
  await new Promise((resolve) => receiver?.close(resolve));
});

describe('OpenTelemetry traces', () => {
  it('sends spans of HTTP, the Fastify routes (and PostgreSQL queries) with no personal data', async () => {
    const login = await fetch(`${base}/api/v1/users/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'user-agent': 'tracing-test' },
      body: JSON.stringify({ email: 'owner@example.com', password: DEMO_PASSWORD }),
    });
    expect(login.status).toBe(200);
    const { data } = (await login.json()) as { data: { token: string } };
    const profile = await fetch(`${base}/api/v1/users/get-user?email=owner%40example.com&name=Olivia`, {
      headers: { token: data.token },
    });
    expect(profile.status).toBe(200);

    await stopTracing();
    // Without the receiver's own requests (it runs in this process).
    const ours = received.filter((span) => span.attributes['url.path'] !== '/v1/traces');

    const http = ours.filter((span) => span.scope === '@opentelemetry/instrumentation-http');
    expect(http.map((span) => span.attributes['url.path'])).toEqual(
      expect.arrayContaining(['/api/v1/users/login', '/api/v1/users/get-user']),
    );
    const fastify = ours.filter((span) => span.scope.includes('fastify'));
    expect(fastify.map((span) => span.attributes['http.route'])).toEqual(
      expect.arrayContaining(['/api/v1/users/login', '/api/v1/users/get-user']),
    );
    if (t.database.driver === 'postgres') {
      const queries = ours.filter((span) => span.scope === '@opentelemetry/instrumentation-pg');
      const statements = queries.map((span) =>
        String(span.attributes['db.query.text'] ?? span.attributes['db.statement'] ?? ''),
      );
      expect(statements.some((statement) => /\$1/.test(statement))).toBe(true);
      expect(queries.every((span) => !('db.postgresql.values' in span.attributes))).toBe(true);
    }

    // No query values, e-mail addresses, names, client addresses or user agents in any span.
    const everything = JSON.stringify(ours);
    expect(everything).not.toContain('example.com');
    expect(everything).not.toContain('Olivia');
    expect(everything).not.toContain('tracing-test');
    const keys = ours.flatMap((span) => Object.keys(span.attributes));
    expect(keys.filter((key) => /client|peer|user_agent|url\.query|header/.test(key))).toEqual([]);
    expect(everything).not.toContain(DEMO_PASSWORD);
  });

  it('scrubs query strings, e-mails and client addresses from attributes', () => {
    const attributes = {
      'http.target': '/api/v1/clients?search=jo@example.com',
      'url.full': 'http://salon.test/api/v1/x?name=Ann',
      'net.peer.ip': '203.0.113.5',
      'client.address': '203.0.113.5',
      'http.user_agent': 'Mozilla',
      'db.statement': "select * from users where email = 'ann@example.com'",
      'http.route': '/api/v1/clients',
    };
    scrubAttributes(attributes);
    expect(attributes).toEqual({
      'http.target': '/api/v1/clients',
      'url.full': 'http://salon.test/api/v1/x',
      'db.statement': "select * from users where email = '[email]'",
      'http.route': '/api/v1/clients',
    });
  });
});
