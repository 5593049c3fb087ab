import { defineConfig } from 'drizzle-kit';

// `npm run db:generate -w @salon/server` writes SQL migrations from src/db/schema/ (one file per area); the server
// applies them at start with drizzle's migrator on PGlite and PostgreSQL alike.
export default defineConfig({
  dialect: 'postgresql',
  schema: './src/db/schema',
  out: './src/db/migrations',
});
