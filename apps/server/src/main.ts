import { loadConfig } from './config';
import { DatabaseLockedError } from './db/pglite-lock';
import { startServer } from './server';
import { closeOnSignals } from './shutdown';

async function main(): Promise<void> {
  // Refuses to start on a configuration it cannot run safely (config.ts says why).
  const config = loadConfig();
  const { app } = await startServer(config);
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
