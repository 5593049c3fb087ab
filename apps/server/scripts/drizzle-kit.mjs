// Runs drizzle-kit with `drizzle-orm` resolved from this workspace. npm installs drizzle-orm under
// apps/server/node_modules while drizzle-kit sits at the repository root, and drizzle-kit loads the ORM
// relative to itself, so a plain `drizzle-kit generate` says "Please install latest version of drizzle-orm".
// NODE_PATH covers its require() calls and a resolve hook its dynamic import() calls.
import { spawnSync } from 'node:child_process';
import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';

const require = createRequire(import.meta.url);
const kitBin = require.resolve('drizzle-kit').replace(/index\.js$/, 'bin.cjs');
const serverModules = fileURLToPath(new URL('../node_modules', import.meta.url));
const hooks = `
export async function resolve(specifier, context, next) {
  if (specifier === 'drizzle-orm' || specifier.startsWith('drizzle-orm/')) {
    return next(specifier, { ...context, parentURL: ${JSON.stringify(new URL('../package.json', import.meta.url).href)} });
  }
  return next(specifier, context);
}`;
const register = `import { register } from 'node:module'; register(${JSON.stringify(
  `data:text/javascript,${encodeURIComponent(hooks)}`,
)});`;

const result = spawnSync(
  process.execPath,
  ['--import', `data:text/javascript,${encodeURIComponent(register)}`, kitBin, ...process.argv.slice(2)],
  { stdio: 'inherit', env: { ...process.env, NODE_PATH: serverModules } },
);
process.exit(result.status ?? 1);
