import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { test as base, expect, type Page } from '@playwright/test';
import AxeBuilder from '@axe-core/playwright';
import { resolveBrand } from '../brands/resolve';
import { BRAND_IDS, type BrandId } from '../brands/schema';
import { BASE_PATH } from '../scripts/vite-brand-plugin';
import {
  CONSENT_COOKIE,
  CONSENT_STORAGE_KEY,
  CONSENT_TEXT_VERSION,
  encodeConsentCookie,
} from '../contract/tracking';
import { ThirdPartyLog } from './tags/third-party';
import { frameCheck } from './frame-check';

const ROOT = join(import.meta.dirname, '..');
/** The product's base path without the trailing slash, to join with routes. */
export const BASE = BASE_PATH.replace(/\/$/, '');

export function brandUrl(id: BrandId): string {
  const file = process.env.E2E_SERVERS_FILE;
  if (!file)
    throw new Error(
      'E2E_SERVERS_FILE is not set: run the tests through Playwright (global-setup starts the servers)',
    );
  const servers = JSON.parse(readFileSync(file, 'utf8')) as Record<string, string>;
  const url = servers[id];
  if (!url) throw new Error(`no server for ${id} (E2E_BRANDS leaves it out?)`);
  return url;
}

export function brandConfig(id: BrandId) {
  return resolveBrand(id, 'production');
}

/** The first brand of each locale the brands use: one brand per language, for checks of what people read and hear. */
export const ONE_BRAND_PER_LOCALE: readonly BrandId[] = BRAND_IDS.filter(
  (id, i) => BRAND_IDS.findIndex((other) => brandConfig(other).locale === brandConfig(id).locale) === i,
);

/**
 * `E2E_ALL_BRANDS=1` (`npm run test:full`): every check that `npm test` narrows to what another test already proves
 * (one brand per locale or per form, one screen per kind) runs in full.
 */
export const FULL_RUN = Boolean(process.env.E2E_ALL_BRANDS);

/**
 * The brands a check of what people read, hear and meet in each language runs for: one per locale, which covers
 * both flow kinds. `E2E_ALL_BRANDS=1` (set by `npm run test:full`) runs it for all sixteen.
 */
export const SWEEP_BRANDS: readonly BrandId[] = FULL_RUN ? BRAND_IDS : ONE_BRAND_PER_LOCALE;

/** A translated string as the brand's locale file has it, so tests read what a person reads. */
export function text(id: BrandId, ns: string, key: string): string {
  const lng = brandConfig(id).locale;
  let node: unknown = JSON.parse(
    readFileSync(join(ROOT, 'web', 'public', 'locales', lng, `${ns}.json`), 'utf8'),
  );
  for (const part of key.split('>')) node = (node as Record<string, unknown>)[part];
  if (typeof node !== 'string') throw new Error(`missing ${lng}/${ns}:${key}`);
  return node;
}

/** The error summary of a form sent with problems: a group named by its title, focused when it shows. */
export const errorSummary = (page: Page, brand: BrandId) =>
  page.getByRole('group', { name: text(brand, 'form', 'summary>title'), exact: true });

/**
 * Opens a partner page on the brand's own origin (allowed by frame-ancestors 'self') that frames the app's
 * index at the given width; `script` runs in the partner page.
 */
export async function openFramed(
  page: Page,
  origin: string,
  { width = 400, script = '' } = {},
): Promise<void> {
  await page.route(`${origin}/e2e-parent.html`, (route) =>
    route.fulfill({
      contentType: 'text/html',
      body: `<!doctype html><title>Partner</title><iframe title="Loan" src="${origin}${BASE}/" style="width:${width}px;height:600px"></iframe><script>${script}</script>`,
    }),
  );
  await page.goto(`${origin}/e2e-parent.html`);
}

/**
 * Waits until every finite animation and transition in the page has ended: the header and footer fade back in
 * over 0.3 s when a continue path is left, and a contrast check in the middle of that fade measures a colour no
 * one reads. Endless animations (the spinner) are left out, as they never end.
 */
async function settled(page: Page) {
  await page.evaluate(() =>
    Promise.all(
      document
        .getAnimations()
        .filter((a) => a.effect?.getComputedTiming().endTime !== Infinity)
        .map((a) => a.finished.catch(() => undefined)),
    ),
  );
}

/**
 * axe with the WCAG 2.0/2.1/2.2 A and AA rules, run in the page and its same-origin frames (axe's "legacy" mode:
 * one `axe.run`, where the default mode runs each frame apart and merges the results in a blank page it opens
 * for the purpose, which doubles a scan's cost). The frames a scanned page holds are the product's own (the
 * stand-in providers' widgets, served from its origin); tags load only after consent and are routed in tests.
 */
export async function axeViolations(page: Page) {
  await settled(page);
  const result = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'])
    .setLegacyMode()
    .analyze();
  return result.violations.map(
    (v) => `${v.id} (${v.impact}): ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`,
  );
}

/**
 * What a test's visitor has chosen about cookies before the first page: 'refused' (the default: every other test
 * runs as a visitor who said no, and so proves no tag loads), 'none' (the banner shows) or 'accepted'.
 */
export type ConsentSetting = 'refused' | 'none' | 'accepted';

/** A browser a tag vendor counts as a person's: PostHog drops events from automated (webdriver) browsers. */
export const PERSON_BROWSER = {
  userAgent:
    'Mozilla/5.0 (Linux; Android 13; Pixel 7) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/142.0.0.0 Mobile Safari/537.36',
  script: "Object.defineProperty(Navigator.prototype, 'webdriver', { get: () => false });",
};

function consentScript(consent: ConsentSetting): string {
  const choice = {
    analytics: consent === 'accepted',
    marketing: consent === 'accepted',
    version: CONSENT_TEXT_VERSION,
    at: new Date().toISOString(),
  };
  return `if (!localStorage.getItem(${JSON.stringify(CONSENT_STORAGE_KEY)})) localStorage.setItem(${JSON.stringify(CONSENT_STORAGE_KEY)}, ${JSON.stringify(JSON.stringify(choice))});`;
}

export const test = base.extend<{
  consent: ConsentSetting;
  thirdParty: ThirdPartyLog;
  expectThirdParty: boolean;
  frames: void;
}>({
  consent: ['refused', { option: true }],
  // After a failure: does the page still draw frames (e2e/frame-check.ts)?
  frames: [
    async ({ page }, use, testInfo) => {
      await use();
      await frameCheck(page, testInfo);
    },
    { auto: true },
  ],
  /** Set by a test whose visitor agrees during the test: its third-party requests are its subject. */
  expectThirdParty: [false, { option: true }],
  thirdParty: [
    async ({ context, consent, expectThirdParty }, use) => {
      const log = new ThirdPartyLog();
      await log.attach(context);
      if (consent !== 'none') {
        await context.addInitScript({ content: consentScript(consent) });
        const value = encodeConsentCookie({
          version: CONSENT_TEXT_VERSION,
          analytics: consent === 'accepted',
          marketing: consent === 'accepted',
        });
        await context.addCookies([{ name: CONSENT_COOKIE, value, domain: '127.0.0.1', path: '/' }]);
      }
      await use(log);
      // Without consent nothing leaves for a third party, in any test: their requests are listed on failure.
      if (consent !== 'accepted' && !expectThirdParty) {
        expect(
          log.requests.map((r) => r.url.href),
          'third-party requests without consent',
        ).toEqual([]);
      }
    },
    { auto: true },
  ],
});
export { expect };
