/**
 * A first interaction with a flow's first step, as a Lighthouse user flow in a fresh headless Chromium: the page
 * is loaded (navigation), then, in a timespan under Lighthouse's mobile profile applied for real (devtools
 * throttling: 4× CPU slowdown, slow 4G), a person taps the first text box, types a name and taps the button
 * with the other required questions empty. Reported: Lighthouse's INP for the timespan, and the time from the
 * tap on the button to the error summary on screen (measured in the page).
 */
import { startFlow, type Flags } from 'lighthouse';
import puppeteer from 'puppeteer-core';
import { CHROMIUM_PATH } from '../scripts/ensure-chromium';
import { ACCEPT_ENCODING } from './lighthouse';
import type { InteractionRun } from './interaction';
import { onCleanup, tempDir } from './serve';

const ARGS = ['--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-sync'];
const TYPED_NAME = 'Ana';

declare global {
  interface Window {
    /** Set by the flow: ms from the button's tap to the error summary's first frame. */
    errorSummaryShown?: Promise<number>;
  }
}

/** In the page: resolves with the time from the next click to the frame after the error summary appears. */
function watchErrorSummary(): void {
  window.errorSummaryShown = new Promise((resolve) => {
    let pressed = 0;
    document.addEventListener('click', () => (pressed = performance.now()), { capture: true, once: true });
    new MutationObserver((_, observer) => {
      if (!pressed || !document.querySelector('.error-summary')) return;
      observer.disconnect();
      requestAnimationFrame(() => setTimeout(() => resolve(performance.now() - pressed)));
    }).observe(document.body, { childList: true, subtree: true });
  });
}

export async function firstInteraction(url: string): Promise<InteractionRun> {
  const userDataDir = tempDir('chromium-flow');
  const browser = await puppeteer.launch({ executablePath: CHROMIUM_PATH, headless: true, args: ARGS, userDataDir: userDataDir.path });
  // On an interrupt the bench's exit handlers kill it; normally it is closed (and waited for) below.
  const stop = onCleanup(() => browser.process()?.kill('SIGKILL'));
  try {
    const page = await browser.newPage();
    const flags: Flags = { onlyCategories: ['performance'], logLevel: 'error', extraHeaders: { 'Accept-Encoding': ACCEPT_ENCODING } };
    const flow = await startFlow(page, { flags });
    await flow.navigate(url);
    await page.waitForSelector('html[data-ready]');
    await flow.startTimespan({ throttlingMethod: 'devtools' });
    const field = await page.waitForSelector('form.step-form input[type="text"]');
    if (!field) throw new Error(`no text box on ${url}`);
    await field.tap();
    await page.keyboard.type(TYPED_NAME, { delay: 80 });
    await page.evaluate(watchErrorSummary);
    await page.tap('form.step-form button[type="submit"]');
    const errorSummaryMs = await page.evaluate(() => window.errorSummaryShown);
    await flow.endTimespan();
    const result = await flow.createFlowResult();
    const inp = result.steps[1]?.lhr.audits['interaction-to-next-paint']?.numericValue;
    if (typeof errorSummaryMs !== 'number') throw new Error(`no error summary on ${url}`);
    return { inpMs: typeof inp === 'number' ? inp : null, errorSummaryMs };
  } finally {
    await browser.close();
    stop();
    userDataDir.dispose();
  }
}
