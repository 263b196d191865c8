import type { BrandId } from '../brands/schema';
import { INITIAL_DATA_POINTS } from '../contract/dynamic-steps';
import { BASE, brandConfig, brandUrl, expect, PERSON_BROWSER, test, text } from './fixtures';
import { appStarted, fillStep } from './journey';

/**
 * The session recorder (behaviour §4 "Tracking", docs/decisions/0036-consent-and-tags.md): vn-1 records every session
 * (logSessionPercentage 100) once analytics is agreed to. What it sends shows the page's structure only: every
 * input's value and every text are masked, so nothing typed or shown of the applicant is in a recording.
 */
const BRAND: BrandId = 'vn-1';
const TERMS = new Set(['amount', 'period']);

test.use({ consent: 'accepted', userAgent: PERSON_BROWSER.userAgent });
test.beforeEach(({ page }) => page.addInitScript({ content: PERSON_BROWSER.script }));

type Snapshot = { type: number; data: { source?: number; text?: string } | string };
type Batch = { event: string; properties: { $snapshot_data?: Snapshot[] } }[];

test(`${BRAND}: a sampled session is recorded with every input and text masked`, async ({
  page,
  thirdParty,
}) => {
  expect(brandConfig(BRAND).logging.logSessionPercentage).toBe(100);
  const email = `recorded.${Date.now()}@example.com`;
  const host = new URL(brandConfig(BRAND).tracking.posthogHost).hostname;
  const snapshots = () =>
    thirdParty
      .to(host, '/s')
      .flatMap((r) => JSON.parse(r.body) as Batch)
      .flatMap((event) => event.properties.$snapshot_data ?? []);
  const inputs = () =>
    snapshots().flatMap((s) =>
      s.type === 3 && typeof s.data === 'object' && s.data.source === 5 ? [s.data.text ?? ''] : [],
    );
  await page.goto(`${brandUrl(BRAND)}${BASE}/`);
  await appStarted(page);
  await page.getByRole('button', { name: text(BRAND, 'common', 'loan>continue') }).click();
  await expect(page).toHaveURL(/\/initial-details$/);
  // The recording has begun (its full snapshot of the page is sent) before anything is typed.
  await expect.poll(() => snapshots().some((s) => s.type === 2)).toBe(true);
  await fillStep(
    page,
    BRAND,
    INITIAL_DATA_POINTS.filter((id) => !TERMS.has(id)),
    email,
  );
  const typed = await page
    .getByRole('textbox')
    .evaluateAll((boxes) =>
      boxes.map((box) => (box as HTMLInputElement).value).filter((value) => value.length >= 4),
    );
  expect(typed).toContain(email);

  // What was typed, as input events.
  await expect
    .poll(() => inputs().filter((value) => /^\*+$/.test(value)).length)
    .toBeGreaterThanOrEqual(typed.length);
  for (const value of inputs()) expect(value, 'an input event, masked').toMatch(/^(\**|on)$/);
  const recorded = thirdParty
    .to(host, '/s')
    .map((r) => r.body)
    .join('\n');
  // A typed number counts only on its own: "1990" inside an epoch timestamp (…7199903…) is not the year typed.
  const alone = (value: string) =>
    new RegExp(`(?<![0-9])${value.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}(?![0-9])`);
  for (const value of typed) expect(recorded, `"${value}" is not in the recording`).not.toMatch(alone(value));
  expect(recorded).not.toContain(text(BRAND, 'form', 'steps>initial-details'));
});
