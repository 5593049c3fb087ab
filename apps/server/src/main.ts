import { join } from 'node:path';
import { buildApp } from './app';
import { loadConfig } from './config';
import { createContainer } from './container';
import { openDatabase } from './db/client';
import { migrateDatabase } from './db/migrate';
import { DatabaseLockedError } from './db/pglite-lock';
import { DEMO_PASSWORD } from './seed/demo-data';
import { seedDemoData } from './seed/seed';

async function main(): Promise<void> {
  const config = loadConfig();
  const database = await openDatabase(
    config.databaseUrl
      ? { kind: 'postgres', url: config.databaseUrl }
      : { kind: 'pglite', dataDir: join(config.dataDir, 'pglite') },
  );
  await migrateDatabase(database);
  const container = createContainer({
    db: database.db,
    jwtSecret: config.jwtSecret,
    sessionTtlSeconds: config.sessionTtlSeconds,
    storageDir: config.storageDir,
  });
  const seeded = await seedDemoData(database.db, container.storage);

  const app = await buildApp({
    container,
    logger: { level: config.logLevel },
    staticApps: config.staticApps,
    trustProxy: config.trustProxy,
  });
  app.addHook('onClose', () => database.close());

  await app.listen({ port: config.port, host: config.host });
  const where = database.driver === 'pglite' ? join(config.dataDir, 'pglite') : 'PostgreSQL (DATABASE_URL)';
  app.log.info(`Salon server on http://localhost:${config.port} (database: ${where})`);
  if (seeded) {
    app.log.info(
      `Seeded the demo platform: sign in as admin@example.com, owner@example.com, … with ${DEMO_PASSWORD}`,
    );
  }

  let closing = false;
  const shutdown = (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info(`${signal} received, closing`);
    app.close().then(
      () => process.exit(0),
      (error: unknown) => {
        app.log.error({ err: error }, 'error while closing');
        process.exit(1);
      },
    );
  };
  process.on('SIGINT', () => shutdown('SIGINT'));
  process.on('SIGTERM', () => shutdown('SIGTERM'));
}

main().catch((error: unknown) => {
  if (error instanceof DatabaseLockedError) {
    console.error(error.message);
  } else {
    console.error('The server could not start:', error);
  }
  process.exit(1);
});
