// Area benchmark of the dashboard reports (see bench/dashboard.ts), run by `npm run bench`.
import { spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('../..', import.meta.url));
const result = spawnSync('npx', ['tsx', 'bench/dashboard.ts'], {
  cwd: root,
  stdio: 'inherit',
  env: process.env,
});
process.exit(result.status ?? 1);
