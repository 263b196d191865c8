import { defineConfig, type TestProjectInlineConfiguration } from 'vitest/config';

// Node 22 and later have a Web Storage of their own on the global object (Node 25 on by default): DOM tests must
// meet the DOM environment's localStorage, as a browser's code does, not Node's. That needs a flag for the test
// process, which worker threads do not take: on those Nodes every file runs in a child process.
const nodeMajor = Number(process.versions.node.split('.')[0]);
const execArgv = nodeMajor >= 22 ? ['--no-experimental-webstorage'] : [];
const pool = nodeMajor >= 22 ? 'forks' : 'threads';

const EXCLUDE = ['node_modules', 'dist', 'data'];
/** Files that must run in a child process: autocannon takes a worker thread for one of its own workers. */
const FORKS_ONLY = ['bench/api-load.test.ts'];

/**
 * Folders whose tests share a worker's loaded modules; the web app's component tests each load their own. Every
 * folder of the suite's include is here or web/: a folder in neither would run in both projects.
 */
const SHARED_MODULES = ['contract', 'brands', 'server', 'scripts', 'bench'];

/**
 * The test files `include` names, in worker threads where the Node allows, the few that need it in a child process.
 * Outside web/, the files a worker runs share its loaded modules (`isolate: false`): loading Fastify, PGlite and
 * zod again for each server file was a third of the suite's time. The web app's files stay isolated: they mock
 * modules and install globals per file.
 */
export function unitProjects(include: readonly string[]): TestProjectInlineConfiguration[] {
  // Worker threads start in a fraction of a child process's time: the suite runs in about two thirds.
  const base = { include: [...include], pool };
  return [
    {
      extends: true,
      test: {
        ...base,
        name: 'unit',
        exclude: [...EXCLUDE, ...FORKS_ONLY, 'web/**'],
        isolate: false,
        // One migrated database for the whole run, which each server test file copies
        // (server/src/testing/db-template.ts).
        globalSetup: ['server/src/testing/db-template.ts'],
      },
    },
    {
      extends: true,
      // The rest of `include` (the folders above are unit's; web/ is this project's alone).
      test: {
        ...base,
        name: 'web',
        exclude: [...EXCLUDE, ...SHARED_MODULES.map((d) => `${d}/**`)],
        // A fetch a test did not stub fails at once: the web app's tests reach no network.
        setupFiles: ['web/src/testing/no-network.ts'],
      },
    },
    { extends: true, test: { name: 'forks', include: FORKS_ONLY, pool: 'forks' } },
  ];
}

export default defineConfig({
  // The build's virtual modules, for component tests in a DOM environment (whose imports Vite resolves strictly).
  resolve: {
    alias: {
      'virtual:brand': `${import.meta.dirname}/web/src/testing/virtual-brand.ts`,
      'virtual:state-map': `${import.meta.dirname}/web/src/testing/virtual-state-map.ts`,
    },
  },
  test: {
    // DOM tests opt in per file with `// @vitest-environment happy-dom`.
    environment: 'node',
    execArgv,
    // Both cores: files run two at a time (Vitest's default on two cores is one).
    maxWorkers: 2,
    testTimeout: 20_000,
    hookTimeout: 60_000,
    projects: unitProjects(['{web,contract,brands,server,scripts,bench}/**/*.test.{ts,tsx}']),
  },
});
