// Area benchmark of the paged-list throughput (see bench/list-throughput.ts), run by `npm run bench`.
import { spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('../..', import.meta.url));
const result = spawnSync('npx', ['tsx', 'bench/list-throughput.ts'], {
  cwd: root,
  stdio: 'inherit',
  env: process.env,
});
process.exit(result.status ?? 1);
