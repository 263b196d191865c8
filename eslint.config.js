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
/** Test support lives in testing/ folders (web/src/testing, contract/testing, server/src/testing): tests only. */
const NO_TESTING = ['(^|/)testing/', 'Product code never imports test support (testing/ folders).'];
const TEST_SUPPORT = [...TESTS, '**/testing/**'];
const CONTRACT_ONLY = [
  '(^|/)(web|server|brands)/',
  'contract/ is shared by web and server and imports neither.',
];
const SERVER_ONLY = ['(^|/)web/', 'The server does not import the web app.'];
const FEATURES = 'startup|lead|progress|form|screens|tracking|i18n';

export default tseslint.config(
  { ignores: ['dist', 'data', 'node_modules', 'test-results', 'playwright-report', 'bench/results', 'bench/floor/dist', 'bench/form-floor/dist'] },
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
  forbid(['contract/**'], [CONTRACT_ONLY]),
  forbid(['contract/**'], [CONTRACT_ONLY, NO_TESTING], TEST_SUPPORT),
  forbid(['brands/**'], [['(^|/)(web|server)/', 'brands/ is data and imports neither web nor server.']]),
  forbid(['server/**'], [SERVER_ONLY]),
  forbid(['server/src/**'], [SERVER_ONLY, NO_TESTING], TEST_SUPPORT),
  forbid(['web/src/**'], [NO_SERVER, NO_TESTING], TEST_SUPPORT),
  // lib is the bottom of the web app: small helpers that know no feature.
  forbid(
    ['web/src/lib/**'],
    [[`^\\.\\./(app|ui|${FEATURES})/`, 'web/src/lib knows no feature.'], NO_SERVER, NO_TESTING],
    TESTS,
  ),
  // ui holds what several features show (heading, error summary, fields, confirm step): lib, i18n and the contract only.
  forbid(
    ['web/src/ui/**'],
    [
      ['(^|/)(app|startup|lead|progress|form|screens|tracking)/', 'web/src/ui imports no feature.'],
      NO_SERVER,
      NO_TESTING,
    ],
    TESTS,
  ),
  // app composes features; no feature reaches back into app except its typed hooks, store types and API.
  forbid(
    [`web/src/{${FEATURES.replaceAll('|', ',')}}/**`],
    [
      ['(^|/)app/(?!(hooks|store|api)$)', 'Features use only app/hooks, app/store and app/api.'],
      NO_SERVER,
      NO_TESTING,
    ],
    TEST_SUPPORT,
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
