/**
 * `npm test`: every check, in the order that fails fastest: the typecheck, lint and a build of all brands side by
 * side, the unit tests, then the end-to-end suite in Debian's Chromium. Ends with each step's time, the ten slowest
 * test files and one line "total: N passed, N failed".
 *
 * `npm run test:full` (`--full`) adds what `npm test` leaves out: the gallery, the axe sweep and screen checks for
 * all sixteen brands, the real `/checking` delay, fuzz tests with ten times their runs, every environment's static
 * build and the whole unit suite on the newest Node. `GALLERY=1 npm test` adds the gallery alone.
 * `npm test -- unit e2e` runs only the steps named.
 */
import { spawn, spawnSync } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { axeSummary, playwrightReport, slowest, vitestReport } from './test-report';
import { LTS_NODE } from './lts-node';

const argv = process.argv.slice(2);
const full = argv.includes('--full');
const only = argv.filter((a) => !a.startsWith('--'));
const gallery = full || process.env.GALLERY === '1';

const reports = mkdtempSync(join(tmpdir(), 'finceptiv-test-'));
const vitestJson = join(reports, 'vitest.json');
const vitestTimes = join(reports, 'vitest-file-times.json');
const playwrightJson = join(reports, 'playwright.json');
/** One line per page or state the axe sweep scanned (e2e/a11y-sweep.spec.ts). */
const axeLog = join(reports, 'axe-sweep.txt');

type Step = { name: string; cmd: string[]; env?: Record<string, string> };
const fullEnv = (env: Record<string, string>) => (full ? env : {});

/** Stages run one after another; the steps of a stage run side by side. */
const stages: Step[][] = [
  [
    { name: 'typecheck', cmd: ['npx', 'tsc', '-p', 'tsconfig.json', '--noEmit'] },
    { name: 'lint', cmd: ['npx', 'eslint', '.', '--max-warnings', '0'] },
    // Every brand's server build and its production static build (the one e2e serves); the full run adds the
    // other environments' static builds, which no test serves.
    {
      name: 'build',
      cmd: ['npx', 'tsx', 'scripts/build-brand.ts', '--all', ...(full ? [] : ['--environments=production'])],
    },
  ],
  [
    {
      name: 'unit',
      cmd: [
        'npx',
        'vitest',
        'run',
        '--reporter=dot',
        '--reporter=json',
        '--reporter=./scripts/vitest-file-times.ts',
        `--outputFile.json=${vitestJson}`,
      ],
      env: { VITEST_FILE_TIMES: vitestTimes, ...fullEnv({ FUZZ_RUNS_SCALE: '10' }) },
    },
  ],
  ...(full
    ? [
        [
          {
            name: `unit on Node ${LTS_NODE}`,
            cmd: ['npx', '-y', `node@${LTS_NODE}`, 'node_modules/vitest/vitest.mjs', 'run', '--reporter=dot'],
          },
        ],
      ]
    : []),
  [{ name: 'chromium', cmd: ['npx', 'tsx', 'scripts/ensure-chromium.ts'] }],
  [
    {
      name: 'e2e',
      cmd: [
        'npx',
        'playwright',
        'test',
        '--project=e2e',
        ...(gallery ? ['--project=gallery'] : []),
        '--reporter=list,json,./e2e/reliability/summary-reporter.ts',
      ],
      env: {
        PLAYWRIGHT_JSON_OUTPUT_NAME: playwrightJson,
        E2E_SKIP_BUILD: '1',
        AXE_SWEEP_LOG: axeLog,
        ...fullEnv({ E2E_ALL_BRANDS: '1', E2E_CHECKING_MS: '1500' }),
      },
    },
  ],
];

const seconds = (since: number) => (Date.now() - since) / 1000;

/** One step alone, its output live. */
function runLive(step: Step): boolean {
  const [cmd, ...args] = step.cmd as [string, ...string[]];
  return spawnSync(cmd, args, { stdio: 'inherit', env: { ...process.env, ...step.env } }).status === 0;
}

/** One of several steps side by side: its output is held and printed whole when it ends. */
function runHeld(step: Step): Promise<boolean> {
  const [cmd, ...args] = step.cmd as [string, ...string[]];
  const child = spawn(cmd, args, { env: { ...process.env, ...step.env } });
  const output: Buffer[] = [];
  child.stdout.on('data', (d: Buffer) => output.push(d));
  child.stderr.on('data', (d: Buffer) => output.push(d));
  return new Promise((resolve) =>
    child.on('close', (code) => {
      process.stdout.write(`\n▶ ${step.name}: ${step.cmd.join(' ')}\n${Buffer.concat(output).toString()}`);
      resolve(code === 0);
    }),
  );
}

const timings: string[] = [];
let failedStep: string | null = null;
const started = Date.now();
for (const stage of stages) {
  const steps = stage.filter((s) => !only.length || only.includes(s.name));
  const results = await Promise.all(
    steps.map(async (step) => {
      const since = Date.now();
      let ok: boolean;
      if (steps.length === 1) {
        console.log(`\n▶ ${step.name}: ${step.cmd.join(' ')}`);
        ok = runLive(step);
      } else ok = await runHeld(step);
      timings.push(`${step.name} ${seconds(since).toFixed(1)} s`);
      return ok ? null : step.name;
    }),
  );
  failedStep = results.find((r) => r !== null) ?? null;
  if (failedStep) break;
}

const unit = vitestReport(vitestJson, vitestTimes);
const e2e = playwrightReport(playwrightJson);
console.log(`\nsteps: ${timings.join(' · ')} · whole run ${seconds(started).toFixed(1)} s`);
const files = [...unit.files, ...e2e.files];
if (files.length) console.log(`slowest test files (e2e: summed test time):\n${slowest(files).join('\n')}`);
const axe = axeSummary(axeLog);
if (axe) console.log(axe);
if (failedStep) console.log(`failed at: ${failedStep}`);
const failed = unit.failed + e2e.failed;
console.log(
  `total: ${unit.passed + e2e.passed} passed, ${failed + (failedStep && failed === 0 ? 1 : 0)} failed`,
);
process.exit(failedStep ? 1 : 0);
