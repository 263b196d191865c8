import { defineConfig } from '@playwright/test';

// Real Chromium (Debian's; no browser download here) against the real server and real brand builds.
export default defineConfig({
  testDir: 'e2e',
  // The gallery (`npm run gallery`) pictures every screen of every brand; `npm test` builds it with the suite.
  // Snapshots are named without the project: the spoken transcripts belong to the tests, not to a project.
  snapshotPathTemplate: '{snapshotDir}/{testFileDir}/{testFileName}-snapshots/{arg}{-snapshotSuffix}{ext}',
  projects: [
    { name: 'e2e', testMatch: '**/*.spec.ts' },
    { name: 'gallery', testMatch: '**/*.gallery.ts' },
  ],
  fullyParallel: true,
  workers: 2,
  retries: 0,
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
      args: ['--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'],
    },
    trace: 'retain-on-failure',
  },
});
