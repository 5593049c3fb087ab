import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve, sep } from 'node:path';
import { fileURLToPath } from 'node:url';
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

/**
 * The import boundaries as the repository's lint configuration applies them (eslint.config.js and
 * eslint/import-boundaries.js): a module is reached only through its index, no import runs back up the
 * server's layers, no module uses another's repository, and no relative path reaches into another
 * package's internals.
 */
const ROOT = fileURLToPath(new URL('../../..', import.meta.url));
const eslint = new ESLint({ cwd: ROOT });

/** The boundary rules' complaints about `code` placed at `file` (relative to the repository). */
async function boundaryErrors(file: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath: `${ROOT}${file}` });
  return (result?.messages ?? [])
    .filter((message) => message.ruleId?.startsWith('import-boundaries/'))
    .map((message) => `${message.ruleId}: ${message.message}`);
}

const SRC = join(ROOT, 'apps/server/src');

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(path);
    return entry.name.endsWith('.ts') ? [path] : [];
  });
}

/** The folder of a server file as the layers name it: `modules/<m>`, `db`, … or a top file (`app`). */
function folderOf(path: string): string {
  const parts = relative(SRC, path).split(sep);
  if (parts[0] === 'modules' && parts.length > 1) return `modules/${parts[1]!.replace(/\.ts$/, '')}`;
  return parts.length > 1 ? parts[0]! : parts[0]!.replace(/\.ts$/, '');
}

/** Which folders each folder of the server's source imports (relative imports, type-only ones included). */
function folderGraph(): Map<string, Set<string>> {
  const graph = new Map<string, Set<string>>();
  for (const file of sourceFiles(SRC)) {
    const from = folderOf(file);
    for (const [, source] of readFileSync(file, 'utf8').matchAll(/(?:from|import)\s*\(?\s*'(\.[^']+)'/g)) {
      const to = folderOf(resolve(dirname(file), source!));
      if (to === from) continue;
      if (!graph.has(from)) graph.set(from, new Set());
      graph.get(from)!.add(to);
    }
  }
  return graph;
}

/** A cycle of folders (`a → b → a`), or null. */
function findCycle(graph: Map<string, Set<string>>): string[] | null {
  const state = new Map<string, 'open' | 'done'>();
  const trail: string[] = [];
  const visit = (folder: string): string[] | null => {
    if (state.get(folder) === 'done') return null;
    if (state.get(folder) === 'open') return [...trail.slice(trail.indexOf(folder)), folder];
    state.set(folder, 'open');
    trail.push(folder);
    for (const next of graph.get(folder) ?? []) {
      const cycle = visit(next);
      if (cycle) return cycle;
    }
    trail.pop();
    state.set(folder, 'done');
    return null;
  };
  for (const folder of graph.keys()) {
    const cycle = visit(folder);
    if (cycle) return cycle;
  }
  return null;
}

describe('import boundaries', () => {
  it("has no cycle between the server's folders", () => {
    const graph = folderGraph();
    // The scan sees the modules' imports of one another, so an empty graph cannot pass by accident.
    expect(graph.get('modules/profile')).toContain('modules/accounts');
    expect(findCycle(graph)).toBeNull();
  });

  it('finds a cycle when there is one', () => {
    const graph = new Map([
      ['modules/orders', new Set(['modules/coupons'])],
      ['modules/coupons', new Set(['lib', 'modules/orders'])],
    ]);
    expect(findCycle(graph)).toEqual(['modules/orders', 'modules/coupons', 'modules/orders']);
  });

  it('refuses a cross-module import that bypasses the index', async () => {
    const errors = await boundaryErrors(
      'apps/server/src/modules/profile/probe.ts',
      "import { AccountRepository } from '../accounts/repository';\nexport const probe = AccountRepository;\n",
    );
    expect(errors).toEqual([
      expect.stringMatching(
        /^import-boundaries\/server-layers: '..\/accounts\/repository' reaches into the accounts module: import it through its index \('..\/accounts'\)/,
      ),
      // A repository's file besides: the face would not hand it out either.
      expect.stringMatching(
        /^import-boundaries\/no-foreign-repository: 'repository' is the accounts module's repository/,
      ),
    ]);
  });

  it("refuses the composition root's reach into a module's files too", async () => {
    const errors = await boundaryErrors(
      'apps/server/src/container.ts',
      "import { OrderService } from './modules/orders/service';\nexport const probe = OrderService;\n",
    );
    expect(errors).toHaveLength(1);
    expect(errors[0]).toContain('reaches into the orders module');
  });

  it("lets a module use another's index, and its own files", async () => {
    const errors = await boundaryErrors(
      'apps/server/src/modules/profile/probe.ts',
      [
        "import { AccountService } from '../accounts';",
        "import { UserService } from './service';",
        "import { readPage } from '../../db/paging';",
        "import { hashPassword } from '../../lib/passwords';",
        'export const probe = [AccountService, UserService, readPage, hashPassword];',
        '',
      ].join('\n'),
    );
    expect(errors).toEqual([]);
  });

  it.each([
    ['through its face', 'apps/server/src/modules/profile/probe.ts', '../accounts', 'AccountRepository'],
    ['by its file', 'apps/server/src/modules/profile/probe.ts', '../accounts/session-repository', 'Sessions'],
    ['from the composition root', 'apps/server/src/container.ts', './modules/orders', 'OrderRepository'],
    ['from a read model', 'apps/server/src/read-models/probe.ts', '../modules/products', 'ProductRepository'],
  ])("refuses another module's repository %s", async (_case, file, source, name) => {
    const errors = await boundaryErrors(
      file,
      `import { ${name} } from '${source}';\nexport const probe = ${name};\n`,
    );
    expect(errors.filter((error) => error.startsWith('import-boundaries/no-foreign-repository'))).toEqual([
      expect.stringContaining("module's repository: only the module's own files may use it"),
    ]);
  });

  it("lets a module use its own repository, and another's reads", async () => {
    const errors = await boundaryErrors(
      'apps/server/src/modules/salons/probe.ts',
      [
        "import { SalonRepository } from './repository';",
        "import type { AccountRows } from '../accounts';",
        "import { CategoryRepository } from '../../db/category-repository';",
        'export const probe = SalonRepository;',
        'export type Rows = AccountRows;',
        'export const categories = CategoryRepository;',
        '',
      ].join('\n'),
    );
    expect(errors).toEqual([]);
  });

  it('refuses the composition root a repository: each module builds its own', async () => {
    const errors = await boundaryErrors(
      'apps/server/src/container.ts',
      "import { SlotRepository } from './modules/availability/slots-repository';\nexport const probe = SlotRepository;\n",
    );
    expect(errors.length).toBeGreaterThan(0);
  });

  it.each([
    [
      'a module imports a job',
      'apps/server/src/modules/booking/probe.ts',
      '../../jobs/periodic-job',
      'modules/booking may not import jobs',
    ],
    [
      'a module imports the webhooks above it',
      'apps/server/src/modules/orders/probe.ts',
      '../webhooks',
      'modules/orders may not import modules/webhooks',
    ],
    [
      'a floor imports a module',
      'apps/server/src/db/probe.ts',
      '../modules/salons',
      'db may not import modules',
    ],
    [
      'a pure helper imports a floor',
      'apps/server/src/lib/probe.ts',
      '../db/client',
      'lib may not import db',
    ],
  ])('refuses an arrow back up: %s', async (_case, file, source, wording) => {
    const errors = await boundaryErrors(
      file,
      `import { probe } from '${source}';\nexport const again = probe;\n`,
    );
    expect(errors).toHaveLength(1);
    expect(errors[0]).toContain(wording);
  });

  it.each([
    [
      'the server',
      'apps/server/src/modules/products/probe.ts',
      '../../../../../packages/api/src/products/schemas',
      'packages/api',
    ],
    [
      'a features area',
      'packages/features/src/shop/probe.ts',
      '../../../ui/src/primitives/Button/Button',
      'packages/ui',
    ],
  ])(
    "refuses a relative import of another package's internals from %s",
    async (_case, file, source, target) => {
      const errors = await boundaryErrors(
        file,
        `import { probe } from '${source}';\nexport const again = probe;\n`,
      );
      expect(errors).toEqual([
        `import-boundaries/no-relative-package-import: '${source}' reaches into ${target} by a relative path: import it by its package name so the layer rules apply.`,
      ]);
    },
  );
});
