// A local lint rule for what `no-restricted-imports` cannot see: where a relative import lands.
// - `no-relative-package-import`: a relative path may not leave its workspace package (import another
//   package by its name, `@salon/ui/...`, so the layer rules on names apply to it). Option `allow`:
//   folders of the repository outside every package that the files may still reach (shared test tools).
// - `no-cross-area-import`: inside packages/features, an area imports only itself and `core`; the apps
//   compose areas. Both the relative form (`../billing/x`) and the named form (`@salon/features/billing`)
//   are caught.
// - `server-layers`: inside the server's source, a module (`modules/<m>/`) is reached from outside only
//   through its `index.ts`, its public face; and no import runs back up the layers (option `layers`,
//   bottom first: a file may import its own layer and those below). The layers are listed in
//   eslint.config.js and explained in docs/architecture.md ("Server modules").
// - `no-foreign-repository`: inside the server's source, a module's repository (a name ending in
//   `Repository`, or a file named `*repository*`) is imported only by that module's own files; every
//   other file asks the module's services, read functions or its builder (`module.ts`). Option
//   `allow`: pairs `{ from, to }` (a server folder or top file, a `modules/<m>`) tolerated for now.
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');

/** `packages/ui`, `apps/admin`, … for a file inside a workspace package; `.` for the rest. */
function packageOf(file) {
  const [top, name, ...rest] = path.relative(root, file).split(path.sep);
  return (top === 'packages' || top === 'apps') && rest.length > 0 ? `${top}/${name}` : '.';
}

/** The features area of a file (`packages/features/src/<area>/…`), or null. */
function featuresAreaOf(file) {
  const parts = path.relative(root, file).split(path.sep);
  return parts[0] === 'packages' && parts[1] === 'features' && parts[2] === 'src' && parts.length > 4
    ? parts[3]
    : null;
}

const SHARED_AREA = 'core';

/** Runs `check(node, source)` on every import and re-export that names a module by a literal. */
function onImports(check) {
  const visit = (node) => {
    const source = node.source?.value;
    if (typeof source === 'string') check(node, source);
  };
  return {
    ImportDeclaration: visit,
    ExportNamedDeclaration: visit,
    ExportAllDeclaration: visit,
    ImportExpression: visit,
  };
}

const noRelativePackageImport = {
  meta: {
    type: 'problem',
    messages: {
      leaves:
        "'{{source}}' reaches into {{target}} by a relative path: import it by its package name so the layer rules apply.",
    },
    schema: [
      {
        type: 'object',
        properties: { allow: { type: 'array', items: { type: 'string' } } },
        additionalProperties: false,
      },
    ],
  },
  create(context) {
    const file = context.filename;
    const from = packageOf(file);
    const allow = context.options[0]?.allow ?? [];
    return onImports((node, source) => {
      if (!source.startsWith('.')) return;
      const resolved = path.resolve(path.dirname(file), source);
      const target = packageOf(resolved);
      if (target === from) return;
      const inRepo = path.relative(root, resolved).split(path.sep).join('/');
      if (target === '.' && allow.some((folder) => inRepo.startsWith(`${folder}/`))) return;
      context.report({ node: node.source, messageId: 'leaves', data: { source, target } });
    });
  },
};

const noCrossAreaImport = {
  meta: {
    type: 'problem',
    messages: {
      cross:
        "The features area '{{from}}' imports the area '{{to}}': areas import only themselves and core; the apps compose them.",
    },
    schema: [],
  },
  create(context) {
    const from = featuresAreaOf(context.filename);
    if (!from) return {};
    return onImports((node, source) => {
      let to = null;
      if (source.startsWith('.'))
        to = featuresAreaOf(path.resolve(path.dirname(context.filename), source, 'x'));
      else if (source.startsWith('@salon/features/')) to = source.split('/')[2];
      if (to && to !== from && to !== SHARED_AREA)
        context.report({ node: node.source, messageId: 'cross', data: { from, to } });
    });
  },
};

/** The server folder (`modules`, `db`, …) or top file (`app`, …) of a path under `source`, its module, its layer. */
function serverPlace(source, file, layers) {
  const relative = path.relative(source, file).split(path.sep);
  if (relative[0] === '..' || path.isAbsolute(relative.join('/'))) return null;
  const top = relative[0].replace(/\.[cm]?[jt]s$/, '');
  const module = top === 'modules' && relative.length > 1 ? relative[1].replace(/\.[cm]?[jt]s$/, '') : null;
  const names = module ? [`modules/${module}`, top] : [top];
  const layer = names.map((name) => layers.findIndex((names) => names.includes(name))).find((at) => at >= 0);
  return { module, inside: relative.slice(module ? 2 : 1).join('/'), name: names[0], layer: layer ?? -1 };
}

const serverLayers = {
  meta: {
    type: 'problem',
    messages: {
      internals:
        "'{{source}}' reaches into the {{module}} module: import it through its index ('{{index}}'), the module's public face.",
      upward:
        "'{{source}}': {{from}} may not import {{to}}, which sits above it (layers, bottom first: {{layers}}).",
    },
    schema: [
      {
        type: 'object',
        properties: {
          source: { type: 'string' },
          layers: { type: 'array', items: { type: 'array', items: { type: 'string' } } },
        },
        required: ['source', 'layers'],
        additionalProperties: false,
      },
    ],
  },
  create(context) {
    const { source: folder, layers } = context.options[0];
    const source = path.resolve(root, folder);
    const from = serverPlace(source, context.filename, layers);
    if (!from) return {};
    return onImports((node, specifier) => {
      if (!specifier.startsWith('.')) return;
      const target = path.resolve(path.dirname(context.filename), specifier);
      const to = serverPlace(source, target, layers);
      if (!to) return;
      if (
        to.module &&
        to.module !== from.module &&
        !['', 'index', 'index.js', 'index.ts'].includes(to.inside)
      ) {
        const index = path.relative(path.dirname(context.filename), path.join(source, 'modules', to.module));
        context.report({
          node: node.source,
          messageId: 'internals',
          data: { source: specifier, module: to.module, index: index.startsWith('.') ? index : `./${index}` },
        });
      } else if (from.layer >= 0 && to.layer > from.layer) {
        context.report({
          node: node.source,
          messageId: 'upward',
          data: {
            source: specifier,
            from: from.name,
            to: to.name,
            layers: layers.map((names) => names.join(', ')).join(' < '),
          },
        });
      }
    });
  },
};

/** The imported names of an import or re-export (`import { A, B as C }`, `export { A }`). */
function importedNames(node) {
  if (node.type === 'ImportDeclaration')
    return node.specifiers
      .filter((spec) => spec.type === 'ImportSpecifier')
      .map((spec) => spec.imported.name);
  if (node.type === 'ExportNamedDeclaration') return node.specifiers.map((spec) => spec.local.name);
  return [];
}

const noForeignRepository = {
  meta: {
    type: 'problem',
    messages: {
      foreign:
        "'{{name}}' is the {{module}} module's repository: only the module's own files may use it; ask its services or read functions (its index.ts) instead.",
    },
    schema: [
      {
        type: 'object',
        properties: {
          source: { type: 'string' },
          allow: {
            type: 'array',
            items: {
              type: 'object',
              properties: { from: { type: 'string' }, to: { type: 'string' } },
              required: ['from', 'to'],
              additionalProperties: false,
            },
          },
        },
        required: ['source'],
        additionalProperties: false,
      },
    ],
  },
  create(context) {
    const { source: folder, allow = [] } = context.options[0];
    const source = path.resolve(root, folder);
    const from = serverPlace(source, context.filename, []);
    if (!from) return {};
    return onImports((node, specifier) => {
      if (!specifier.startsWith('.')) return;
      const to = serverPlace(source, path.resolve(path.dirname(context.filename), specifier), []);
      if (!to?.module || to.module === from.module) return;
      if (allow.some((pair) => pair.from === from.name && pair.to === to.name)) return;
      const file = to.inside.split('/').at(-1) ?? '';
      const names = /repository/i.test(file)
        ? [file]
        : importedNames(node).filter((name) => /Repository$/.test(name));
      for (const name of names)
        context.report({ node: node.source, messageId: 'foreign', data: { name, module: to.module } });
    });
  },
};

export default {
  meta: { name: 'import-boundaries' },
  rules: {
    'no-relative-package-import': noRelativePackageImport,
    'no-cross-area-import': noCrossAreaImport,
    'server-layers': serverLayers,
    'no-foreign-repository': noForeignRepository,
  },
};
