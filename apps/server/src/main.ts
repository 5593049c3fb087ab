import { loadConfig } from './config';
import { DatabaseLockedError } from './db/pglite-lock';
import { startTracing } from './observability/tracing';
import { startServer } from './server';
import { closeOnSignals } from './shutdown';

async function main(): Promise<void> {
  // Refuses to start on a configuration it cannot run safely (config.ts says why).
  const config = loadConfig();
  // Traces only when a collector is named; the OpenTelemetry packages are not even loaded otherwise.
  const stopTracing = config.otel ? await startTracing(config.otel) : null;
  const { app } = await startServer(config, stopTracing ? { afterClose: stopTracing } : {});
  closeOnSignals(app, { drainMs: config.shutdownDrainMs });
}

main().catch((error: unknown) => {
  if (error instanceof DatabaseLockedError) {
    console.error(error.message);
  } else {
    console.error('The server could not start:', error);
  }
  process.exit(1);
});
