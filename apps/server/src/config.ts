import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

export interface ServerConfig {
  port: number;
  host: string;
  /** Where PGlite, the JWT secret and uploads live by default. */
  dataDir: string;
  /** PostgreSQL connection string; PGlite under `dataDir/pglite` when absent. */
  databaseUrl: string | undefined;
  jwtSecret: Uint8Array;
  storageDir: string;
  /** Folder holding the built `admin`, `website` and `onboarding` apps (each app's `dist`). */
  staticApps: { admin: string; website: string; onboarding: string };
  sessionTtlSeconds: number;
  logLevel: string;
  /** Behind a reverse proxy: trust its X-Forwarded-For (hop count or true). */
  trustProxy: boolean | number;
}

type Env = Record<string, string | undefined>;

/** The repository root: the nearest folder above `from` whose package.json declares workspaces. */
export function findRepoRoot(from = process.cwd()): string | undefined {
  for (let dir = resolve(from); ; dir = dirname(dir)) {
    const manifest = join(dir, 'package.json');
    if (existsSync(manifest)) {
      try {
        if ((JSON.parse(readFileSync(manifest, 'utf8')) as { workspaces?: unknown }).workspaces) return dir;
      } catch {
        // An unreadable package.json is not the root; keep walking up.
      }
    }
    if (dirname(dir) === dir) return undefined;
  }
}

function repoRoot(): string {
  return findRepoRoot() ?? findRepoRoot(dirname(fileURLToPath(import.meta.url))) ?? process.cwd();
}

function port(value: string | undefined): number {
  if (value === undefined || value === '') return 3000;
  const parsed = Number(value);
  if (!Number.isInteger(parsed) || parsed < 0 || parsed > 65535) {
    throw new Error(`PORT must be a port number, got "${value}"`);
  }
  return parsed;
}

/** JWT_SECRET, else a random secret generated on first start and kept in the data folder. */
function jwtSecret(value: string | undefined, dataDir: string): Uint8Array {
  if (value) {
    if (value.length < 32) throw new Error('JWT_SECRET must be at least 32 characters long');
    return new TextEncoder().encode(value);
  }
  const file = join(dataDir, 'jwt-secret');
  if (!existsSync(file)) {
    mkdirSync(dataDir, { recursive: true });
    writeFileSync(file, randomBytes(48).toString('base64url'), { mode: 0o600, flag: 'wx' });
  }
  return new TextEncoder().encode(readFileSync(file, 'utf8').trim());
}

function trustProxy(value: string | undefined): boolean | number {
  if (!value || value === 'false') return false;
  if (value === 'true') return true;
  const hops = Number(value);
  if (!Number.isInteger(hops) || hops < 0) throw new Error(`TRUST_PROXY must be true, false or a hop count`);
  return hops;
}

export function staticAppsIn(folder: string, layout: 'repo' | 'flat'): ServerConfig['staticApps'] {
  const app = (name: string) => (layout === 'repo' ? join(folder, 'apps', name, 'dist') : join(folder, name));
  return { admin: app('admin'), website: app('website'), onboarding: app('onboarding') };
}

export function loadConfig(env: Env = process.env): ServerConfig {
  const root = repoRoot();
  const dataDir = resolve(root, env.DATA_DIR || '.data');
  return {
    port: port(env.PORT),
    host: env.HOST || '0.0.0.0',
    dataDir,
    databaseUrl: env.DATABASE_URL || undefined,
    jwtSecret: jwtSecret(env.JWT_SECRET, dataDir),
    storageDir: resolve(root, env.STORAGE_DIR || join(dataDir, 'uploads')),
    staticApps: env.STATIC_DIR
      ? staticAppsIn(resolve(root, env.STATIC_DIR), 'flat')
      : staticAppsIn(root, 'repo'),
    sessionTtlSeconds: Number(env.SESSION_TTL_SECONDS) > 0 ? Number(env.SESSION_TTL_SECONDS) : 7 * 24 * 3600,
    logLevel: env.LOG_LEVEL || 'info',
    trustProxy: trustProxy(env.TRUST_PROXY),
  };
}
