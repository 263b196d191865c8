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
import { landedElsewhere, medianRun, metricsFromResult, type RunMetrics } from './metrics';
import { onCleanup, tempDir } from './serve';
import { routeLabel, type Visit } from './table';

export const ACCEPT_ENCODING = 'gzip, deflate';

/** Headless, with the flags that run Chromium as root on this machine kind. */
const CHROME_FLAGS = ['--headless', ...CHROMIUM_ARGS];

export async function lighthouseOnce(url: string, visit: Visit = 'first'): Promise<RunMetrics> {
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

/** Attempts per run: Lighthouse sometimes loses the trace on a busy machine (NO_NAVSTART, NO_FCP) and asks to run again. */
const ATTEMPTS = 3;

async function lighthouseWithRetries(url: string, visit: Visit): Promise<RunMetrics> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await lighthouseOnce(url, visit);
    } catch (error) {
      if (attempt >= ATTEMPTS) throw error;
      console.error(`bench:   attempt ${attempt} failed (${error instanceof Error ? error.message : String(error)}); running again`);
    }
  }
}

export async function measureUrl(url: string, runs: number, visit: Visit = 'first'): Promise<UrlMeasurement> {
  const all: RunMetrics[] = [];
  for (let i = 1; i <= runs; i++) {
    console.error(`bench: lighthouse ${routeLabel(url, visit)} run ${i}/${runs}`);
    const metrics = await lighthouseWithRetries(url, visit);
    console.error(
      `bench:   score ${metrics.score}, FCP ${Math.round(metrics.fcpMs)} ms, LCP ${Math.round(metrics.lcpMs)} ms, ` +
        `TBT ${Math.round(metrics.tbtMs)} ms, CLS ${metrics.cls.toFixed(3)}, JS ${metrics.jsTransferBytes} B, LCP element ${metrics.lcpElement ?? 'unknown'}`,
    );
    all.push(metrics);
  }
  // A page that sends a fresh visitor elsewhere is not measured: its numbers would be another page's.
  const elsewhere = landedElsewhere(url, all);
  if (elsewhere !== undefined) throw new Error(`${url} ended at ${elsewhere}: a ${visit === 'consent' ? 'second' : 'fresh'} visit does not stay on this route`);
  return { url, median: medianRun(all), runs: all };
}
