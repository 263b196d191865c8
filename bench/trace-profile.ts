/**
 * What a Chrome trace says about a page's start: its main thread's tasks and, from the V8 sampling profiler's
 * chunks in the same trace, where script time went by file, within a window between two User Timing marks. Pure
 * (trace-profile.test.ts); read by start-profile.ts.
 */
import { START_MARKS } from '../web/src/lib/early-input';

export interface TraceEvent {
  name: string;
  ph: string;
  ts: number;
  dur?: number;
  pid: number;
  tid: number;
  id?: string;
  args?: {
    name?: string;
    data?: {
      startTime?: number;
      cpuProfile?: { nodes?: ProfileNode[]; samples?: number[] };
      timeDeltas?: number[];
    };
  };
}

interface ProfileNode {
  id: number;
  /** The caller's node (the trace's profile chunks give it on each node). */
  parent?: number;
  /** Lines and columns from 0, as V8 gives them. */
  callFrame: { functionName: string; url?: string; lineNumber?: number; columnNumber?: number };
}

/** A script function as the profiler saw it: its name, file and position in the built file (from 0). */
export interface ScriptFrame {
  functionName: string;
  file: string;
  line: number;
  column: number;
}

/** Milliseconds between two moments of the trace (microseconds). */
const ms = (us: number) => us / 1000;

/**
 * The page's renderer main thread: the one holding the app's first-render mark (Chromium's own pages, a new-tab
 * page say, run in renderers of their own and may work more), else the one with the most task time.
 */
function mainThread(events: readonly TraceEvent[]): { pid: number; tid: number } | undefined {
  const renderers = events.filter((e) => e.ph === 'M' && e.name === 'thread_name' && e.args?.name === 'CrRendererMain');
  const marked = events.find((e) => e.name === START_MARKS.render);
  const page = marked && renderers.find((m) => m.pid === marked.pid && m.tid === marked.tid);
  if (page) return { pid: page.pid, tid: page.tid };
  let best: { pid: number; tid: number; total: number } | undefined;
  for (const m of renderers) {
    const total = events
      .filter((e) => e.pid === m.pid && e.tid === m.tid && e.name === 'RunTask')
      .reduce((s, e) => s + (e.dur ?? 0), 0);
    if (!best || total > best.total) best = { pid: m.pid, tid: m.tid, total };
  }
  return best;
}

/** The first User Timing mark of this name on the page's thread (its time in the trace), if any. */
export function markTime(events: readonly TraceEvent[], name: string): number | undefined {
  return events.find((e) => e.name === name && (e.ph === 'R' || e.ph === 'I' || e.ph === 'n' || e.ph === 'b'))?.ts;
}

/** The page's tasks of `minMs` or more overlapping [from, to], as [start, duration] in milliseconds from `from`. */
export function tasksIn(events: readonly TraceEvent[], from: number, to: number, minMs: number): { at: number; ms: number }[] {
  const thread = mainThread(events);
  if (!thread) return [];
  return events
    .filter((e) => e.pid === thread.pid && e.tid === thread.tid && e.name === 'RunTask' && e.ph === 'X')
    .filter((e) => e.ts + (e.dur ?? 0) > from && e.ts < to && ms(e.dur ?? 0) >= minMs)
    .sort((a, b) => a.ts - b.ts)
    .map((e) => ({ at: ms(e.ts - from), ms: ms(e.dur ?? 0) }));
}

/** A script's file name without its path ("framework-abc.js"); V8's own entries keep their name ("(garbage collector)"). */
function sourceOf(frame: ProfileNode['callFrame']): string {
  if (frame.url) return frame.url.split('?')[0]!.split('/').pop() || frame.url;
  return frame.functionName.startsWith('(') ? frame.functionName : '(inline)';
}

/**
 * Time within [from, to] counted per sample: each sample of the page's sampling profile counts the time to the
 * next sample for every key `keysOf` gives its stack (the running function first, its callers after). Idle time
 * is left out.
 */
function sampledTime(
  events: readonly TraceEvent[],
  from: number,
  to: number,
  keysOf: (stack: readonly ProfileNode['callFrame'][]) => Iterable<string>,
): Map<string, number> {
  const thread = mainThread(events);
  const result = new Map<string, number>();
  if (!thread) return result;
  const own = events.filter((e) => e.pid === thread.pid && e.ph === 'P');
  for (const start of own.filter((e) => e.name === 'Profile' && e.tid === thread.tid)) {
    const nodes = new Map<number, ProfileNode>();
    let time = start.args?.data?.startTime ?? start.ts;
    const samples: { node: number; at: number }[] = [];
    for (const chunk of own.filter((e) => e.name === 'ProfileChunk' && e.id === start.id)) {
      for (const node of chunk.args?.data?.cpuProfile?.nodes ?? []) nodes.set(node.id, node);
      const ids = chunk.args?.data?.cpuProfile?.samples ?? [];
      const deltas = chunk.args?.data?.timeDeltas ?? [];
      ids.forEach((node, i) => {
        time += deltas[i] ?? 0;
        samples.push({ node, at: time });
      });
    }
    const stackOf = (id: number) => {
      const stack: ProfileNode['callFrame'][] = [];
      for (let node = nodes.get(id); node; node = node.parent === undefined ? undefined : nodes.get(node.parent))
        stack.push(node.callFrame);
      return stack;
    };
    samples.sort((a, b) => a.at - b.at);
    samples.forEach((sample, i) => {
      const next = samples[i + 1]?.at ?? sample.at;
      const lo = Math.max(sample.at, from);
      const hi = Math.min(next, to);
      const stack = stackOf(sample.node);
      if (hi <= lo || !stack[0] || stack[0].functionName === '(idle)') return;
      for (const key of new Set(keysOf(stack))) result.set(key, (result.get(key) ?? 0) + ms(hi - lo));
    });
  }
  return result;
}

/** Self time by source within [from, to]: the file of the function each sample caught running. */
export function selfTimeBySource(events: readonly TraceEvent[], from: number, to: number): Map<string, number> {
  return sampledTime(events, from, to, ([running]) => [sourceOf(running!)]);
}

/**
 * Time by script function within [from, to], each counting the samples it ran in or called from (inclusive
 * time), longest first: what the app did, by the function that did it.
 */
export function timeByFunction(
  events: readonly TraceEvent[],
  from: number,
  to: number,
): { frame: ScriptFrame; ms: number }[] {
  const frames = new Map<string, ScriptFrame>();
  const times = sampledTime(events, from, to, (stack) =>
    stack
      .filter((frame) => frame.url)
      .map((callFrame) => {
        const frame = {
          functionName: callFrame.functionName,
          file: sourceOf(callFrame),
          line: callFrame.lineNumber ?? 0,
          column: callFrame.columnNumber ?? 0,
        };
        const key = `${frame.functionName}@${frame.file}:${frame.line}:${frame.column}`;
        if (!frames.has(key)) frames.set(key, frame);
        return key;
      }),
  );
  return [...times].map(([key, t]) => ({ frame: frames.get(key)!, ms: t })).sort((x, y) => y.ms - x.ms);
}

/** The main thread's work by kind, read from the timeline's own events (the profiler names it all "(program)"). */
const KINDS: Readonly<Record<string, string>> = {
  ParseHTML: 'parse HTML',
  'v8.compile': 'compile',
  'v8.compileModule': 'compile',
  'v8.evaluateModule': 'run script',
  EvaluateScript: 'run script',
  FunctionCall: 'run script',
  TimerFire: 'run script',
  EventDispatch: 'run script',
  RunMicrotasks: 'run script',
  UpdateLayoutTree: 'style',
  Layout: 'layout',
  PrePaint: 'paint',
  Paint: 'paint',
  MajorGC: 'GC',
  MinorGC: 'GC',
};

/** Time by kind of work within [from, to] on the page's thread: the outermost event of a known kind counts. */
export function workByKind(events: readonly TraceEvent[], from: number, to: number): Map<string, number> {
  const thread = mainThread(events);
  const result = new Map<string, number>();
  if (!thread) return result;
  let coveredUntil = from;
  const known = events
    .filter((e) => e.pid === thread.pid && e.tid === thread.tid && e.ph === 'X' && KINDS[e.name] && e.ts >= from && e.ts < to)
    .sort((a, b) => a.ts - b.ts || (b.dur ?? 0) - (a.dur ?? 0));
  for (const e of known) {
    if (e.ts < coveredUntil) continue;
    const kind = KINDS[e.name]!;
    result.set(kind, (result.get(kind) ?? 0) + ms(Math.min(e.ts + (e.dur ?? 0), to) - e.ts));
    coveredUntil = e.ts + (e.dur ?? 0);
  }
  return result;
}
