import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import importX, { createNodeResolver } from 'eslint-plugin-import-x';
import globals from 'globals';

export default tseslint.config(
  { ignores: ['dist', 'data', 'node_modules', 'test-results', 'playwright-report', 'bench/results', 'bench/floor/dist'] },
  js.configs.recommended,
  ...tseslint.configs.recommendedTypeChecked,
  {
    languageOptions: {
      parserOptions: { projectService: { allowDefaultProject: ['*.js'] }, tsconfigRootDir: import.meta.dirname },
      globals: { ...globals.browser, ...globals.node },
    },
    plugins: { 'import-x': importX },
    rules: {
      '@typescript-eslint/consistent-type-imports': 'error',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/no-explicit-any': 'error',
      'import-x/no-cycle': ['error', { ignoreExternal: true }],
      // Arrows point one way: contract and brands know nothing of web or server; the server knows nothing of web.
      'import-x/no-restricted-paths': [
        'error',
        {
          zones: [
            { target: './contract', from: ['./web', './server', './brands'] },
            { target: './brands', from: ['./web', './server'] },
            { target: './server', from: './web' },
            // lib is the bottom of the web app: small helpers that know no feature.
            { target: './web/src/lib', from: ['./web/src/app', './web/src/landing', './web/src/lead', './web/src/progress', './web/src/form', './web/src/screens', './web/src/tracking', './web/src/i18n'] },
            // app composes features; no feature reaches back into app except its typed hooks and store types.
            { target: './web/src/!(app)/**', from: './web/src/app', except: ['./hooks.ts', './store.ts', './api.ts'] },
          ],
        },
      ],
    },
    settings: { 'import-x/resolver-next': [createNodeResolver({ extensions: ['.ts', '.tsx', '.js', '.json'] })] },
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
