import type { APIRequestContext, BrowserContext, Page } from '@playwright/test';
import type { BrandId } from '../../brands/schema';
import { BASE, expect } from '../fixtures';
import { expectedValues, expectShown, sessionIdOf, storedLeads, storedValues, type Answers } from '../journey';
import { compareFields, oneLead, record } from './figures';

/** The lead API's calls as the web app sends them. */
export const LEAD_CREATE = /\/api\/v2\/lead$/;
export const LEAD_UPDATE = /\/api\/lead$/;
export const V3_LEAD = /\/v3\/lead$/;
export const LEAD_STATUS = /\/api\/lead\/status\/[^/?]+$/;

/** The page's session made one es-1 lead, which holds these answers as typed (every field compared is counted). */
export async function expectOneLeadWith(page: Page, request: APIRequestContext, ids: readonly string[], answers: Answers) {
  const leads = await storedLeads(request, 'es-1', (await sessionIdOf(page))!);
  oneLead(leads.length, 'es-1 session');
  compareFields(expectedValues(ids, answers), storedValues(leads[0]!.data, ids), 'stored lead');
}

/**
 * The form still shows each of these answers (after a fault or a reload): every field compared is counted,
 * every one that is not shown as typed is counted lost and fails the test.
 */
export async function expectKept(
  page: Page,
  brand: BrandId,
  ids: readonly string[],
  answers: Answers,
): Promise<void> {
  let first: Error | null = null;
  let lost = 0;
  // The marketing consent is one of the policy boxes, compared with them.
  const compared = ids.includes('general-policies') ? ids.filter((id) => id !== 'marketing-consents') : ids;
  for (const id of compared) {
    try {
      await expectShown(page, brand, [id], answers);
    } catch (error) {
      lost += 1;
      first ??= error instanceof Error ? error : new Error(String(error));
    }
  }
  record('fields-compared', compared.length);
  record('fields-lost', lost);
  if (first) throw first;
}

/** Uncaught errors of the page, collected from now on. */
export function pageErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('pageerror', (e) => errors.push(e.message));
  return errors;
}

/** Every `securitypolicyviolation` event of every document the context loads, kept in the page. */
export async function collectCspViolations(context: BrowserContext): Promise<void> {
  await context.addInitScript(() => {
    const w = window as unknown as { __csp?: string[] };
    w.__csp = [];
    document.addEventListener('securitypolicyviolation', (e) =>
      w.__csp!.push(`${e.violatedDirective} ${e.blockedURI} ${e.sourceFile}:${e.lineNumber}`),
    );
  });
}

export const cspViolationsOf = (page: Page) =>
  page.evaluate(() => (window as unknown as { __csp?: string[] }).__csp ?? []);

/** A second tab of the same session, as the browser's "Duplicate tab" makes it: sessionStorage copied. */
/**
 * Opens `/checking` as a person whose application `leadId` is being checked: the session is set up on a blank
 * page of the brand's origin first, so the app starts with it.
 */
export async function openCheckingWith(page: Page, origin: string, leadId: string): Promise<void> {
  await page.route(`${origin}/e2e-blank.html`, (route) =>
    route.fulfill({ contentType: 'text/html', body: '<!doctype html><title>blank</title>' }),
  );
  await page.goto(`${origin}/e2e-blank.html`);
  await page.evaluate((id) => {
    sessionStorage.setItem('sessionId', crypto.randomUUID());
    sessionStorage.setItem(
      'leadApplication',
      JSON.stringify({ progressState: 7, applicationData: { id, leadStatus: true } }),
    );
  }, leadId);
  await page.goto(`${origin}${BASE}/checking`);
}

export async function duplicateTab(page: Page): Promise<Page> {
  const entries = await page.evaluate(() => Object.entries(sessionStorage));
  const copy = await page.context().newPage();
  await copy.addInitScript((items: [string, string][]) => {
    if (sessionStorage.getItem('__duplicated')) return;
    for (const [k, v] of items) sessionStorage.setItem(k, v);
    sessionStorage.setItem('__duplicated', '1');
  }, entries);
  await copy.goto(page.url());
  return copy;
}

/** No prototype has gained a property. */
export async function expectPrototypesClean(page: Page): Promise<void> {
  expect(
    await page.evaluate(() => ({
      object: Object.keys(Object.prototype).length,
      array: Object.keys(Array.prototype).length,
      polluted: ({} as Record<string, unknown>).polluted ?? null,
      fired: (globalThis as Record<string, unknown>).__fuzzFired ?? null,
    })),
  ).toEqual({ object: 0, array: 0, polluted: null, fired: null });
}
