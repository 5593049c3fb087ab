import { EventEmitter } from 'node:events';
import { mkdtempSync } from 'node:fs';
import { request as httpRequest, type IncomingMessage } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, expect, it, vi } from 'vitest';
import { loadConfig } from '../src/config';
import type * as mailSetup from '../src/mail/setup';
import type * as pushSetup from '../src/notifications/setup';
import { SHUTTING_DOWN } from '../src/plugins/draining';
import { startServer, type RunningServer } from '../src/server';
import { closeOnSignals } from '../src/shutdown';
import { createScratchDatabase } from './scratch-database';

/*
 * SIGTERM, as main.ts wires it (startServer + closeOnSignals): for the drain period the port stays open
 * and every new request answers 503 in the envelope with `Connection: close` (a loop of requests meets no
 * refused connection); then the app closes: new requests still answer 503 while the workers stop, then
 * the listener refuses connections; a request in flight finishes; the mail and push workers stop before
 * the database closes; the process exits 0.
 */
const events = vi.hoisted(() => ({
  log: [] as string[],
  /** Holds the mail worker's stop until released, to look at the server mid-shutdown. */
  mailGate: Promise.resolve() as Promise<void>,
}));

vi.mock('../src/mail/setup', async (original) => {
  const actual = await original<typeof mailSetup>();
  return {
    ...actual,
    startMailWorker: (...args: Parameters<typeof actual.startMailWorker>) => {
      const stop = actual.startMailWorker(...args);
      return async () => {
        events.log.push('mail stopping');
        await events.mailGate;
        await stop();
        events.log.push('mail stopped');
      };
    },
  };
});
vi.mock('../src/notifications/setup', async (original) => {
  const actual = await original<typeof pushSetup>();
  return {
    ...actual,
    startPushWorker: (...args: Parameters<typeof actual.startPushWorker>) => {
      const stop = actual.startPushWorker(...args);
      return async () => {
        await stop();
        events.log.push('push stopped');
      };
    },
  };
});

let drop = async () => {};
afterAll(() => drop());

interface Answer {
  status: number;
  body: { status: boolean; message: string; code?: string };
  connection: string | undefined;
}

function answerOf(response: IncomingMessage): Promise<Answer> {
  return new Promise((resolve, reject) => {
    let text = '';
    response.setEncoding('utf8');
    response.on('data', (chunk: string) => (text += chunk));
    response.on('end', () =>
      resolve({
        status: response.statusCode!,
        body: JSON.parse(text),
        connection: response.headers.connection,
      }),
    );
    response.on('error', reject);
  });
}

/** GET on a connection of its own; rejects when the connection is refused. */
function get(port: number, path: string): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const req = httpRequest({ host: '127.0.0.1', port, path, agent: false }, (response) =>
      answerOf(response).then(resolve, reject),
    );
    req.on('error', reject);
    req.end();
  });
}

async function until(condition: () => boolean | Promise<boolean>, what: string): Promise<void> {
  const deadline = Date.now() + 20_000;
  while (!(await condition())) {
    if (Date.now() > deadline) throw new Error(`Timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

it(
  'finishes requests in flight, answers new ones 503, stops the workers, then closes',
  { timeout: 180_000 },
  async () => {
    const env: Record<string, string> = {
      DATA_DIR: mkdtempSync(join(tmpdir(), 'salon-shutdown-')),
      PORT: '0',
      HOST: '127.0.0.1',
      JWT_SECRET: 'shutdown-test-secret-shutdown-test-secret',
      SEED_DEMO: '0',
      LOG_LEVEL: 'silent',
      // With DATABASE_URL the test modes are named (config.ts refuses them otherwise).
      PAYMENTS: 'offline',
      MAIL: 'files',
    };
    if (process.env.DATABASE_URL) {
      const fresh = await createScratchDatabase(process.env.DATABASE_URL, 'test');
      env.DATABASE_URL = fresh.url;
      drop = fresh.drop;
    }
    const server: RunningServer = await startServer(loadConfig(env));
    // SEED_DEMO=0: the empty database stays empty (the boot rule's wiring).
    expect(server.seeded).toBe(false);
    const port = (server.app.server.address() as AddressInfo).port;
    const closeDatabase = server.database.close.bind(server.database);
    server.database.close = async () => {
      events.log.push('database closed');
      await closeDatabase();
    };
    const signals = new EventEmitter();
    const exit = vi.fn();
    // The drain period ends when the test says (SHUTDOWN_DRAIN_MS is a timer in main.ts).
    let endDrain = () => {};
    const drained = new Promise<void>((resolve) => (endDrain = resolve));
    const waitDrain = vi.fn(() => drained);
    closeOnSignals(server.app, { source: signals, exit, drainMs: 5_000, waitDrain });

    // A sign-in whose body is still arriving when SIGTERM comes.
    const body = JSON.stringify({ email: 'nobody@example.com', password: 'Not-the-password-1!' });
    const inFlight = httpRequest({
      host: '127.0.0.1',
      port,
      method: 'POST',
      path: '/api/v1/users/login',
      agent: false,
      headers: { 'content-type': 'application/json', 'content-length': Buffer.byteLength(body) },
    });
    const inFlightAnswer = new Promise<Answer>((resolve, reject) => {
      inFlight.on('response', (response) => answerOf(response).then(resolve, reject));
      inFlight.on('error', reject);
    });
    inFlight.write(body.slice(0, 10));
    await until(
      () =>
        new Promise<boolean>((resolve) =>
          server.app.server.getConnections((_e, count) => resolve(count > 0)),
        ),
      'the request in flight to connect',
    );
    // Its headers reach the server and pass the request hooks before the signal.
    await new Promise((resolve) => setTimeout(resolve, 500));

    let release = () => {};
    events.mailGate = new Promise<void>((resolve) => (release = resolve));
    signals.emit('SIGTERM');
    signals.emit('SIGTERM'); // a second signal changes nothing
    expect(waitDrain).toHaveBeenCalledTimes(1);
    expect(waitDrain).toHaveBeenCalledWith(5_000);

    // The drain, under load: 8 clients × 10 requests, each on a connection of its own. Every one is
    // answered 503 with Connection: close; none is refused; nothing has stopped yet.
    const outcomes = await Promise.all(
      Array.from({ length: 8 }, async () => {
        const seen: string[] = [];
        for (let i = 0; i < 10; i++) {
          seen.push(
            await get(port, '/api/v1/health').then(
              (answer) => `${answer.status} ${answer.connection} ${answer.body.code}`,
              (error: NodeJS.ErrnoException) => error.code ?? 'error',
            ),
          );
        }
        return seen;
      }),
    );
    expect(outcomes.flat()).toEqual(Array(80).fill('503 close shutting_down'));
    expect(events.log).toEqual([]);

    endDrain();
    await until(() => events.log.includes('mail stopping'), 'the workers to be stopping');

    // Still listening while the workers stop: a new request answers 503 in the envelope and closes.
    const refused = await get(port, '/api/v1/health');
    expect(refused.status).toBe(503);
    expect(refused.body).toEqual({ status: false, message: SHUTTING_DOWN, code: 'shutting_down' });
    expect(refused.connection).toBe('close');

    // The workers stopped, the listener closes: new connections are refused.
    release();
    await until(
      () =>
        get(port, '/api/v1/health').then(
          () => false,
          (error: NodeJS.ErrnoException) => error.code === 'ECONNREFUSED',
        ),
      'the listener to close',
    );
    expect(events.log).toEqual(['mail stopping', 'mail stopped', 'push stopped']);
    expect(exit).not.toHaveBeenCalled();

    // The request in flight is answered in full, by a database still open.
    inFlight.end(body.slice(10));
    const answer = await inFlightAnswer;
    expect(answer.status).toBe(401);
    expect(answer.body).toMatchObject({ status: false, message: 'Invalid email or password' });

    await until(() => exit.mock.calls.length > 0, 'the process to exit');
    expect(exit).toHaveBeenCalledWith(0);
    expect(exit).toHaveBeenCalledTimes(1);
    expect(events.log).toEqual(['mail stopping', 'mail stopped', 'push stopped', 'database closed']);
  },
);
