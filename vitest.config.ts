import { defineConfig } from 'vitest/config';

// Node 22 and later have a Web Storage of their own on the global object (Node 25 on by default): DOM tests must
// meet the DOM environment's localStorage, as a browser's code does, not Node's.
const nodeMajor = Number(process.versions.node.split('.')[0]);
const execArgv = nodeMajor >= 22 ? ['--no-experimental-webstorage'] : [];

export default defineConfig({
  // The build's virtual modules, for component tests in a DOM environment (whose imports Vite resolves strictly).
  resolve: { alias: { 'virtual:brand': `${import.meta.dirname}/web/src/testing/virtual-brand.ts` } },
  test: {
    include: ['{web,contract,brands,server,scripts,bench}/**/*.test.{ts,tsx}'],
    exclude: ['node_modules', 'dist', 'data'],
    // DOM tests opt in per file with `// @vitest-environment happy-dom`.
    environment: 'node',
    execArgv,
    // One migrated database for the whole run, which each server test file copies (server/src/testing/db-template.ts).
    globalSetup: ['server/src/testing/db-template.ts'],
    // Both cores: files run two at a time (Vitest's default on two cores is one).
    maxWorkers: 2,
    testTimeout: 20_000,
    hookTimeout: 60_000,
  },
});
