/**
 * What `npm test` prints at its end, read from the runners' JSON reports: the counts of passed and failed tests,
 * the axe sweep's summary and the slowest test files, so a slow test shows up in review.
 */
import { existsSync, readFileSync } from 'node:fs';

type Json = Record<string, unknown>;
export type FileTime = { file: string; seconds: number };

function read(file: string): Json | null {
  return existsSync(file) ? (JSON.parse(readFileSync(file, 'utf8')) as Json) : null;
}

/** Vitest's JSON report (passed and failed tests) and each file's whole cost (scripts/vitest-file-times.ts). */
export function vitestReport(
  file: string,
  timesFile: string,
): { passed: number; failed: number; files: FileTime[] } {
  const json = read(file);
  const times = existsSync(timesFile) ? (JSON.parse(readFileSync(timesFile, 'utf8')) as FileTime[]) : [];
  return {
    passed: Number(json?.numPassedTests ?? 0),
    failed: Number(json?.numFailedTests ?? 0),
    files: times,
  };
}

type PwResult = { duration: number };
type PwSpec = { file: string; tests: { results: PwResult[] }[] };
type PwSuite = { file: string; specs?: PwSpec[]; suites?: PwSuite[] };

/** Every spec of a Playwright suite tree, nested describes included. */
function specsOf(suite: PwSuite): PwSpec[] {
  return [...(suite.specs ?? []), ...(suite.suites ?? []).flatMap(specsOf)];
}

/**
 * Playwright's JSON report: passed tests, failed ones (a flaky test, passed only on its retry, counts as failed)
 * and each file's summed test time (tests run two at a time, so the sum is about twice the wall time).
 */
export function playwrightReport(file: string): { passed: number; failed: number; files: FileTime[] } {
  const json = read(file);
  if (!json) return { passed: 0, failed: 0, files: [] };
  const stats = (json.stats ?? {}) as Record<string, number>;
  const perFile = new Map<string, number>();
  for (const spec of ((json.suites ?? []) as PwSuite[]).flatMap(specsOf)) {
    const ms = spec.tests.flatMap((t) => t.results).reduce((sum, r) => sum + r.duration, 0);
    perFile.set(`e2e/${spec.file}`, (perFile.get(`e2e/${spec.file}`) ?? 0) + ms);
  }
  return {
    passed: stats.expected ?? 0,
    failed: (stats.unexpected ?? 0) + (stats.flaky ?? 0),
    files: [...perFile].map(([f, ms]) => ({ file: f, seconds: ms / 1000 })),
  };
}

/** The `n` slowest files, one line each. */
export function slowest(files: readonly FileTime[], n = 10): string[] {
  return [...files]
    .sort((a, b) => b.seconds - a.seconds)
    .slice(0, n)
    .map((f) => `${f.seconds.toFixed(1).padStart(7)} s  ${f.file}`);
}

/** The axe sweep's log, one line per scan ("<brand> <page or state>\t<violations found>"), as one summary line. */
export function axeSummary(file: string): string | null {
  if (!existsSync(file)) return null;
  const scans = readFileSync(file, 'utf8').split('\n').filter(Boolean);
  const brands = new Set(scans.map((s) => s.split(' ')[0]));
  const violations = scans.reduce((sum, s) => sum + Number(s.split('\t')[1] ?? 0), 0);
  return `axe sweep: ${scans.length} pages and states scanned in ${brands.size} brands, ${violations} violations`;
}
