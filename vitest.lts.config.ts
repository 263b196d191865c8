import { defineConfig } from 'vitest/config';
import base from './vitest.config';
import { LTS_SUBSET } from './vitest.lts-subset';

// `npm run test:lts`: only the test files that touch what differs between Node releases, on the newest Node.
// (mergeConfig would append to `include`; the subset replaces it.)
export default defineConfig({ ...base, test: { ...base.test, include: [...LTS_SUBSET] } });
