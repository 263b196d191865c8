/**
 * How many runs a fuzz or property test (fast-check) makes: `base` in the everyday suite, FUZZ_RUNS_SCALE times as
 * many when that variable is set (`npm run test:full` sets 10).
 */
export function fuzzRuns(base: number): number {
  const raw = process.env.FUZZ_RUNS_SCALE;
  if (raw === undefined || raw === '') return base;
  const scale = Number(raw);
  if (!(scale > 0)) throw new Error(`FUZZ_RUNS_SCALE must be a positive number, not "${raw}"`);
  return Math.max(1, Math.round(base * scale));
}
