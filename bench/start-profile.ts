/**
 * `npm run bench:profile -- [brand] [route]`: what the main thread does while a build-time rendered page is taken
 * over by the app: es-1's first step unless named, from the built page in dist/ (`npm run build` first), served by
 * the real server, in Debian's Chromium with the CPU slowed 4x by CDP (the real work, slowed; not Lighthouse's
 * simulation). Five loads; for each, from the start of the first render or hydration (`finceptiv:render`) until the
 * first screen answers input (`finceptiv:ready`, web/src/lib/early-input.ts): how long it took, its tasks of 10 ms or
 * more, and the script time by file (from the V8 sampling profiler in the same trace); and every task over 50 ms
 * from navigation on, with the kinds of work that filled it most and the file whose script ran longest in it. Ends
 * with the medians.
 */
import { chromium, type CDPSession } from '@playwright/test';
import { START_MARKS } from '../web/src/lib/early-input';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../scripts/ensure-chromium';
import { BASE_PATH, configuredFirstStep } from './options';
import { join } from 'node:path';
import { cleanupAll, installExitHandlers, REPO_ROOT, startProductServer, warmUpAssets } from './serve';
import { markTime, selfTimeBySource, tasksIn, timeByFunction, workByKind, type TraceEvent } from './trace-profile';
import { sourceNamer } from './source-names';

const CPU_SLOWDOWN = 4;
const LOADS = 5;
const LONG_TASK_MS = 10;
/** How long the page is traced after it is ready: effects and idle work that follow the first screen. */
const AFTER_READY_MS = 1500;
const CATEGORIES = [
  'toplevel',
  'blink.user_timing',
  'devtools.timeline',
  'v8.execute',
  'v8',
  'disabled-by-default-devtools.timeline',
  'disabled-by-default-v8.cpu_profiler',
].join(',');

interface Load {
  windowMs: number;
  tasks: { at: number; ms: number }[];
  bySource: Map<string, number>;
  /**
   * The tasks over 50 ms (the ones that block) from navigation to the end of the trace, with what filled them and
   * the script functions that ran longest in them (inclusive time).
   */
  blocking: { at: number; ms: number; top: string; functions: ReturnType<typeof timeByFunction> }[];
  /** When the first render started and when the screen was ready, in ms from navigation. */
  marks: { render: number; ready: number };
}

/** How many functions each blocking task lists: its longest-running ones, callers included. */
const FUNCTIONS_SHOWN = 8;
/** A task over this blocks input (what TBT counts beyond it). */
const BLOCKING_MS = 50;

async function trace(cdp: CDPSession, run: () => Promise<void>): Promise<TraceEvent[]> {
  const events: TraceEvent[] = [];
  // CDP types a trace event as a map of strings; its fields are what trace-profile.ts reads.
  cdp.on('Tracing.dataCollected', ({ value }) => events.push(...(value as unknown as TraceEvent[])));
  const complete = new Promise<void>((resolve) => cdp.once('Tracing.tracingComplete', () => resolve()));
  await cdp.send('Tracing.start', { categories: CATEGORIES, transferMode: 'ReportEvents' });
  await run();
  await cdp.send('Tracing.end');
  await complete;
  return events;
}

function summarise(events: readonly TraceEvent[]): Load {
  const from = markTime(events, START_MARKS.render);
  const to = markTime(events, START_MARKS.ready);
  if (from === undefined || to === undefined) throw new Error('the trace holds no start marks: is the build current?');
  const start = markTime(events, 'navigationStart') ?? from;
  const blocking = tasksIn(events, start, Number.MAX_SAFE_INTEGER, BLOCKING_MS).map((task) => {
    const at = start + task.at * 1000;
    const end = at + task.ms * 1000;
    const [file] = [...selfTimeBySource(events, at, end)].filter(([f]) => !f.startsWith('(')).sort((a, b) => b[1] - a[1]);
    const kinds = [...workByKind(events, at, end)].sort((a, b) => b[1] - a[1]).slice(0, 2);
    const top = [...kinds.map(([k, t]) => `${k} ${t.toFixed(0)}`), ...(file ? [`script of ${file[0]} ${file[1].toFixed(0)}`] : [])];
    const functions = timeByFunction(events, at, end).slice(0, FUNCTIONS_SHOWN);
    return { ...task, top: top.join(', '), functions };
  });
  return {
    windowMs: (to - from) / 1000,
    tasks: tasksIn(events, from, to, LONG_TASK_MS),
    bySource: selfTimeBySource(events, from, to),
    blocking,
    marks: { render: (from - start) / 1000, ready: (to - start) / 1000 },
  };
}

const median = (xs: readonly number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)] ?? 0;
const sources = (load: Load) =>
  [...load.bySource]
    .sort((a, b) => b[1] - a[1])
    .slice(0, 6)
    .map(([file, t]) => `${file} ${t.toFixed(0)}`)
    .join(', ');

async function main(): Promise<void> {
  installExitHandlers();
  const brand = process.argv[2] ?? 'es-1';
  const route = process.argv[3] ?? configuredFirstStep(brand);
  const server = await startProductServer({ brand, rateLimitMax: 1_000_000 });
  const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
  try {
    await warmUpAssets(server.origin, brand, BASE_PATH, 'gzip, deflate');
    const url = `${server.origin}${BASE_PATH.replace(/\/$/, '')}${route}`;
    const names = sourceNamer(join(REPO_ROOT, 'dist', brand, 'assets'), REPO_ROOT);
    console.log(`${brand} ${route}: render start to ready, CPU ${CPU_SLOWDOWN}x slower (CDP), ${LOADS} fresh loads`);
    const loads: Load[] = [];
    for (let run = 1; run <= LOADS; run++) {
      const context = await browser.newContext({ viewport: { width: 360, height: 780 } });
      const page = await context.newPage();
      const cdp = await context.newCDPSession(page);
      await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });
      const events = await trace(cdp, async () => {
        await page.goto(url);
        await page.locator('html[data-ready]').waitFor({ state: 'attached', timeout: 60_000 });
        await page.waitForTimeout(AFTER_READY_MS);
      });
      const load = summarise(events);
      loads.push(load);
      const tasks = load.tasks.map((t) => `${t.ms.toFixed(0)} ms at +${t.at.toFixed(0)}`).join(', ') || 'none';
      console.log(`load ${run}: ${load.windowMs.toFixed(0)} ms; tasks of ${LONG_TASK_MS} ms or more: ${tasks}; script ms by file: ${sources(load)}`);
      const blocking = load.blocking.map((t) => `${t.ms.toFixed(0)} ms at ${t.at.toFixed(0)} (${t.top})`).join(', ') || 'none';
      console.log(`  render start at ${load.marks.render.toFixed(0)} ms, ready at ${load.marks.ready.toFixed(0)} ms; tasks over ${BLOCKING_MS} ms from navigation: ${blocking}`);
      for (const task of load.blocking) {
        const named = task.functions.map(({ frame, ms }) => `${names.name(frame)} ${ms.toFixed(0)}`).join(', ');
        console.log(`    in the ${task.ms.toFixed(0)} ms task at ${task.at.toFixed(0)}: ${named || 'no script'}`);
      }
      await context.close();
    }
    const files = new Set(loads.flatMap((l) => [...l.bySource.keys()]));
    const bySource = new Map([...files].map((f) => [f, median(loads.map((l) => l.bySource.get(f) ?? 0))]));
    console.log(
      `median: ${median(loads.map((l) => l.windowMs)).toFixed(0)} ms from render start to ready; longest task there ` +
        `${median(loads.map((l) => Math.max(0, ...l.tasks.map((t) => t.ms)))).toFixed(0)} ms; script ms by file: ` +
        sources({ windowMs: 0, tasks: [], bySource, blocking: [], marks: { render: 0, ready: 0 } }) +
        `; blocking time from navigation (the part of each task over ${BLOCKING_MS} ms) ` +
        `${median(loads.map((l) => l.blocking.reduce((s, t) => s + t.ms - BLOCKING_MS, 0))).toFixed(0)} ms`,
    );
    if (!names.hasMaps) console.log('(functions by their place in the built files: SOURCEMAP=1 npm run build names them by source)');
  } finally {
    await browser.close();
    await server.stop();
    cleanupAll();
  }
}

await main();
