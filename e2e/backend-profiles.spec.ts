/**
 * The two backend profiles end to end (contract/backend-profile.ts, docs/backend.md; issue 37): es-1 (classic) and
 * vn-1 (dynamic) each complete an application that goes on to a screen after the offer (the ID upload), then its
 * continue link is opened in a second browser, which lands on that screen. `keyed` runs on the suite's servers;
 * `spec` on a server of its own started with BACKEND_PROFILE=spec, serving the same build: no request of either
 * browser carries an Authorization header, and the link carries the lead id. Under `keyed` a third browser that
 * opens the used link is told to continue on the device where it was first opened, with the brand shown (issue 39
 * row 7).
 */
import type { Browser, BrowserContext, Page } from '@playwright/test';
import type { BrandId } from '../brands/schema';
import { leadLinkPath } from '../contract/api-paths';
import { INITIAL_DATA_POINTS } from '../contract/dynamic-steps';
import { bearer } from '../contract/lead-key';
import { BASE, brandConfig, brandUrl, expect, test, text } from './fixtures';
import { answersFor, chooseLoan, completeStep, fillStep, sessionIdOf } from './journey';
import { startServer, type RunningServer } from './servers';

const EMAIL = 'goto-id-upload+ana@example.com';
const specServers: Partial<Record<BrandId, RunningServer>> = {};

test.afterAll(async () => {
  await Promise.all(Object.values(specServers).map((server) => server.stop()));
});

/** Where `brand` is served in `profile`: the suite's server, or one of its own started in `spec`. */
async function origin(brand: BrandId, profile: 'spec' | 'keyed'): Promise<string> {
  if (profile === 'keyed') return brandUrl(brand);
  specServers[brand] ??= await startServer(brand, { BACKEND_PROFILE: 'spec' });
  return specServers[brand].url;
}

/** The Authorization header of every request a browser context sends, as it sends it. */
function authorizationsOf(context: BrowserContext): () => Promise<(string | undefined)[]> {
  const seen: Promise<string | undefined>[] = [];
  context.on('request', (r) => seen.push(r.allHeaders().then((h) => h.authorization)));
  return () => Promise.all(seen);
}

/** The dynamic form's pages as the server asks for them, each filled by label, then the review sent. */
async function applyDynamic(page: Page, brand: BrandId, at: string): Promise<void> {
  await page.goto(`${at}${BASE}/`);
  await expect.poll(() => sessionIdOf(page)).toMatch(/^[0-9a-f-]{36}$/);
  await page.getByRole('button', { name: text(brand, 'common', 'loan>continue') }).click();
  for (let i = 0; i < 12 && !/\/review$/.test(page.url()); i++) {
    const path = new URL(page.url()).pathname.split('/').pop()!;
    await expect(page.getByRole('heading', { level: 1, name: text(brand, 'form', `steps>${path}`) })).toBeVisible();
    const pages = await page.evaluate(() => sessionStorage.getItem('dynamicPages'));
    const ids = pages
      ? (JSON.parse(pages) as { pages: { path: string; dataPoints: string[] }[] }).pages.find((p) => p.path === path)!
          .dataPoints
      : INITIAL_DATA_POINTS;
    await fillStep(page, brand, ids.filter((id) => id !== 'amount' && id !== 'period'), EMAIL);
    await page.getByRole('button', { name: text(brand, 'form', 'step>continue') }).click();
    await page.waitForURL((u) => !u.pathname.endsWith(`/${path}`));
  }
  await page.getByRole('button', { name: text(brand, 'form', 'step>submit') }).click();
}

async function apply(page: Page, brand: BrandId, at: string): Promise<void> {
  if (brandConfig(brand).flow === 'dynamic') return applyDynamic(page, brand, at);
  const answers = answersFor(brand, EMAIL);
  await chooseLoan(page, brand, undefined, at);
  for (const i of brandConfig(brand).steps.keys()) await completeStep(page, brand, i, answers);
}

const idUpload = (page: Page, brand: BrandId) =>
  page.getByRole('heading', { level: 1, name: text(brand, 'screens', 'idUpload>heading') });

/** The continue link an email would carry, asked for as the lead's own browser asks (its key under keyed). */
async function continuePath(page: Page, at: string): Promise<string> {
  const { id, key } = await page.evaluate(() => ({
    id: sessionStorage.getItem('lid'),
    key: sessionStorage.getItem('leadKey'),
  }));
  const link = await page.request.post(`${at}/api${leadLinkPath(id!)}`, {
    headers: key ? { authorization: bearer(key) } : {},
    data: { urlType: 'continue' },
  });
  expect(link.status()).toBe(201);
  return ((await link.json()) as { path: string }).path;
}

/** A third browser opens a used link: told to continue where it was first opened, header and footer shown. */
async function expectOpenedElsewhere(browser: Browser, brand: BrandId, url: string): Promise<void> {
  const third = await browser.newPage();
  await third.goto(url);
  await expect(third.getByRole('alert')).toHaveText(text(brand, 'screens', 'continue>openedElsewhere'));
  await expect(third.locator('header.header')).toHaveCSS('opacity', '1');
  await expect(third.locator('footer.footer')).toHaveCSS('opacity', '1');
  await third.close();
}

for (const profile of ['keyed', 'spec'] as const) {
  for (const brand of ['es-1', 'vn-1'] as const) {
    test(`${brand} under ${profile}: an application, its continue link in a second browser, the ID upload there`, async ({
      page,
      browser,
    }) => {
      test.setTimeout(90_000);
      const at = await origin(brand, profile);
      const sent = authorizationsOf(page.context());
      await apply(page, brand, at);
      await expect(idUpload(page, brand)).toBeVisible({ timeout: 20_000 });

      const path = await continuePath(page, at);
      const lead = await page.evaluate(() => sessionStorage.getItem('lid'));
      expect(path === `/continue/${lead}`).toBe(profile === 'spec');
      const second = await browser.newContext();
      const sentBySecond = authorizationsOf(second);
      const other = await second.newPage();
      await other.goto(`${at}${BASE}${path}`);
      await expect(idUpload(other, brand)).toBeVisible({ timeout: 20_000 });
      await expect(other.getByRole('button', { name: text(brand, 'screens', 'idUpload>skip') })).toBeVisible();

      const headers = [...(await sent()), ...(await sentBySecond())];
      if (profile === 'spec') expect(headers.filter(Boolean)).toEqual([]);
      else expect(headers.filter(Boolean).length).toBeGreaterThan(0);
      await second.close();
      if (profile === 'keyed') await expectOpenedElsewhere(browser, brand, `${at}${BASE}${path}`);
    });
  }
}
