/**
 * `npm run test:lts`: the unit tests that touch what differs between Node releases (Web Storage, Intl and its ICU
 * data, Web Crypto, fetch and streams, the HTTP stack, the embedded database; the list is vitest.lts-subset.ts) on
 * the newest Node the engines admit. The typecheck does not depend on the Node that runs it and is not repeated;
 * `npm run test:full` runs the whole unit suite there.
 */
import { spawnSync } from 'node:child_process';
import { LTS_NODE } from './lts-node';

const args = [
  '-y',
  `node@${LTS_NODE}`,
  'node_modules/vitest/vitest.mjs',
  'run',
  '--config',
  'vitest.lts.config.ts',
  '--reporter=dot',
];
const result = spawnSync('npx', args, { stdio: 'inherit' });
process.exit(result.status ?? 1);
