// The load of bench/crowd.ts, in a worker thread so that the server keeps the main thread: `connections`
// kept-alive node:http connections, each sending its next request as soon as the last answer has fully
// arrived, for `seconds`. The requests follow the mix: each connection walks `mix` (a list of kinds, as
// often as their weight) from its own offset; a `book` takes the next booking body of `bookings` (each
// body books a different free slot once). Posts back per kind the status counts and latencies (ms).
import { Agent, request } from 'node:http';
import { parentPort, workerData } from 'node:worker_threads';

const { base, connections, seconds, mix, requests, bookings } = workerData;
const results = Object.fromEntries(Object.keys(requests).map((kind) => [kind, { statuses: {}, ms: [] }]));
let nextBooking = 0;

function send(agent, kind) {
  const spec = requests[kind];
  const body =
    kind === 'book' ? JSON.stringify(bookings[nextBooking++ % bookings.length]) : (spec.body ?? null);
  return new Promise((resolve, reject) => {
    const started = performance.now();
    const call = request(
      new URL(spec.path, base),
      {
        method: spec.method,
        agent,
        headers: body
          ? { 'content-type': 'application/json', 'content-length': Buffer.byteLength(body) }
          : {},
      },
      (response) => {
        response.on('data', () => {});
        response.on('end', () => {
          const result = results[kind];
          result.ms.push(performance.now() - started);
          result.statuses[response.statusCode] = (result.statuses[response.statusCode] ?? 0) + 1;
          resolve();
        });
        response.on('error', reject);
      },
    );
    call.on('error', reject);
    call.end(body ?? undefined);
  });
}

const deadline = performance.now() + seconds * 1000;
await Promise.all(
  Array.from({ length: connections }, async (_, n) => {
    const agent = new Agent({ keepAlive: true, maxSockets: 1 });
    for (let i = n; performance.now() < deadline; i += 1) await send(agent, mix[i % mix.length]);
    agent.destroy();
  }),
);
parentPort.postMessage(results);
