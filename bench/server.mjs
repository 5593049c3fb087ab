// The built server on a free port with a fresh DATA_DIR (PGlite, seeded with the demo salon), as the
// bench parts measure it: `const server = await startServer(); ...; await server.stop()`.
import { spawn } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';

const ROOT = resolve(import.meta.dirname, '..');

function freePort() {
  return new Promise((resolvePort, reject) => {
    const probe = createServer();
    probe.on('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address();
      probe.close(() => resolvePort(port));
    });
  });
}

export async function startServer() {
  const port = await freePort();
  const dataDir = await mkdtemp(join(tmpdir(), 'salon-bench-'));
  const env = {
    ...process.env,
    PORT: String(port),
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    LOG_LEVEL: 'warn',
    // The modes named: the offline test-card provider, e-mail as .eml files.
    PAYMENTS: 'offline',
    MAIL: 'files',
  };
  delete env.DATABASE_URL;
  const child = spawn(process.execPath, [join(ROOT, 'apps/server/dist/main.js')], { env, stdio: 'ignore' });
  const url = `http://127.0.0.1:${port}`;
  for (let i = 0; i < 600; i++) {
    try {
      if ((await fetch(`${url}/api/v1/salon/get-enable-salon`)).ok) break;
    } catch {
      /* not up yet */
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  return {
    url,
    async stop() {
      child.kill('SIGTERM');
      await new Promise((r) => child.once('exit', r));
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}
