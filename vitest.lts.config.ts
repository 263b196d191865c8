import { defineConfig, mergeConfig } from 'vitest/config';
import base from './vitest.config';
import { LTS_SUBSET } from './vitest.lts-subset';

// `npm run test:lts`: only the test files that touch what differs between Node releases, on the newest Node.
export default mergeConfig(base, defineConfig({ test: { include: [...LTS_SUBSET] } }));
