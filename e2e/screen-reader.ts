import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { Page } from '@playwright/test';

/**
 * A virtual screen reader (@guidepup/virtual-screen-reader) in the page under test: it reads the live DOM's
 * accessibility semantics as a screen reader does, follows focus, moves through the page item by item, and
 * speaks live regions as they change. Its log is what a person using a screen reader would hear.
 *
 * The reader is served from the page's own origin (a routed URL, nothing from the internet) and started as a
 * module; the spec using it runs with `bypassCSP`, since the product's CSP rightly allows no such script.
 */
const READER_PATH = '/e2e-virtual-screen-reader.js';
const READER_SOURCE = readFileSync(
  createRequire(import.meta.url).resolve('@guidepup/virtual-screen-reader/browser.js'),
  'utf8',
);

type Reader = {
  start: (options: { container: Element }) => Promise<void>;
  next: () => Promise<void>;
  lastSpokenPhrase: () => Promise<string>;
  spokenPhraseLog: () => Promise<string[]>;
  clearSpokenPhraseLog: () => Promise<void>;
};
type WithReader = { e2eReader?: Reader };

/** Routes the reader's file on the page's origin; call before the first navigation. */
export async function serveReader(page: Page, origin: string): Promise<void> {
  await page.route(`${origin}${READER_PATH}`, (route) =>
    route.fulfill({ contentType: 'text/javascript', body: READER_SOURCE }),
  );
}

/** Starts the reader over the whole document, as a person turns theirs on (after each full page load). */
export async function startReader(page: Page): Promise<void> {
  await page.addScriptTag({
    type: 'module',
    content: `import { virtual } from ${JSON.stringify(READER_PATH)}; await virtual.start({ container: document.body }); window.e2eReader = virtual;`,
  });
  await page.waitForFunction(() => Boolean((window as WithReader).e2eReader));
}

/** Everything spoken since the log was last cleared. */
export const spoken = (page: Page): Promise<string[]> =>
  page.evaluate(() => (window as WithReader).e2eReader!.spokenPhraseLog());

export const clearSpoken = (page: Page): Promise<void> =>
  page.evaluate(() => (window as WithReader).e2eReader!.clearSpokenPhraseLog());

/**
 * Reads on with the reader's "next item" command from where its cursor is until a phrase starts with `until`
 * (included), as a person listens through a screen; fails when it is never reached.
 */
export async function readOn(page: Page, until: string, max = 150): Promise<string[]> {
  const read = await page.evaluate(
    async ({ until, max }) => {
      const reader = (window as WithReader).e2eReader!;
      const heard: string[] = [];
      for (let i = 0; i < max; i++) {
        await reader.next();
        const phrase = await reader.lastSpokenPhrase();
        heard.push(phrase);
        if (phrase.startsWith(until)) return heard;
      }
      return null;
    },
    { until, max },
  );
  if (!read) throw new Error(`the reader never reached "${until}"`);
  return read;
}

/** Reads from the top of the document until the level-1 heading (the heading included, nothing after it). */
export const readToHeading = (page: Page): Promise<string[]> => readOn(page, 'heading, ');

/** A phrase is a live region's announcement (the reader prefixes it with the region's politeness). */
export const isAnnouncement = (phrase: string): boolean => /^(polite|assertive): /.test(phrase);

/** The spoken sequence as a reviewed snapshot: one phrase a line. */
export const transcript = (phrases: readonly string[]): string => `${phrases.join('\n')}\n`;
