import { defineConfig } from '@playwright/test';
import { CHROMIUM_ARGS } from './scripts/ensure-chromium';

// Real Chromium (Debian's; no browser download here) against the real server and real brand builds.
export default defineConfig({
  testDir: 'e2e',
  // The gallery (`npm run gallery`) pictures every screen of every brand; `npm test` runs only the e2e project,
  // `npm run test:full` (or `npm test` with GALLERY=1) the gallery too. Snapshots are named without the project:
  // the spoken transcripts belong to the tests, not to a project.
  snapshotPathTemplate: '{snapshotDir}/{testFileDir}/{testFileName}-snapshots/{arg}{-snapshotSuffix}{ext}',
  projects: [
    { name: 'e2e', testMatch: '**/*.spec.ts' },
    { name: 'gallery', testMatch: '**/*.gallery.ts' },
  ],
  fullyParallel: true,
  workers: 2,
  // In CI a failed test runs once more, with a trace recorded for that retry; a test that passes only on its retry
  // is flaky and still fails the run. Locally a failure is reported at once.
  retries: process.env.CI ? 1 : 0,
  failOnFlakyTests: true,
  timeout: 30_000,
  expect: { timeout: 7_000 },
  globalSetup: './e2e/global-setup.ts',
  // The reliability suite's one-line summary (e2e/reliability); silent when no reliability test ran.
  reporter: [['list'], ['./e2e/reliability/summary-reporter.ts']],
  use: {
    headless: true,
    locale: 'en-GB',
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: CHROMIUM_ARGS,
    },
    // Recording a trace of every test costs about a fifth of the suite's time: only a retry records one.
    trace: 'on-first-retry',
  },
});
