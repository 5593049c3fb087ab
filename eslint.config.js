// One lint configuration for the whole repository. Besides the usual TypeScript and React rules it
// enforces the import direction of the design card: apps → features → {api, ui} → rules; ui imports no
// data fetching, routing or API; api imports nothing of ours but the pure rules; rules imports nothing;
// the server shares only the api contract. Relative paths may not leave their package (the server's
// included), and features areas import only themselves and core (eslint/import-boundaries.js).
import js from '@eslint/js';
import checkFile from 'eslint-plugin-check-file';
import importBoundaries from './eslint/import-boundaries.js';
import reactHooks from 'eslint-plugin-react-hooks';
import storybook from 'eslint-plugin-storybook';
import globals from 'globals';
import tseslint from 'typescript-eslint';

const ours = (...names) =>
  names.map((name) => ({ group: [name, `${name}/*`], message: `This layer may not import ${name}.` }));

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      '**/dist-ssr/**',
      'storybook-static/**',
      'test-results/**',
      'playwright-report/**',
      '.storybook/public/**',
      'apps/server/src/db/migrations/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': 'error',
      'no-console': ['error', { allow: ['warn', 'error', 'info'] }],
    },
  },
  {
    // The server and its tests stay inside apps/server (the tests may use the repository's shared test
    // tools in tests/); other packages by name only, so the server's layer rule below applies. The
    // bench (not a package) reaches into the server on purpose.
    files: ['apps/server/**/*.ts'],
    plugins: { 'import-boundaries': importBoundaries },
    rules: { 'import-boundaries/no-relative-package-import': ['error', { allow: ['tests'] }] },
  },
  {
    // The server's layers, bottom first (docs/architecture.md, "Server modules"): pure helpers; the
    // floors every module stands on; the read models (reports and exports that read across the
    // modules' tables through the schema, so they import no module and only modules import them); the
    // modules, each reached from outside only through its index.ts; the Stripe webhook module that
    // drives orders, onboarding and subscriptions; what composes them. A module's repository is used
    // only by its own files: the composition root builds it through the module's `module.ts`.
    files: ['apps/server/src/**/*.ts'],
    rules: {
      'import-boundaries/server-layers': [
        'error',
        {
          source: 'apps/server/src',
          layers: [
            ['lib', 'errors'],
            ['config', 'redis', 'db', 'http', 'storage', 'mail', 'outbox', 'notifications'],
            ['read-models'],
            ['modules'],
            ['modules/webhooks'],
            [
              'plugins',
              'jobs',
              'seed',
              'app',
              'container',
              'container-options',
              'server',
              'main',
              'shutdown',
            ],
          ],
        },
      ],
      'import-boundaries/no-foreign-repository': ['error', { source: 'apps/server/src' }],
    },
  },
  {
    // The front end's packages.
    files: [
      'packages/**/*.{ts,tsx}',
      'apps/admin/src/**',
      'apps/website/src/**',
      'apps/onboarding/src/**',
      'stories/**',
      '.storybook/**',
    ],
    plugins: { 'import-boundaries': importBoundaries },
    rules: {
      'import-boundaries/no-relative-package-import': 'error',
      'import-boundaries/no-cross-area-import': 'error',
    },
  },
  {
    files: ['**/*.tsx'],
    plugins: { 'react-hooks': reactHooks },
    rules: { 'react-hooks/rules-of-hooks': 'error', 'react-hooks/exhaustive-deps': 'error' },
  },
  // File names: PascalCase for component modules (and their .styles.ts), kebab-case for the rest;
  // the apps' entry modules (main, providers, routes) are kebab-case as in the house style.
  {
    files: ['packages/*/src/**/*.{ts,tsx}', 'apps/*/src/**/*.{ts,tsx}'],
    plugins: { 'check-file': checkFile },
    rules: {
      'check-file/filename-naming-convention': [
        'error',
        { '**/*.tsx': 'PASCAL_CASE', '**/*.styles.ts': 'PASCAL_CASE', '**/!(*.d|*.styles).ts': 'KEBAB_CASE' },
        { ignoreMiddleExtensions: true },
      ],
    },
  },
  {
    files: ['apps/admin/src/*.tsx', 'apps/website/src/*.tsx', 'apps/onboarding/src/*.tsx'],
    rules: {
      'check-file/filename-naming-convention': [
        'error',
        { '**/*.tsx': 'KEBAB_CASE' },
        { ignoreMiddleExtensions: true },
      ],
    },
  },
  {
    files: ['packages/ui/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            ...ours('@salon/api', '@salon/features'),
            { group: ['swr', 'swr/*'], message: 'ui is presentational: fetching lives in features.' },
            {
              group: ['react-router', 'react-router-dom'],
              message: 'ui is presentational: routing lives in features and apps.',
            },
            { group: ['msw', 'msw/*'], message: 'ui stories use args only.' },
          ],
        },
      ],
    },
  },
  {
    // The pure validation rules (e-mail, phone, password) that the ui forms and the api schemas share.
    files: ['packages/rules/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            ...ours('@salon/api', '@salon/ui', '@salon/features', '@salon/server'),
            { group: ['react', 'react-dom', 'superstruct'], message: 'rules are plain functions.' },
          ],
        },
      ],
    },
  },
  {
    files: ['packages/api/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            ...ours('@salon/ui', '@salon/features', '@salon/server'),
            { group: ['react', 'react-dom'], message: 'api is framework-free.' },
          ],
        },
      ],
    },
  },
  {
    files: ['packages/features/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        { patterns: ours('@salon/server', '@salon/admin', '@salon/website', '@salon/onboarding') },
      ],
    },
  },
  {
    files: ['apps/server/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            ...ours('@salon/ui', '@salon/features', '@salon/admin', '@salon/website', '@salon/onboarding'),
            {
              group: ['@salon/api/mocks', '@salon/api/mocks/*', '@salon/api/client'],
              message: 'The server shares only the contract schemas of api.',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['apps/admin/**', 'apps/website/**', 'apps/onboarding/**'],
    rules: { 'no-restricted-imports': ['error', { patterns: ours('@salon/server') }] },
  },
  {
    // Command-line tools print their reports.
    files: ['bench/**', 'scripts/**'],
    rules: { 'no-console': 'off' },
  },
  ...storybook.configs['flat/recommended'],
);
