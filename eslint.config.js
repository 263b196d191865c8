import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';

/**
 * Import boundaries (docs/decisions/0004) with ESLint's own no-restricted-imports, matched on the import path.
 * Cycles are checked by scripts/import-graph.test.ts. (eslint-plugin-import-x needs native resolver binaries
 * this machine's registry does not serve, which breaks `npm ci`.)
 */
const forbid = (files, patterns, ignores = []) => ({
  files,
  ignores,
  rules: { 'no-restricted-imports': ['error', { patterns: patterns.map(([regex, message]) => ({ regex, message })) }] },
});
/** The web app talks to the reference API over HTTP only (its tests may drive the server's rules). */
const NO_SERVER = ['(^|/)server/', 'The web app imports no server code: it talks to the API over HTTP.'];
const TESTS = ['**/*.test.ts', '**/*.test.tsx'];
const FEATURES = 'landing|lead|progress|form|screens|tracking|i18n';

export default tseslint.config(
  { ignores: ['dist', 'data', 'node_modules', 'test-results', 'playwright-report', 'bench/results', 'bench/floor/dist'] },
  js.configs.recommended,
  ...tseslint.configs.recommendedTypeChecked,
  {
    languageOptions: {
      parserOptions: { projectService: { allowDefaultProject: ['*.js'] }, tsconfigRootDir: import.meta.dirname },
      globals: { ...globals.browser, ...globals.node },
    },
    rules: {
      '@typescript-eslint/consistent-type-imports': 'error',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/no-explicit-any': 'error',
    },
  },
  // Arrows point one way: contract and brands know nothing of web or server; the server knows nothing of web.
  forbid(['contract/**'], [['(^|/)(web|server|brands)/', 'contract/ is shared by web and server and imports neither.']]),
  forbid(['brands/**'], [['(^|/)(web|server)/', 'brands/ is data and imports neither web nor server.']]),
  forbid(['server/**'], [['(^|/)web/', 'The server does not import the web app.']]),
  forbid(['web/src/**'], [NO_SERVER], TESTS),
  // lib is the bottom of the web app: small helpers that know no feature.
  forbid(['web/src/lib/**'], [[`^\\.\\./(app|${FEATURES})/`, 'web/src/lib knows no feature.'], NO_SERVER], TESTS),
  // app composes features; no feature reaches back into app except its typed hooks, store types and API.
  forbid(
    [`web/src/{${FEATURES.replaceAll('|', ',')}}/**`],
    [['(^|/)app/(?!(hooks|store|api)$)', 'Features use only app/hooks, app/store and app/api.'], NO_SERVER],
    TESTS,
  ),
  // Small files and functions in the web app and the contract; tests are exempt.
  {
    files: ['web/src/**/*.{ts,tsx}', 'contract/**/*.ts'],
    ignores: TESTS,
    rules: {
      'max-lines': ['error', { max: 200 }],
      'max-lines-per-function': ['error', { max: 60, skipBlankLines: true, skipComments: true }],
    },
  },
  {
    files: ['web/**/*.tsx', 'web/**/*.ts'],
    plugins: { 'react-hooks': reactHooks },
    rules: { ...reactHooks.configs.recommended.rules },
  },
  {
    files: ['**/*.test.ts', '**/*.test.tsx', 'e2e/**', 'bench/**', 'scripts/**'],
    rules: { '@typescript-eslint/no-floating-promises': 'off', '@typescript-eslint/unbound-method': 'off' },
  },
  { files: ['*.js'], ...tseslint.configs.disableTypeChecked },
);
