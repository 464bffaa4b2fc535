import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import importX from 'eslint-plugin-import-x';
import { readdirSync } from 'node:fs';
import { join } from 'node:path';

/**
 * An API module and a web feature are entered through their index.ts only: the rest of the app
 * imports that file, never one behind it (docs/architecture.md, "Modules").
 */
function entryZones(srcDir, unitsDir, what) {
  const folders = (dir) =>
    readdirSync(join(import.meta.dirname, dir), { withFileTypes: true })
      .filter((entry) => entry.isDirectory())
      .map((entry) => entry.name);
  const units = folders(`${srcDir}/${unitsDir}`);
  const outside = readdirSync(join(import.meta.dirname, srcDir))
    // The test helpers may reach behind an entry, as the tests themselves do.
    .filter((name) => ![unitsDir, 'test', 'test-setup.ts'].includes(name))
    .map((name) => `./${srcDir}/${name}`);
  return units.map((name) => ({
    target: [
      ...units.filter((other) => other !== name).map((other) => `./${srcDir}/${unitsDir}/${other}`),
      ...outside,
    ],
    from: `./${srcDir}/${unitsDir}/${name}`,
    except: ['./index.ts'],
    message: `import the ${name} ${what} through its index.ts`,
  }));
}
const entryZoneList = [
  ...entryZones('apps/api/src', 'modules', 'module'),
  ...entryZones('apps/web/src', 'features', 'feature'),
];

export default tseslint.config(
  { ignores: ['**/node_modules', '**/dist', 'data', 'test-results', 'playwright-report'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
    },
  },
  {
    files: ['apps/web/**/*.{ts,tsx}', 'apps/admin/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks },
    rules: reactHooks.configs.recommended.rules,
  },
  {
    // No file imports itself back through others (type-only imports included): shared types go
    // in a file of their own (docs/architecture.md, "No cycles").
    files: ['apps/*/src/**/*.{ts,tsx}', 'packages/*/src/**/*.{ts,tsx}'],
    plugins: { 'import-x': importX },
    settings: {
      ...importX.flatConfigs.typescript.settings,
      'import-x/resolver': undefined,
      'import-x/resolver-next': [importX.createNodeResolver({ extensions: ['.ts', '.tsx', '.js'] })],
    },
    rules: { 'import-x/no-cycle': ['error', { ignoreExternal: true }] },
  },
  {
    files: ['apps/api/src/**/*.ts', 'apps/web/src/**/*.{ts,tsx}'],
    rules: {
      'import-x/no-restricted-paths': ['error', { basePath: import.meta.dirname, zones: entryZoneList }],
    },
  },
  {
    // A promise nobody awaits loses its error; an async function where a callback returns void too.
    files: ['apps/*/src/**/*.{ts,tsx}', 'packages/*/src/**/*.{ts,tsx}'],
    languageOptions: { parserOptions: { projectService: true, tsconfigRootDir: import.meta.dirname } },
    rules: {
      '@typescript-eslint/no-floating-promises': 'error',
      '@typescript-eslint/no-misused-promises': 'error',
    },
  },
);
