/**
 * A first interaction with a page (a brand's `/` or its flow's first step), as a Lighthouse user flow in a fresh
 * headless Chromium: the page is loaded (navigation) and, once ready, in a timespan under Lighthouse's mobile
 * profile applied for real (devtools throttling: the bench's CPU slowdown, slow 4G), a person taps the first text
 * box, types (a name, or the number it holds again), moves the amount slider (a tap on it, then one arrow key) and
 * presses Continue, whatever of those the page shows (a closed dialog's fields are not on screen). Reported:
 * Lighthouse's INP for the timespan, the interaction it was, and the time from the press to its feedback on screen
 * (the error summary, or the next screen), measured in the page.
 */
import { startFlow, type Flags } from 'lighthouse';
import puppeteer, { type ElementHandle, type Page } from 'puppeteer-core';
import { CHROMIUM_PATH } from '../scripts/ensure-chromium';
import { ACCEPT_ENCODING } from './lighthouse';
import { DEFAULT_CPU_SLOWDOWN } from './budget';
import { inpDetail, type InteractionRun, type InteractionStep } from './interaction';
import { onCleanup, tempDir } from './serve';

const ARGS = ['--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-sync'];
const TYPED_NAME = 'Ana';

declare global {
  interface Window {
    /** Set by the flow: ms from the press of Continue to the first frame of its feedback. */
    feedbackShown?: Promise<number>;
  }
}

/**
 * In the page: resolves with the time from the next click to the frame after the error summary or the next screen
 * appears: its heading, not the address (which changes at the press) or a spinner while the screen's code loads.
 */
function watchFeedback(): void {
  // No named inner function: the bundler would wrap it in a helper the page does not have.
  const before = document.querySelector('main h1')?.textContent ?? '';
  window.feedbackShown = new Promise((resolve) => {
    let pressed = 0;
    document.addEventListener('click', () => (pressed = performance.now()), { capture: true, once: true });
    new MutationObserver((_, observer) => {
      const next = document.querySelector('main h1')?.textContent ?? '';
      if (!pressed || (!document.querySelector('.error-summary') && (next === '' || next === before))) return;
      observer.disconnect();
      requestAnimationFrame(() => setTimeout(() => resolve(performance.now() - pressed)));
    }).observe(document.body, { childList: true, subtree: true, characterData: true });
  });
}

/** The first element matching `selector` that is on screen: a closed dialog's form (the dynamic step's terms) is not. */
async function firstVisible(page: Page, selector: string): Promise<ElementHandle | undefined> {
  for (const element of await page.$$(selector)) if (await element.isVisible()) return element;
  return undefined;
}

/**
 * Tap an element as a person would: scrolled to the middle of the screen first, so the cookie banner along the
 * bottom (on a first visit) does not take the tap. Puppeteer scrolls only an element outside the viewport, and then
 * taps its centre, which on de-1's first step is under the banner.
 */
async function tapOnScreen(element: ElementHandle): Promise<void> {
  await element.evaluate((el) => el.scrollIntoView({ block: 'center' }));
  await element.tap();
}

/** Tap the first text box and type into it: a name, or the number it already holds (selected first). */
async function typeIntoFirstField(page: Page, steps: InteractionStep[]): Promise<void> {
  const field = (await firstVisible(page, 'main form input[type="text"]')) as ElementHandle<HTMLInputElement> | undefined;
  if (!field) return;
  await tapOnScreen(field);
  steps.push('field');
  const digits = await field.evaluate((el) => {
    if (el.inputMode !== 'numeric') return null;
    el.select();
    return el.value.replace(/\D/g, '');
  });
  await page.keyboard.type(digits ?? TYPED_NAME, { delay: 80 });
  steps.push('typing');
}

async function moveSlider(page: Page, steps: InteractionStep[]): Promise<void> {
  const slider = await firstVisible(page, 'main input[type="range"]');
  if (!slider) return;
  await tapOnScreen(slider);
  await page.keyboard.press('ArrowRight');
  steps.push('slider');
}

export async function firstInteraction(url: string, cpuSlowdown = DEFAULT_CPU_SLOWDOWN): Promise<InteractionRun> {
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
    await flow.startTimespan({ throttlingMethod: 'devtools', throttling: { cpuSlowdownMultiplier: cpuSlowdown } });
    const steps: InteractionStep[] = [];
    await typeIntoFirstField(page, steps);
    await moveSlider(page, steps);
    await page.evaluate(watchFeedback);
    const button = (await firstVisible(page, 'form.step-form button[type="submit"]')) ?? (await firstVisible(page, 'main form button[type="submit"]'));
    if (!button) throw new Error(`no Continue button on ${url}`);
    await tapOnScreen(button);
    steps.push('Continue');
    const feedbackMs = await page.evaluate(() => window.feedbackShown);
    await flow.endTimespan();
    const result = await flow.createFlowResult();
    const audits = result.steps[1]?.lhr.audits;
    const inp = audits?.['interaction-to-next-paint']?.numericValue;
    if (typeof feedbackMs !== 'number') throw new Error(`no feedback to Continue on ${url}`);
    const inpOn = inpDetail(audits?.['work-during-interaction']?.details);
    return { inpMs: typeof inp === 'number' ? inp : null, feedbackMs, steps, cpuSlowdown, inpOn };
  } finally {
    await browser.close();
    stop();
    userDataDir.dispose();
  }
}
