import type { FastifyInstance } from 'fastify';

interface SignalSource {
  on(signal: string, listener: () => void): unknown;
  off(signal: string, listener: () => void): unknown;
}

export interface ShutdownOptions {
  /** The signals that start the shutdown (SIGINT and SIGTERM). */
  signals?: readonly string[];
  /** Where the signals come from (the process). */
  source?: SignalSource;
  /** Ends the process once closed: 0 after a clean close, 1 when closing failed. */
  exit?: (code: number) => void;
  /** How long the port stays open answering 503 before the close (SHUTDOWN_DRAIN_MS, 5 s). */
  drainMs?: number;
  /** Waits out the drain (a timer; tests pass their own). */
  waitDrain?: (ms: number) => Promise<void>;
}

/** The drain's default length: long enough for a load balancer's health check to take the instance out. */
export const SHUTDOWN_DRAIN_MS = 5_000;

/**
 * Graceful shutdown on SIGTERM (and SIGINT): the first signal starts the drain, during which the port
 * stays open and every new request answers 503 with `Connection: close` (plugins/draining.ts) while the
 * requests in flight finish, so no connection is refused while the load balancer notices. After
 * `drainMs` the app closes once: the listener stops, the preClose hooks run (the workers stop after
 * their round in progress) and then the onClose hooks (Redis, the database), then the process exits.
 * Returns the function that removes the signal handlers.
 */
export function closeOnSignals(app: FastifyInstance, options: ShutdownOptions = {}): () => void {
  const {
    signals = ['SIGINT', 'SIGTERM'],
    source = process,
    exit = (code) => process.exit(code),
    drainMs = SHUTDOWN_DRAIN_MS,
    waitDrain = (ms) => new Promise<void>((resolve) => setTimeout(resolve, ms)),
  } = options;
  let closing = false;
  const handlers = signals.map((signal) => {
    const handler = () => {
      if (closing) return;
      closing = true;
      app.log.info(`${signal} received: answering 503 for ${drainMs} ms, then closing`);
      app.startDraining();
      waitDrain(drainMs)
        .then(() => app.close())
        .then(
          () => exit(0),
          (error: unknown) => {
            app.log.error({ err: error }, 'error while closing');
            exit(1);
          },
        );
    };
    source.on(signal, handler);
    return [signal, handler] as const;
  });
  return () => handlers.forEach(([signal, handler]) => source.off(signal, handler));
}
