import { readdirSync } from 'node:fs';
import path from 'node:path';
import js from '@eslint/js';
import checkFile from 'eslint-plugin-check-file';
import { createNodeResolver, importX } from 'eslint-plugin-import-x';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

// The layout described in README.md ("The layout the linter keeps"). Paths are absolute: import-x matches the
// exceptions of a glob zone against absolute file paths as they are.
const root = import.meta.dirname;
const at = (relative) => path.join(root, relative);
const foldersIn = (relative) => readdirSync(at(relative), { withFileTypes: true }).filter((entry) => entry.isDirectory()).map((entry) => entry.name);

const features = at('apps/web/src/features');
const modules = at('apps/server/src/modules');
// Production source of the server: everything under src/ but its tests (which may use test kits).
const serverSource = at('apps/server/src/**/!(*.test).ts');

const featureZones = foldersIn('apps/web/src/features').map((feature) => ({
  target: path.join(features, feature),
  from: features,
  except: [`./${feature}`],
  message: 'A web feature never imports another feature: move the shared piece to src/components or src/lib.',
}));

// Another module is reached only through its service(s), its module definition, or, for the play
// engine, its declared kit.
const moduleZones = foldersIn('apps/server/src/modules').map((module) => ({
  target: path.join(modules, module, '**/!(*.test).ts'),
  from: path.join(modules, `!(${module})/**/*`),
  except: [path.join(modules, '*/*.service.ts'), path.join(modules, '*/*.module.ts'), path.join(modules, 'play/play.kit.*')],
  message: "A server module imports from another only its service, its module or play's kit (play.kit.ts).",
}));

const layoutZones = [
  ...featureZones,
  {
    target: at('apps/web/src/console'),
    from: at('apps/web/src/app'),
    message: "The console never imports the site's app/: move the shared piece to src/components or src/lib.",
  },
  ...moduleZones,
  {
    target: serverSource,
    from: [at('apps/server/test/**'), at('apps/server/src/**/*.test-kit.ts')],
    message: 'Server source never imports test code.',
  },
];

// Where the layout rules apply; the fixtures of the test that proves them are linted by that test alone.
const layoutFiles = ['apps/*/src/**/*.{ts,tsx}', 'apps/*/test/**/*.ts', 'apps/web/e2e/**/*.ts', 'packages/shared/src/**/*.ts', 'scripts/**/*.{ts,mjs,js}', 'bench/**/*.ts'];
const lintRuleFixtures = 'apps/server/test/architecture/fixtures/**';

export default tseslint.config(
  { ignores: ['**/node_modules/**', '**/dist/**', 'data/**', 'coverage/**', 'test-results/**', 'playwright-report/**', lintRuleFixtures] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': 'error',
      'no-console': ['error', { allow: ['error', 'warn'] }],
    },
  },
  {
    files: layoutFiles,
    plugins: { 'import-x': importX, 'check-file': checkFile },
    settings: {
      // Without these the cycle rule would read no TypeScript file it follows an import into.
      'import-x/extensions': ['.ts', '.tsx', '.js', '.mjs'],
      'import-x/parsers': { '@typescript-eslint/parser': ['.ts', '.tsx'] },
      'import-x/resolver-next': [createNodeResolver({ extensions: ['.ts', '.tsx', '.js', '.mjs', '.json'] })],
    },
    rules: {
      'import-x/no-restricted-paths': ['error', { basePath: root, zones: layoutZones }],
      // maxDepth bounds the walk through the import graph (lint time); package imports are left out
      // (@lootbay/shared is checked in its own folder), and type-only imports never count.
      'import-x/no-cycle': ['error', { maxDepth: 12, ignoreExternal: true }],
      'check-file/filename-naming-convention': ['error', { '**/*': 'KEBAB_CASE' }, { ignoreMiddleExtensions: true }],
      'check-file/folder-naming-convention': ['error', { '**/': 'KEBAB_CASE' }],
    },
  },
  {
    // A migration's file name is its name in the databases that ran it (date first, then what it adds).
    files: ['apps/server/src/db/migrations/*.ts'],
    ignores: ['**/*.test.ts'],
    rules: { 'check-file/filename-naming-convention': 'off' },
  },
  {
    files: ['apps/web/src/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks },
    rules: { ...reactHooks.configs.recommended.rules },
  },
  {
    files: ['apps/web/public/sw.js'],
    languageOptions: { globals: { ...globals.serviceworker } },
  },
  {
    files: ['apps/web/boot.js'],
    languageOptions: { globals: { ...globals.browser } },
  },
  {
    files: ['scripts/**', 'bench/**', '**/*.test.ts', 'apps/*/test/**', 'apps/web/e2e/**'],
    rules: { 'no-console': 'off' },
  },
);
