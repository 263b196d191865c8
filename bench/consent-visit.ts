/**
 * A returning visitor who accepted every cookie earlier: before Lighthouse measures, the same Chromium visits the
 * page once, stores the accepted choice exactly as the page's consent store does (localStorage `cookieConsent` and
 * the first-party `consent` cookie), reloads so the tags start at idle with that choice (their chunks land in the
 * HTTP cache), and closes the tab. Lighthouse then runs with storage reset off, so it meets what that visitor has.
 */
import puppeteer from 'puppeteer-core';
import { READY_ATTRIBUTE } from '../web/src/lib/early-input';
import { createSafeStorage } from '../web/src/lib/safe-storage';
import { CONSENT_STORAGE_KEY } from '../contract/tracking';
import { createConsentStore } from '../web/src/tracking/consent-store';

/** What the page writes when a visitor accepts all cookies: one localStorage item and one cookie. */
export interface ConsentWrites {
  storageKey: string;
  storageValue: string;
  /** The `document.cookie` assignment, attributes included. */
  cookie: string;
}

/** A Storage kept in a Map, for the page's own store code to write into outside a browser. */
function memoryStorage(): Storage {
  const items = new Map<string, string>();
  return {
    get length() {
      return items.size;
    },
    key: (index: number) => [...items.keys()][index] ?? null,
    getItem: (key: string) => items.get(key) ?? null,
    setItem: (key: string, value: string) => void items.set(key, String(value)),
    removeItem: (key: string) => void items.delete(key),
    clear: () => items.clear(),
  };
}

/**
 * The page's consent store (web/src/tracking/consent-store.ts) accepting analytics and marketing, run against a
 * memory storage and a stand-in document: what it writes is what the bench writes into the browser.
 */
export function acceptedConsentWrites(now: Date = new Date()): ConsentWrites {
  const storage = memoryStorage();
  let cookie: string | undefined;
  const doc = {
    get cookie() {
      return cookie ?? '';
    },
    set cookie(value: string) {
      cookie = value;
    },
  };
  const store = createConsentStore(
    createSafeStorage(() => storage, (text) => {
      throw new Error(`consent store: ${text}`);
    }),
    doc,
  );
  store.set({ analytics: true, marketing: true }, now);
  const storageValue = storage.getItem(CONSENT_STORAGE_KEY);
  if (storageValue === null || cookie === undefined) throw new Error('the consent store wrote no choice');
  return { storageKey: CONSENT_STORAGE_KEY, storageValue, cookie };
}

const READY = `html[${READY_ATTRIBUTE}]`;
const TAGS_TIMEOUT_MS = 15_000;
/** After the tags started: until the network is quiet this long (their chunks cached), at most TAGS_TIMEOUT_MS. */
const QUIET_MS = 500;

/** In the page: the tag manager has been started (its first dataLayer entry, pushed before gtm.js is requested). */
function tagManagerStarted(): boolean {
  const layer = (window as Window & { dataLayer?: unknown[] }).dataLayer;
  return (
    Array.isArray(layer) && layer.some((entry) => (entry as { event?: unknown } | null)?.event === 'gtm.js')
  );
}

/**
 * The first visit of a visitor who accepts all cookies, in the Chromium listening on `port`: open `url`, store the
 * accepted choice, reload, wait for the tags to start, close the tab. `headers` are sent with every request (the
 * bench's Accept-Encoding, so the cached responses are the ones Lighthouse asks for).
 */
export async function visitAndAcceptAll(port: number, url: string, headers: Record<string, string>): Promise<void> {
  const browser = await puppeteer.connect({ browserURL: `http://127.0.0.1:${port}` });
  try {
    const page = await browser.newPage();
    await page.setExtraHTTPHeaders(headers);
    await page.goto(url, { waitUntil: 'load' });
    await page.waitForSelector(READY);
    const writes = acceptedConsentWrites();
    await page.evaluate((w: ConsentWrites) => {
      localStorage.setItem(w.storageKey, w.storageValue);
      document.cookie = w.cookie;
    }, writes);
    await page.reload({ waitUntil: 'load' });
    await page.waitForSelector(READY);
    await page.waitForFunction(tagManagerStarted, { timeout: TAGS_TIMEOUT_MS });
    // The tags' own chunks (tracker, posthog-js) are still arriving; a quiet network means they are in the cache.
    await page.waitForNetworkIdle({ idleTime: QUIET_MS, timeout: TAGS_TIMEOUT_MS }).catch(() => {
      console.error(`bench:   the network did not go quiet within ${TAGS_TIMEOUT_MS} ms after the tags started; measuring anyway`);
    });
    await page.close();
  } finally {
    await browser.disconnect();
  }
}
