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
}

/**
 * Graceful shutdown on SIGTERM (and SIGINT): the first signal closes the app once; `app.close()` answers
 * new requests 503 until the listener stops (plugins/draining.ts), lets the requests in flight finish, runs
 * the preClose hooks (the workers stop after their round in progress) and then the onClose hooks (Redis,
 * the database), then the process exits. Returns the function that removes the signal handlers.
 */
export function closeOnSignals(app: FastifyInstance, options: ShutdownOptions = {}): () => void {
  const { signals = ['SIGINT', 'SIGTERM'], source = process, exit = (code) => process.exit(code) } = options;
  let closing = false;
  const handlers = signals.map((signal) => {
    const handler = () => {
      if (closing) return;
      closing = true;
      app.log.info(`${signal} received, closing`);
      app.close().then(
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
