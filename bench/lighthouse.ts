/**
 * Lighthouse, mobile preset (its default form factor and simulated throttling), performance category only,
 * each run in a fresh headless Chromium with a fresh profile: a first visit, or (visit 'consent') a second visit
 * of someone who accepted all cookies on the first (consent-visit.ts), with the storage and HTTP cache it left.
 *
 * Every page is requested with `Accept-Encoding: gzip, deflate`: the product's server prefers brotli when the
 * browser offers it, the floor's serves gzip; asking both for gzip compresses both alike and makes the
 * "JS gzip" column what it says.
 */
import lighthouse, { type Flags } from 'lighthouse';
import { launch } from 'chrome-launcher';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../scripts/ensure-chromium';
import { visitAndAcceptAll } from './consent-visit';
import { cpuSlowdownFor, DEFAULT_CPU_SLOWDOWN } from './budget';
import { landedElsewhere, medianRun, metricsFromResult, type RunMetrics } from './metrics';
import { onCleanup, tempDir } from './serve';
import { routeLabel, type Visit } from './table';

export const ACCEPT_ENCODING = 'gzip, deflate';

/** Headless, with the flags that run Chromium as root on this machine kind. */
const CHROME_FLAGS = ['--headless', ...CHROMIUM_ARGS];

export async function lighthouseOnce(url: string, visit: Visit = 'first', cpuSlowdown = DEFAULT_CPU_SLOWDOWN): Promise<RunMetrics> {
  const userDataDir = tempDir('chromium');
  try {
    const chrome = await launch({
      chromePath: CHROMIUM_PATH,
      chromeFlags: CHROME_FLAGS,
      userDataDir: userDataDir.path,
      // Our own handlers (serve.ts) stop Chromium with everything else on SIGINT.
      handleSIGINT: false,
      logLevel: 'silent',
    });
    const stopChrome = onCleanup(() => chrome.kill());
    try {
      const extraHeaders = { 'Accept-Encoding': ACCEPT_ENCODING };
      if (visit === 'consent') await visitAndAcceptAll(chrome.port, url, extraHeaders);
      const flags: Flags = {
        port: chrome.port,
        onlyCategories: ['performance'],
        output: 'json',
        logLevel: 'error',
        extraHeaders,
        // A second visit keeps what the first left: the stored consent, the cookie and the HTTP cache.
        disableStorageReset: visit === 'consent',
        // Lighthouse's mobile throttling, its CPU factor scaled on a faster host (budget.ts, cpuSlowdownFor).
        throttling: { cpuSlowdownMultiplier: cpuSlowdown },
      };
      const result = await lighthouse(url, flags);
      if (!result) throw new Error(`Lighthouse returned nothing for ${url}`);
      return metricsFromResult(result.lhr);
    } finally {
      stopChrome();
    }
  } finally {
    userDataDir.dispose();
  }
}

export interface UrlMeasurement {
  url: string;
  median: RunMetrics;
  runs: RunMetrics[];
}

/**
 * The host's speed as the latest Lighthouse run measured it (benchmarkIndex): the next run's CPU slowdown follows
 * it, so a faster host simulates the same phone (budget.ts). Seeded by the hello-world floor's runs.
 */
export interface HostSpeed {
  benchmarkIndex?: number;
}

/** Attempts per run: Lighthouse sometimes loses the trace on a busy machine (NO_NAVSTART, NO_FCP) and asks to run again. */
const ATTEMPTS = 3;

async function lighthouseWithRetries(url: string, visit: Visit, cpuSlowdown: number): Promise<RunMetrics> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await lighthouseOnce(url, visit, cpuSlowdown);
    } catch (error) {
      if (attempt >= ATTEMPTS) throw error;
      console.error(`bench:   attempt ${attempt} failed (${error instanceof Error ? error.message : String(error)}); running again`);
    }
  }
}

/** One run, its figures and benchmarkIndex on stderr; the host's speed updated from it. */
async function measureRun(label: string, url: string, visit: Visit, host: HostSpeed): Promise<RunMetrics> {
  const cpuSlowdown = cpuSlowdownFor(host.benchmarkIndex);
  console.error(`bench: lighthouse ${label}`);
  const m = await lighthouseWithRetries(url, visit, cpuSlowdown);
  if (m.benchmarkIndex !== undefined) host.benchmarkIndex = m.benchmarkIndex;
  console.error(
    `bench:   benchmarkIndex ${m.benchmarkIndex === undefined ? 'n/a' : Math.round(m.benchmarkIndex)}, CPU ${m.cpuSlowdown ?? cpuSlowdown}×, ` +
      `score ${m.score}, FCP ${Math.round(m.fcpMs)} ms, LCP ${Math.round(m.lcpMs)} ms, TBT ${Math.round(m.tbtMs)} ms, CLS ${m.cls.toFixed(3)}, ` +
      `main ${Math.round(m.mainThreadMs)} ms, JS ${m.jsTransferBytes} B, LCP element ${m.lcpElement ?? 'unknown'}`,
  );
  return m;
}

/**
 * Seeds the host's speed with one run that is not counted: the first counted run then simulates the same phone as
 * the rest (without it, that run took the default slowdown and, on a host above the reference band, simulated a
 * faster phone, so no run on such a host could be judged).
 */
export async function calibrateHost(url: string, host: HostSpeed): Promise<void> {
  if (host.benchmarkIndex === undefined) await measureRun(`${url} (the host's speed, not counted)`, url, 'first', host);
}

/** The median of the runs, unless a run ended elsewhere: its numbers would be another page's. */
function measurement(url: string, runs: RunMetrics[], visit: Visit): UrlMeasurement {
  const elsewhere = landedElsewhere(url, runs);
  if (elsewhere !== undefined) throw new Error(`${url} ended at ${elsewhere}: a ${visit === 'consent' ? 'second' : 'fresh'} visit does not stay on this route`);
  return { url, median: medianRun(runs), runs };
}

export async function measureUrl(url: string, runs: number, host: HostSpeed, visit: Visit = 'first'): Promise<UrlMeasurement> {
  const all: RunMetrics[] = [];
  for (let i = 1; i <= runs; i++) all.push(await measureRun(`${routeLabel(url, visit)} run ${i}/${runs}`, url, visit, host));
  return measurement(url, all, visit);
}

/**
 * A page and its form floor measured in turn (floor, page, floor, page…), so both meet the host in the same
 * moods. The floor is always a first visit: it has no consent to remember.
 */
export async function measureInterleaved(
  urls: { page: string; floor: string },
  runs: number,
  host: HostSpeed,
  visit: Visit,
): Promise<{ page: UrlMeasurement; floor: UrlMeasurement }> {
  const page: RunMetrics[] = [];
  const floor: RunMetrics[] = [];
  for (let i = 1; i <= runs; i++) {
    floor.push(await measureRun(`form floor ${urls.floor} run ${i}/${runs}`, urls.floor, 'first', host));
    page.push(await measureRun(`${routeLabel(urls.page, visit)} run ${i}/${runs}`, urls.page, visit, host));
  }
  return { page: measurement(urls.page, page, visit), floor: measurement(urls.floor, floor, 'first') };
}
