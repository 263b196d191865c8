import type { Page } from '@playwright/test';
import type { BrandId } from '../brands/schema';
import { INITIAL_DATA_POINTS, INITIAL_STEP } from '../contract/dynamic-steps';
import { PARTNERS } from '../server/src/decision/partners';
import {
  BASE,
  brandConfig,
  brandUrl,
  errorSummary,
  expect,
  ONE_BRAND_PER_LOCALE,
  test,
  text,
} from './fixtures';
import { answer, answersFor, appStarted, askedOn, fillStep } from './journey';
import {
  clearSpoken,
  isAnnouncement,
  readOn,
  serveReader,
  spoken,
  startReader,
  transcript,
} from './screen-reader';

/**
 * Issue #21: what a screen-reader user hears, for every step of both flow kinds in one brand per locale. A virtual
 * screen reader runs in the page; a person goes through the application with the keyboard. On each screen the
 * test asserts what is heard on arrival (the heading first), reads the screen item by item to its button (kept
 * as a reviewed snapshot in screen-reader.spec.ts-snapshots/, so a change in what people hear shows in review),
 * and on the first step sends it empty and listens to the error summary.
 */
test.use({ bypassCSP: true });

/** The reader's phrase for a level-1 heading named `name` (its description, the progress, may follow the name). */
const isHeading = (phrase: string, name: string) =>
  phrase.startsWith(`heading, ${name}, `) && phrase.endsWith('level 1');

const escaped = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** The document title of a screen headed `heading`: "heading[, place in the flow] - site", "Error: " first on errors. */
function screenTitle(brand: BrandId, heading: string, errors = false): RegExp {
  const config = brandConfig(brand);
  const site = config.page.title || config.displayName;
  const error = errors ? `${escaped(text(brand, 'common', 'shell>titleError'))}: ` : '';
  return new RegExp(`^${error}${escaped(heading)}(, [^-]+)? - ${escaped(site)}$`);
}

/** The pages of a dynamic brand so far, as the app keeps them (before the first change: the initial page). */
async function dynamicPointsOf(page: Page, path: string): Promise<string[]> {
  const stored = await page.evaluate(() => sessionStorage.getItem('dynamicPages'));
  const pages = stored
    ? (JSON.parse(stored) as { pages: { path: string; dataPoints: string[] }[] }).pages
    : [{ path: INITIAL_STEP, dataPoints: [...INITIAL_DATA_POINTS] }];
  return (pages.find((p) => p.path === path)?.dataPoints ?? []).filter(
    (id) => id !== 'amount' && id !== 'period',
  );
}

/** Moves focus to the button with Tab, as a keyboard user does, and presses Enter; the log then starts empty. */
async function pressButton(page: Page, name: string): Promise<void> {
  const button = page.getByRole('button', { name, exact: true });
  for (let i = 0; i < 150 && !(await button.evaluate((el) => el === document.activeElement)); i++)
    await page.keyboard.press('Tab');
  await expect(button).toBeFocused();
  await clearSpoken(page);
  await page.keyboard.press('Enter');
}

/**
 * What was heard from the press until focus reached the screen's heading; the heading must be the first item
 * (announcements aside). Returns the heard log and the heading's phrase.
 */
async function arrival(
  page: Page,
  heading: string,
  after?: string,
): Promise<{ heard: string[]; phrase: string }> {
  await expect(page.getByRole('heading', { level: 1, name: heading })).toBeFocused({ timeout: 20_000 });
  await expect.poll(async () => (await spoken(page)).some((p) => isHeading(p, heading))).toBe(true);
  const log = await spoken(page);
  // Heard since the screen before (`after`, a heading) was last heard: a screen can follow it at any moment.
  const heard = after ? log.slice(log.map((p) => isHeading(p, after)).lastIndexOf(true) + 1) : log;
  const phrase = heard.filter((p) => !isAnnouncement(p))[0] ?? '';
  expect(isHeading(phrase, heading), `the first item heard on a new screen: ${phrase}`).toBe(true);
  return { heard, phrase };
}

/**
 * The outcome names the lead's own offer and lender, which differ in each run: the snapshot keeps where they are
 * said ("‹offerId›", "‹partner›"), not their values. `templates` are the screen's strings with placeholders.
 */
function withoutLeadValues(phrase: string, templates: readonly string[]): string {
  for (const template of templates) {
    const parts = template.split(/\{\{(\w+)\}\}/);
    const pattern = parts
      .map((p, i) => (i % 2 ? '(.+?)' : p.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')))
      .join('');
    if (new RegExp(`^${pattern}$`).test(phrase)) return parts.map((p, i) => (i % 2 ? `‹${p}›` : p)).join('');
  }
  return phrase;
}

/** Waits until the screen holds still (no look-up, policy or save under way), so what is read is the screen itself. */
async function settled(page: Page): Promise<void> {
  await expect(page.locator('[aria-busy="true"], .page-spinner')).toHaveCount(0);
}

for (const brand of ONE_BRAND_PER_LOCALE) {
  test(`${brand}: every screen read aloud, from the landing to the outcome`, async ({ page }) => {
    test.setTimeout(180_000);
    const config = brandConfig(brand);
    const origin = brandUrl(brand);
    const form = (key: string) => text(brand, 'form', key);
    const email = `accept+lector.${brand}@example.com`;
    await serveReader(page, origin);
    await page.goto(`${origin}${BASE}/`);
    await appStarted(page);
    await startReader(page);

    // The landing, from the top of the page to its button.
    const start = text(brand, 'common', 'loan>continue');
    expect(transcript(await readOn(page, `button, ${start}`))).toMatchSnapshot(`${brand}-landing.txt`);

    const classic = config.flow === 'classic';
    const answers = classic ? answersFor(brand, email) : null;
    await pressButton(page, start);
    for (let index = 0; index < 12; index++) {
      const path = new URL(page.url()).pathname.split('/').pop()!;
      if (/^(checking|accepted|rejected|redirected|thank-you)$/.test(path)) break;
      const heading = form(`steps>${path}`);
      const step = classic ? config.steps.find((s) => s.path === `/${path}`)! : null;
      // The classic flow's last step sends the application; in the dynamic form its review does.
      const last = classic ? step === config.steps.at(-1) : path === 'review';
      const button = form(last ? 'step>submit' : 'step>continue');
      const arrived = await arrival(page, heading);
      await expect(page, 'each step names itself in the title').toHaveTitle(screenTitle(brand, heading));
      if (index > 0)
        expect(
          arrived.heard.some((p) => p.includes(form('step>saving'))),
          'the save was announced',
        ).toBe(true);
      await settled(page);
      const screen = [arrived.phrase, ...(await readOn(page, `button, ${button}`))];
      expect(transcript(screen)).toMatchSnapshot(`${brand}-${index + 1}-${path}.txt`);

      if (index === 0) {
        // Sent empty: the summary takes focus and is heard once, then each link names its question.
        await pressButton(page, button);
        const summary = errorSummary(page, brand);
        await expect(summary).toBeFocused();
        await expect(page).toHaveTitle(screenTitle(brand, heading, true));
        await expect
          .poll(async () => (await spoken(page)).some((p) => p.includes(form('summary>title'))))
          .toBe(true);
        const heard = await spoken(page);
        expect(
          heard.filter((p) => p.includes(form('summary>title'))),
          'the summary is heard once',
        ).toHaveLength(1);
        // Reading on from the summary: its lines, each naming its question.
        heard.push(...(await readOn(page, 'end of group')));
        expect(transcript(heard)).toMatchSnapshot(`${brand}-${index + 1}-${path}-errors.txt`);
      }

      await clearSpoken(page);
      if (classic) await answer(page, brand, askedOn(step!, answers!), answers!);
      else if (!last) await fillStep(page, brand, await dynamicPointsOf(page, path), email);
      if (step?.dataPoints.includes('postal-code') && step.dataPoints.includes('city')) {
        // The postcode look-up says what it did (found the place, or asks for it), in a status heard as it changes.
        const said = ['lookup>found', 'lookup>notFound'].map((key) => `polite: ${form(key)}`);
        await expect.poll(async () => (await spoken(page)).some((p) => said.includes(p))).toBe(true);
      }
      await pressButton(page, button);
      await page.waitForURL((u) => !u.pathname.endsWith(`/${path}`), { timeout: 20_000 });
    }

    // The checking screen and the outcome: each heading is heard first, then the screen reads to its end.
    const checking = text(brand, 'screens', 'checking>heading');
    const accepted = text(brand, 'screens', 'accepted>heading');
    // The outcome can follow the checking screen at any moment, so both are judged from one log, kept since the
    // press: the checking screen, when shown, was heard from its heading; the outcome from its own.
    await expect(page.getByRole('heading', { level: 1, name: accepted })).toBeVisible({ timeout: 40_000 });
    const { phrase } = await arrival(page, accepted, checking);
    await expect(page).toHaveTitle(screenTitle(brand, accepted));
    const sincePress = (await spoken(page)).filter((p) => !isAnnouncement(p));
    if (sincePress.some((p) => isHeading(p, checking)))
      expect(isHeading(sincePress[0]!, checking), `first heard after the press: ${sincePress[0]}`).toBe(true);
    await settled(page);
    const templates = ['accepted>body', 'accepted>partner'].map((key) => text(brand, 'screens', key));
    // The lender is said in a sentence (no figures) or as the offer's last definition: either way, not its name.
    const lenders: readonly string[] = PARTNERS[config.country];
    const outcome = [phrase, ...(await readOn(page, 'contentinfo'))].map((p) =>
      lenders.includes(p) ? '‹partner›' : withoutLeadValues(p, templates),
    );
    expect(transcript(outcome)).toMatchSnapshot(`${brand}-accepted.txt`);
  });
}

/** Waits until something heard matches. */
const heardSoon = (page: Page, match: (phrase: string) => boolean) =>
  expect.poll(async () => (await spoken(page)).some(match)).toBe(true);

/** From the landing to the flow's first step with the reader on, as a keyboard user goes. */
async function toFirstStep(page: Page, brand: BrandId, heading: string): Promise<void> {
  const origin = brandUrl(brand);
  await serveReader(page, origin);
  await page.goto(`${origin}${BASE}/`);
  await appStarted(page);
  await startReader(page);
  await pressButton(page, text(brand, 'common', 'loan>continue'));
  await arrival(page, heading);
}

test('vn-1: the amount dialog is heard opening with its name, and closing with Escape returns to its button', async ({
  page,
}) => {
  const brand = 'vn-1';
  const form = (key: string) => text(brand, 'form', key);
  await toFirstStep(page, brand, form('steps>initial-details'));

  await pressButton(page, form('terms>change'));
  const dialog = page.getByRole('dialog', { name: form('terms>dialogHeading') });
  await expect(dialog).toBeVisible();
  await heardSoon(page, (p) => p.startsWith(`dialog, ${form('terms>dialogHeading')}`));
  expect(transcript(await spoken(page))).toMatchSnapshot('vn-1-dialog-opened.txt');

  await clearSpoken(page);
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(page.getByRole('button', { name: form('terms>change') })).toBeFocused();
  await heardSoon(page, (p) => p.startsWith(`button, ${form('terms>change')}`));
  expect(transcript(await spoken(page))).toMatchSnapshot('vn-1-dialog-closed.txt');
});

test('es-1: a save that fails is heard, and focus goes to the message; the next Tab stays in the form', async ({
  page,
}) => {
  const brand = 'es-1';
  const form = (key: string) => text(brand, 'form', key);
  const step = brandConfig(brand).steps[0]!;
  await toFirstStep(page, brand, form(`steps>${step.path.slice(1)}`));
  const answers = answersFor(brand, 'accept+fallo@example.es');
  await answer(page, brand, askedOn(step, answers), answers);
  await page.route(/\/v[23]\/lead/, (route) => route.fulfill({ status: 503, body: '' }));
  await pressButton(page, form('step>continue'));

  const message = page.getByRole('alert').filter({ hasText: form('step>saveFailedServer') });
  await expect(message).toBeFocused();
  await heardSoon(page, (p) => p.includes(form('step>saveFailedServer')));
  const heard = await spoken(page);
  expect(
    heard.some((p) => p.includes(form('step>saving'))),
    'the save was announced first',
  ).toBe(true);
  expect(transcript(heard)).toMatchSnapshot('es-1-save-failed.txt');
  await page.keyboard.press('Tab');
  await expect(page.locator('form.step-form :focus')).toHaveCount(1);
});
