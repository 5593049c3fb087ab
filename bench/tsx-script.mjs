// How an area benchmark of bench/areas/ runs its TypeScript script: `npx tsx <script>` from the
// repository root, with this process's output and environment, exiting with the script's status.
import { spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('..', import.meta.url));

/** Runs `script` (a path from the repository root) with tsx and exits with its status. */
export function runTsxScript(/** @type {string} */ script) {
  const result = spawnSync('npx', ['tsx', script], { cwd: root, stdio: 'inherit', env: process.env });
  process.exit(result.status ?? 1);
}
