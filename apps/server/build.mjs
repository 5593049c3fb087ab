// Bundles the server into dist/main.js: our @salon/* workspace code (TypeScript sources) is bundled,
// every npm dependency of package.json stays external and is loaded from node_modules at run time.
// The drizzle migrations are copied to dist/migrations, where src/db/migrate.ts finds them.
import { cpSync, readFileSync, rmSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';

const here = (path) => fileURLToPath(new URL(path, import.meta.url));
const manifest = JSON.parse(readFileSync(here('./package.json'), 'utf8'));
const external = Object.keys({ ...manifest.dependencies, ...manifest.optionalDependencies })
  .filter((name) => !name.startsWith('@salon/'))
  .flatMap((name) => [name, `${name}/*`]);

rmSync(here('./dist'), { recursive: true, force: true });
await build({
  entryPoints: [here('./src/main.ts')],
  outfile: here('./dist/main.js'),
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  sourcemap: true,
  external,
  logLevel: 'warning',
});
cpSync(here('./src/db/migrations'), here('./dist/migrations'), { recursive: true });
console.info('Built apps/server/dist/main.js');
