/**
 * What one Lighthouse run is reduced to, and the pure rules that reduce it: reading a Lighthouse result and
 * choosing the median of several runs. No I/O here, so it is unit-tested without a browser.
 */

import { isRecord } from '../contract/merge';

export interface ScriptTransfer {
  url: string;
  /** Bytes on the wire (compressed body + headers), as Lighthouse's `network-requests` audit reports. */
  transferSize: number;
}

export interface RunMetrics {
  /** Lighthouse performance score, 0-100. */
  score: number;
  fcpMs: number;
  lcpMs: number;
  tbtMs: number;
  cls: number;
  /**
   * "Initial JS": the sum of transferSize of every request of resource type Script in the `network-requests`
   * audit, i.e. every script requested while Lighthouse loaded the page (from navigation until the page was
   * loaded and the network went quiet). Served gzip, so this is the gzip size plus response headers.
   */
  jsTransferBytes: number;
  scripts: ScriptTransfer[];
  /**
   * The main thread's observed work during load: every top-level task as it ran on this machine, before the
   * simulated 4× CPU slowdown (`mainThreadMs`).
   */
  mainThreadMs: number;
  /** Lighthouse's measure of this machine's CPU speed (`environment.benchmarkIndex`). */
  benchmarkIndex?: number;
  /** The CPU slowdown Lighthouse simulated (4 on a reference host, more on a faster one: budget.ts). */
  cpuSlowdown?: number;
  /** Where the page was at the end of the run (a client-side redirect changes it). */
  finalUrl?: string;
  /** The LCP element as Lighthouse's `lcp-breakdown-insight` names it: its selector and text. */
  lcpElement?: string;
}

/**
 * The part of a Lighthouse result (LH.Result, `import type { Result } from 'lighthouse'`) this bench reads.
 * Declared narrowly so a test can build one by hand; a real LH.Result is assignable to it.
 */
export interface LighthouseResultLike {
  runtimeError?: { code: string; message: string };
  finalDisplayedUrl?: string;
  environment?: { benchmarkIndex?: number };
  configSettings?: { throttlingMethod?: string; throttling?: { cpuSlowdownMultiplier?: number } };
  categories: Record<string, { score: number | null } | undefined>;
  audits: Record<string, { numericValue?: number; details?: unknown } | undefined>;
}

function numericAudit(lhr: LighthouseResultLike, id: string): number {
  const value = lhr.audits[id]?.numericValue;
  if (typeof value !== 'number' || !Number.isFinite(value)) throw new Error(`Lighthouse audit "${id}" has no numeric value`);
  return value;
}

/** Script requests from the `network-requests` audit's table (items carry url, resourceType, transferSize). */
export function scriptTransfers(lhr: LighthouseResultLike): ScriptTransfer[] {
  const details = lhr.audits['network-requests']?.details;
  if (!isRecord(details) || !Array.isArray(details.items)) throw new Error('Lighthouse audit "network-requests" has no items');
  const scripts: ScriptTransfer[] = [];
  for (const item of details.items as unknown[]) {
    if (!isRecord(item) || item.resourceType !== 'Script') continue;
    const url = typeof item.url === 'string' ? item.url : '';
    const transferSize = typeof item.transferSize === 'number' ? item.transferSize : 0;
    scripts.push({ url, transferSize });
  }
  return scripts;
}

/** The node item of `lcp-breakdown-insight` (a list whose node entry describes the LCP element), as "selector "text"". */
export function lcpElement(lhr: LighthouseResultLike): string | undefined {
  const details = lhr.audits['lcp-breakdown-insight']?.details;
  if (!isRecord(details) || !Array.isArray(details.items)) return undefined;
  const node = (details.items as unknown[]).find((item): item is Record<string, unknown> => isRecord(item) && item.type === 'node');
  if (!node) return undefined;
  const selector = typeof node.selector === 'string' ? node.selector : '?';
  // On one line: a label is the element's text, which may run over several (a heading and its paragraph).
  return typeof node.nodeLabel === 'string' ? `${selector} "${node.nodeLabel.replace(/\s+/g, ' ')}"` : selector;
}

/**
 * All the main thread's work during load as it ran on this machine (ms): the total of `mainthread-work-breakdown`
 * (every top-level task, by kind) divided by the CPU factor Lighthouse multiplied it by under simulated throttling.
 * Not `main-thread-tasks`: that audit lists only tasks over 5 ms, so work cut into short tasks would not count.
 */
export function mainThreadMs(lhr: LighthouseResultLike): number {
  return numericAudit(lhr, 'mainthread-work-breakdown') / cpuSlowdown(lhr);
}

/** The CPU factor Lighthouse simulated (1 when it did not simulate throttling). */
export function cpuSlowdown(lhr: LighthouseResultLike): number {
  const settings = lhr.configSettings;
  return settings?.throttlingMethod === 'simulate' ? (settings.throttling?.cpuSlowdownMultiplier ?? 1) : 1;
}

export function metricsFromResult(lhr: LighthouseResultLike): RunMetrics {
  if (lhr.runtimeError) throw new Error(`Lighthouse runtime error ${lhr.runtimeError.code}: ${lhr.runtimeError.message}`);
  const score = lhr.categories.performance?.score;
  if (typeof score !== 'number') throw new Error('Lighthouse returned no performance score');
  const scripts = scriptTransfers(lhr);
  return {
    score: Math.round(score * 100),
    fcpMs: numericAudit(lhr, 'first-contentful-paint'),
    lcpMs: numericAudit(lhr, 'largest-contentful-paint'),
    tbtMs: numericAudit(lhr, 'total-blocking-time'),
    cls: numericAudit(lhr, 'cumulative-layout-shift'),
    jsTransferBytes: scripts.reduce((sum, s) => sum + s.transferSize, 0),
    scripts,
    mainThreadMs: mainThreadMs(lhr),
    benchmarkIndex: lhr.environment?.benchmarkIndex,
    cpuSlowdown: cpuSlowdown(lhr),
    finalUrl: lhr.finalDisplayedUrl,
    lcpElement: lcpElement(lhr),
  };
}

/** A run that ended on another path than the one requested (say a guard sent a fresh visitor elsewhere), if any. */
export function landedElsewhere(url: string, runs: readonly RunMetrics[]): string | undefined {
  const path = (u: string) => new URL(u).pathname.replace(/\/+$/, '');
  return runs.map((r) => r.finalUrl).find((final) => final !== undefined && path(final) !== path(url));
}

/**
 * The median run: runs ordered from worst to best (lower score first; equal scores, higher LCP first), then
 * the middle one (of an even count, the worse of the two middle runs).
 */
export function medianRun(runs: readonly RunMetrics[]): RunMetrics {
  const ordered = [...runs].sort((a, b) => a.score - b.score || b.lcpMs - a.lcpMs);
  const middle = ordered[Math.floor((ordered.length - 1) / 2)];
  if (!middle) throw new Error('medianRun needs at least one run');
  return middle;
}
