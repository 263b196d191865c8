import type { Page, Route } from '@playwright/test';
import { dataPoints } from '../../contract/data-points';
import { INITIAL_DATA_POINTS, INITIAL_STEP } from '../../contract/dynamic-steps';
import type { BrandId } from '../../brands/schema';
import { BASE, brandConfig, brandUrl, errorSummary, expect, text } from '../fixtures';
import { answersFor, appStarted, askedOn, completeStep, continueButton, fillStep, stepHeading } from '../journey';
import type { Shooter } from './shots';

const heading = (page: Page, name: string) => page.getByRole('heading', { level: 1, name });

/**
 * Holds every request `match` makes until `release` is called, so the page stays on the screen it shows; then the
 * requests go on (`continue`) or fail (`abort`, for a partner site this machine cannot reach).
 */
export async function hold(page: Page, match: string | ((url: URL) => boolean), then: 'continue' | 'abort') {
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  const handler = async (route: Route) => {
    await released;
    await (then === 'continue' ? route.continue() : route.abort()).catch(() => undefined);
  };
  await page.route(match, handler);
  return {
    release: async () => {
      release();
      await page.unroute(match, handler);
    },
  };
}

/** Sends the application with the status poll held, so the checking screen is pictured, then its result. */
async function checkingThenResult(page: Page, brand: BrandId, shooter: Shooter, send: () => Promise<void>) {
  const status = await hold(page, '**/api/lead/status/**', 'continue');
  await send();
  await shooter.shoot('/checking', heading(page, text(brand, 'screens', 'checking>heading')));
  await status.release();
  await expect(page).not.toHaveURL(/\/checking$/, { timeout: 20_000 });
  await shooter.shoot(new URL(page.url()).pathname.replace(BASE, ''), page.getByRole('heading', { level: 1 }));
}

const hasRequired = (ids: readonly string[]) => ids.some((id) => !dataPoints[id]?.optional);

/** The classic steps: each empty, each refused when sent empty, then answered; the checking screen; the result. */
async function classicSteps(page: Page, brand: BrandId, shooter: Shooter): Promise<void> {
  const answers = answersFor(brand, 'accept+ana@example.com');
  const steps = brandConfig(brand).steps;
  for (const [i, step] of steps.entries()) {
    await shooter.shoot(step.path, stepHeading(page, brand, step.path));
    const asked = askedOn(step, answers);
    if (hasRequired(asked)) {
      await continueButton(page, brand, i === steps.length - 1).click();
      await shooter.shoot(`${step.path}, sent empty`, errorSummary(page, brand));
    }
    if (i < steps.length - 1) await completeStep(page, brand, i, answers);
    else await checkingThenResult(page, brand, shooter, () => completeStep(page, brand, i, answers));
  }
}

/** The dynamic pages as the server asks for them (each empty, refused, answered), the review, then the result. */
async function dynamicPages(page: Page, brand: BrandId, shooter: Shooter): Promise<void> {
  const email = 'accept+ana@example.com';
  for (let i = 0; i < 14 && !/\/review$/.test(page.url()); i++) {
    const path = new URL(page.url()).pathname.split('/').pop()!;
    await shooter.shoot(`/${path}`, stepHeading(page, brand, `/${path}`));
    const stored = await page.evaluate(() => sessionStorage.getItem('dynamicPages'));
    const pages = stored
      ? (JSON.parse(stored) as { pages: { path: string; dataPoints: string[] }[] }).pages
      : [{ path: INITIAL_STEP, dataPoints: [...INITIAL_DATA_POINTS] }];
    const ids = (pages.find((p) => p.path === path)?.dataPoints ?? []).filter((id) => id !== 'amount' && id !== 'period');
    if (i === 0 && hasRequired(ids)) {
      await continueButton(page, brand).click();
      await shooter.shoot(`/${path}, sent empty`, errorSummary(page, brand));
    }
    await fillStep(page, brand, ids, email);
    await continueButton(page, brand).click();
    await page.waitForURL((u) => !u.pathname.endsWith(`/${path}`));
  }
  await shooter.shoot('/review', stepHeading(page, brand, '/review'));
  await checkingThenResult(page, brand, shooter, () => continueButton(page, brand, true).click());
}

/** The form from the loan screen to the result, every screen and refusal on the way. */
export async function theForm(page: Page, brand: BrandId, shooter: Shooter): Promise<void> {
  await page.goto(`${brandUrl(brand)}${BASE}/`);
  await shooter.shoot('/ (the loan)', heading(page, text(brand, 'common', 'loan>heading')));
  await appStarted(page);
  await page.getByRole('button', { name: text(brand, 'common', 'loan>continue') }).click();
  if (brandConfig(brand).flow === 'dynamic') await dynamicPages(page, brand, shooter);
  else await classicSteps(page, brand, shooter);
}
