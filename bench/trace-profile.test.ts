import { describe, expect, it } from 'vitest';
import { markTime, selfTimeBySource, tasksIn, timeByFunction, workByKind, type TraceEvent } from './trace-profile';

const PAGE = { pid: 2, tid: 7 };
const OTHER = { pid: 3, tid: 9 };
/** A renderer of Chromium's own (a new-tab page) that works more than the page, with no mark of the app's. */
const BUSY = { pid: 4, tid: 11 };
const thread = (where: { pid: number; tid: number }): TraceEvent => ({
  name: 'thread_name',
  ph: 'M',
  ts: 0,
  ...where,
  args: { name: 'CrRendererMain' },
});
const task = (ts: number, dur: number, where = PAGE): TraceEvent => ({ name: 'RunTask', ph: 'X', ts, dur, ...where });

/** A page's trace: marks at 1,000 and 61,000 µs, three tasks, a sampled profile of two files and idle time. */
const events: TraceEvent[] = [
  thread(PAGE),
  thread(OTHER),
  thread(BUSY),
  task(10_000, 5_000, OTHER),
  task(2_000, 500_000, BUSY),
  { name: 'finceptiv:render', ph: 'R', ts: 1_000, ...PAGE },
  { name: 'finceptiv:ready', ph: 'R', ts: 61_000, ...PAGE },
  task(500, 30_000),
  task(32_000, 8_000),
  task(45_000, 12_000),
  task(90_000, 40_000),
  { name: 'v8.evaluateModule', ph: 'X', ts: 32_000, dur: 6_000, ...PAGE },
  { name: 'FunctionCall', ph: 'X', ts: 33_000, dur: 2_000, ...PAGE },
  { name: 'Layout', ph: 'X', ts: 45_000, dur: 4_000, ...PAGE },
  { name: 'Layout', ph: 'X', ts: 46_000, dur: 4_000, ...OTHER },
  { name: 'Profile', ph: 'P', ts: 0, id: '0x1', ...PAGE, args: { data: { startTime: 0 } } },
  {
    name: 'ProfileChunk',
    ph: 'P',
    ts: 0,
    id: '0x1',
    ...PAGE,
    args: {
      data: {
        cpuProfile: {
          nodes: [
            { id: 1, callFrame: { functionName: 'a', url: 'http://x/app/assets/framework-abc.js' } },
            { id: 2, parent: 4, callFrame: { functionName: 'b', url: 'http://x/app/assets/start-def.js?v=1', lineNumber: 0, columnNumber: 80 } },
            { id: 4, callFrame: { functionName: 'boot', url: 'http://x/app/assets/start-def.js', lineNumber: 2, columnNumber: 7 } },
            { id: 3, callFrame: { functionName: '(idle)' } },
          ],
          // Samples at 0, 10, 30, 50, 70 ms: framework, framework, start, idle, framework.
          samples: [1, 1, 2, 3, 1],
        },
        timeDeltas: [0, 10_000, 20_000, 20_000, 20_000],
      },
    },
  },
];

describe('the trace of a page start', () => {
  it('finds the marks of the first render and of readiness', () => {
    expect(markTime(events, 'finceptiv:render')).toBe(1_000);
    expect(markTime(events, 'finceptiv:ready')).toBe(61_000);
    expect(markTime(events, 'nothing')).toBeUndefined();
  });

  it("lists the page's tasks of 10 ms or more that overlap the window, from its start", () => {
    expect(tasksIn(events, 1_000, 61_000, 10)).toEqual([
      { at: -0.5, ms: 30 },
      { at: 44, ms: 12 },
    ]);
  });

  it('counts each sample until the next within the window, by file, without idle time', () => {
    const bySource = selfTimeBySource(events, 1_000, 61_000);
    // framework: 1-10 ms and 10-30 ms; start: 30-50 ms; idle 50-61 ms left out.
    expect(Object.fromEntries(bySource)).toEqual({ 'framework-abc.js': 29, 'start-def.js': 20 });
  });

  it('counts a sample for the running function and every script function that called it, each once', () => {
    expect(timeByFunction(events, 1_000, 61_000)).toEqual([
      { frame: { functionName: 'a', file: 'framework-abc.js', line: 0, column: 0 }, ms: 29 },
      { frame: { functionName: 'b', file: 'start-def.js', line: 0, column: 80 }, ms: 20 },
      { frame: { functionName: 'boot', file: 'start-def.js', line: 2, column: 7 }, ms: 20 },
    ]);
  });

  it('sums the work by kind, counting an event inside another of a known kind once', () => {
    expect(Object.fromEntries(workByKind(events, 1_000, 61_000))).toEqual({ 'run script': 6, layout: 4 });
  });
});
