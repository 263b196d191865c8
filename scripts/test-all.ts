/**
 * `npm test`: every check, in the order that fails fastest — typecheck, lint, unit tests, a build of all
 * brands, then the end-to-end suite in Debian's Chromium. Ends with one line "total: N passed, N failed".
 */
import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

const reports = mkdtempSync(join(tmpdir(), 'finceptiv-test-'));
const vitestJson = join(reports, 'vitest.json');
const playwrightJson = join(reports, 'playwright.json');
/** One line per page or state the axe sweep scanned (e2e/a11y-sweep.spec.ts). */
const axeLog = join(reports, 'axe-sweep.txt');

type Step = { name: string; cmd: string[]; env?: Record<string, string> };
const steps: Step[] = [
  { name: 'typecheck', cmd: ['npx', 'tsc', '-p', 'tsconfig.json', '--noEmit'] },
  { name: 'lint', cmd: ['npx', 'eslint', '.', '--max-warnings', '0'] },
  { name: 'unit', cmd: ['npx', 'vitest', 'run', '--reporter=default', '--reporter=json', `--outputFile=${vitestJson}`] },
  // Every brand's server build and its production static build; `npm run build:all` adds the other environments' static
  // builds (three times as long), which no test serves: e2e/cross-origin.spec.ts makes its own.
  { name: 'build', cmd: ['npx', 'tsx', 'scripts/build-brand.ts', '--all', '--environments=production'] },
  { name: 'chromium', cmd: ['npx', 'tsx', 'scripts/ensure-chromium.ts'] },
  {
    name: 'e2e',
    cmd: ['npx', 'playwright', 'test', '--reporter=list,json,./e2e/reliability/summary-reporter.ts'],
    env: { PLAYWRIGHT_JSON_OUTPUT_NAME: playwrightJson, E2E_SKIP_BUILD: '1', AXE_SWEEP_LOG: axeLog },
  },
];

const only = process.argv.slice(2);
let failedStep: string | null = null;
const timings: string[] = [];
for (const step of steps) {
  if (only.length && !only.includes(step.name)) continue;
  const started = Date.now();
  console.log(`\n▶ ${step.name}: ${step.cmd.join(' ')}`);
  const [cmd, ...args] = step.cmd as [string, ...string[]];
  const result = spawnSync(cmd, args, { stdio: 'inherit', env: { ...process.env, ...step.env } });
  timings.push(`${step.name} ${((Date.now() - started) / 1000).toFixed(1)} s`);
  if (result.status !== 0) {
    failedStep = step.name;
    break;
  }
}

function count(file: string, read: (json: Record<string, unknown>) => [number, number]): [number, number] {
  if (!existsSync(file)) return [0, 0];
  return read(JSON.parse(readFileSync(file, 'utf8')) as Record<string, unknown>);
}
const [vp, vf] = count(vitestJson, (j) => [Number(j.numPassedTests ?? 0), Number(j.numFailedTests ?? 0)]);
const [pp, pf] = count(playwrightJson, (j) => {
  const s = (j.stats ?? {}) as Record<string, number>;
  return [s.expected ?? 0, (s.unexpected ?? 0) + (s.flaky ?? 0)];
});
console.log(`\n${timings.join(' · ')}`);
if (existsSync(axeLog)) {
  // One line per scan: "<brand> <page or state>\t<violations found>".
  const scans = readFileSync(axeLog, 'utf8').split('\n').filter(Boolean);
  const brands = new Set(scans.map((s) => s.split(' ')[0]));
  const violations = scans.reduce((sum, s) => sum + Number(s.split('\t')[1] ?? 0), 0);
  console.log(`axe sweep: ${scans.length} pages and states scanned in ${brands.size} brands, ${violations} violations`);
}
if (failedStep) console.log(`failed at: ${failedStep}`);
console.log(`total: ${vp + pp} passed, ${vf + pf + (failedStep && vf + pf === 0 ? 1 : 0)} failed`);
process.exit(failedStep ? 1 : 0);
