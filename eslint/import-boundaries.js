// A local lint rule for what `no-restricted-imports` cannot see: where a relative import lands.
// - `no-relative-package-import`: a relative path may not leave its workspace package (import another
//   package by its name, `@salon/ui/...`, so the layer rules on names apply to it). Option `allow`:
//   folders of the repository outside every package that the files may still reach (shared test tools).
// - `no-cross-area-import`: inside packages/features, an area imports only itself and `core`; the apps
//   compose areas. Both the relative form (`../billing/x`) and the named form (`@salon/features/billing`)
//   are caught.
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

export default {
  meta: { name: 'import-boundaries' },
  rules: { 'no-relative-package-import': noRelativePackageImport, 'no-cross-area-import': noCrossAreaImport },
};
