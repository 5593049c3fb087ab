import { execFile } from 'node:child_process';
import { existsSync, mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { loadConfig } from '../src/config';

/** README "Deployment": the boot rules that keep a shared database safe. */
const SECRET = 'a-secret-of-at-least-thirty-two-characters';
const POSTGRES = 'postgres://salon@db.example.com:5432/salon';
const dataDir = () => mkdtempSync(join(tmpdir(), 'salon-config-'));
const REFUSAL =
  'JWT_SECRET must be set when DATABASE_URL is: every server instance must sign tokens with the same secret';

describe('JWT_SECRET with DATABASE_URL', () => {
  it('is required: without it the configuration is refused, saying why', () => {
    const folder = dataDir();
    expect(() => loadConfig({ DATABASE_URL: POSTGRES, DATA_DIR: folder })).toThrow(REFUSAL);
    // No secret of this machine's was generated in its place.
    expect(existsSync(join(folder, 'jwt-secret'))).toBe(false);
    expect(loadConfig({ DATABASE_URL: POSTGRES, JWT_SECRET: SECRET, DATA_DIR: folder }).jwtSecret).toEqual(
      new TextEncoder().encode(SECRET),
    );
  });

  it('is generated and kept in the data folder on the embedded database', () => {
    const folder = dataDir();
    const first = loadConfig({ DATA_DIR: folder });
    expect(existsSync(join(folder, 'jwt-secret'))).toBe(true);
    expect(loadConfig({ DATA_DIR: folder }).jwtSecret).toEqual(first.jwtSecret);
  });

  it('is refused when shorter than 32 characters', () => {
    expect(() => loadConfig({ DATABASE_URL: POSTGRES, JWT_SECRET: 'short', DATA_DIR: dataDir() })).toThrow(
      'JWT_SECRET must be at least 32 characters long',
    );
  });

  it('keeps the server from starting: main.ts exits 1 and prints the reason', async () => {
    const root = fileURLToPath(new URL('../../..', import.meta.url));
    const { code, stderr } = await new Promise<{ code: number | null; stderr: string }>((resolve) => {
      const child = execFile(
        process.execPath,
        ['--import', 'tsx', 'apps/server/src/main.ts'],
        {
          cwd: root,
          env: { PATH: process.env.PATH, DATABASE_URL: POSTGRES, DATA_DIR: dataDir(), PORT: '0' },
          timeout: 110_000,
        },
        (_error, _stdout, stderr) => resolve({ code: child.exitCode, stderr }),
      );
    });
    expect(stderr).toContain(REFUSAL);
    expect(code).toBe(1);
  }, 120_000);
});

describe('the demo seed', () => {
  const seedDemo = (env: Record<string, string>) => loadConfig({ DATA_DIR: dataDir(), ...env }).seedDemo;

  it('runs by default on the embedded database only', () => {
    expect(seedDemo({})).toBe(true);
    expect(seedDemo({ DATABASE_URL: POSTGRES, JWT_SECRET: SECRET })).toBe(false);
  });

  it('runs on DATABASE_URL only when asked with SEED_DEMO=1 (or true)', () => {
    expect(seedDemo({ DATABASE_URL: POSTGRES, JWT_SECRET: SECRET, SEED_DEMO: '1' })).toBe(true);
    expect(seedDemo({ DATABASE_URL: POSTGRES, JWT_SECRET: SECRET, SEED_DEMO: 'true' })).toBe(true);
    expect(seedDemo({ DATABASE_URL: POSTGRES, JWT_SECRET: SECRET, SEED_DEMO: '0' })).toBe(false);
  });

  it('can be turned off on the embedded database', () => {
    expect(seedDemo({ SEED_DEMO: '0' })).toBe(false);
  });
});

describe('the rate limits and the drain', () => {
  const config = (env: Record<string, string>) => loadConfig({ DATA_DIR: dataDir(), ...env });

  it('run with the production limits unless RATE_LIMITS changes some', () => {
    expect(config({}).rateLimits).toEqual({});
    expect(config({ RATE_LIMITS: 'onboardingPerAddress=50/3600, contact=off' }).rateLimits).toEqual({
      onboardingPerAddress: { max: 50, windowMs: 3_600_000 },
      contact: false,
    });
  });

  it('refuses a RATE_LIMITS entry it does not know, saying what it takes', () => {
    expect(() => config({ RATE_LIMITS: 'signup=5/60' })).toThrow(/RATE_LIMITS: "signup=5\/60" must be/);
    expect(() => config({ RATE_LIMITS: 'contact=5' })).toThrow(/name=max\/seconds or name=off/);
  });

  it('drains for SHUTDOWN_DRAIN_MS, 5 s by default', () => {
    expect(config({}).shutdownDrainMs).toBe(5_000);
    expect(config({ SHUTDOWN_DRAIN_MS: '0' }).shutdownDrainMs).toBe(0);
    expect(() => config({ SHUTDOWN_DRAIN_MS: 'soon' })).toThrow(/SHUTDOWN_DRAIN_MS/);
  });
});
