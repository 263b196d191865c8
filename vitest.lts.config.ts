import { defineConfig } from 'vitest/config';
import base, { unitProjects } from './vitest.config';
import { LTS_SUBSET } from './vitest.lts-subset';

// `npm run test:lts`: only the test files that touch what differs between Node releases, on the newest Node.
export default defineConfig({ ...base, test: { ...base.test, projects: unitProjects(LTS_SUBSET) } });
