/**
 * Reliability scenario 6 at the moment the first step's code takes its build-time page over (docs/quality.md §2):
 * answering starts once React has begun to hydrate the step. A tap, a key or the text it inserts makes React finish
 * hydrating at once, before it handles the event, so no keystroke reaches a half-hydrated step, and every answer is
 * kept. Typing before the code runs is save-faults.spec.ts's.
 */
import { READY_ATTRIBUTE, START_MARKS } from '../../web/src/lib/early-input';
import { BASE, brandConfig, brandUrl, expect, test } from '../fixtures';
import { answer, answersFor, appTookOver, askedOn, continueButton, stepHeading } from '../journey';
import { faultsCounter, scenario } from './figures';
import { expectOneLeadWith, pageErrors } from './support';

const ES = 'es-1' as const;
const steps = brandConfig(ES).steps;
/** A phone far slower than the reference one: the step's hydration then lasts over a second. */
const SLOW_CPU = 20;

test('6 · es-1: answering as the first step starts to hydrate, every keystroke reaches the running step and the lead holds every answer', async ({
  page,
  request,
}) => {
  scenario(6);
  test.setTimeout(60_000);
  const faults = faultsCounter();
  const errors = pageErrors(page);
  const answers = answersFor(ES, 'accept+rel6hydrate@example.com');
  const ids = askedOn(steps[0]!, answers);
  // Where the page stood at the first keystroke: hydration begun (its mark), the step running (the readiness mark).
  await page.addInitScript(
    ([mark, ready]) =>
      document.addEventListener(
        'input',
        () => {
          const w = window as Window & { firstInputAt?: string };
          w.firstInputAt ??= `${performance.getEntriesByName(mark).length > 0 ? 'hydrating' : 'before'}${document.documentElement.hasAttribute(ready) ? ', ready' : ''}`;
        },
        true,
      ),
    [START_MARKS.render, READY_ATTRIBUTE] as const,
  );
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: SLOW_CPU });
  await page.goto(`${brandUrl(ES)}${BASE}${steps[0]!.path}`);
  // Hydration has begun; at this CPU it lasts about a second, so answering mostly starts inside it.
  await page.waitForFunction((mark) => performance.getEntriesByName(mark).length > 0, START_MARKS.render);
  faults.inject();
  // The first answer at that speed, the others at the machine's own.
  await answer(page, ES, ids.slice(0, 1), answers);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 1 });
  await answer(page, ES, ids.slice(1), answers);
  expect(await page.evaluate(() => (window as Window & { firstInputAt?: string }).firstInputAt)).toBe('hydrating, ready');
  await appTookOver(page);
  await continueButton(page, ES).click();
  await expect(stepHeading(page, ES, steps[1]!.path)).toBeVisible();
  await expectOneLeadWith(page, request, ids, answers);
  expect(errors).toEqual([]);
  faults.survived();
});
