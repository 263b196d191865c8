import type { APIRequestContext, Page } from '@playwright/test';
import { MAX_DOCUMENT_BYTES } from '../contract/documents';
import { axeViolations, brandConfig, brandUrl, errorSummary, expect, test, text } from './fixtures';
import { answersFor, chooseLoan, completeStep, theLead } from './journey';
import { JPEG, PNG } from './sample-pictures';

const BRAND = 'es-1' as const;
const screens = (key: string, values: Record<string, string | number> = {}) =>
  Object.entries(values).reduce((s, [k, v]) => s.replace(`{{${k}}}`, String(v)), text(BRAND, 'screens', key));
const heading = (page: Page, key: string) => page.getByRole('heading', { level: 1, name: screens(key) });
const MAX_MB = MAX_DOCUMENT_BYTES / (1024 * 1024);

/** What the server answers for a kept picture: the size and SHA-256 of the bytes it encoded again. */
const kept = { size: expect.any(Number), sha256: expect.stringMatching(/^[0-9a-f]{64}$/) };

/** The reference API's `idupload+` trigger: after checking, the application waits for the ID documents. */
async function reachIdUpload(page: Page, email: string): Promise<void> {
  const answers = answersFor(BRAND, email);
  await chooseLoan(page, BRAND);
  for (const i of brandConfig(BRAND).steps.keys()) await completeStep(page, BRAND, i, answers);
  await expect(heading(page, 'idUpload>heading')).toBeFocused({ timeout: 20_000 });
  await expect(page).toHaveURL(/\/id-upload$/);
}

/** What the database holds for the lead's documents (a test-only route; never the bytes). */
async function storedDocuments(request: APIRequestContext, leadId: string) {
  const res = await request.get(`${brandUrl(BRAND)}/api/test/documents?leadId=${leadId}`);
  expect(res.ok()).toBe(true);
  return ((await res.json()) as { documents: Record<string, unknown>[] }).documents;
}

const acceptedHeading = (page: Page) =>
  page.getByRole('heading', { level: 1, name: text(BRAND, 'screens', 'accepted>heading') });

test('es-1: both sides of the ID are uploaded; a file too large and one of the wrong type are refused with nothing lost; the documents lead on', async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  await reachIdUpload(page, 'idupload+documentos@example.com');
  await expect(page).toHaveTitle(new RegExp(`^${screens('idUpload>heading')} - `));
  expect(await axeViolations(page)).toEqual([]);

  const front = page.getByLabel(screens('idUpload>sides>front'), { exact: true });
  const back = page.getByLabel(screens('idUpload>sides>back'), { exact: true });
  await expect(front).toHaveAttribute('capture', 'environment');
  await front.setInputFiles({ name: 'delante.jpg', mimeType: 'image/jpeg', buffer: JPEG });
  const frontKept = page.getByText(screens('idUpload>uploaded', { name: 'delante.jpg' }));
  await expect(frontKept).toBeVisible();

  // Refused in the browser, before any upload: the front stays.
  await back.setInputFiles({
    name: 'enorme.png',
    mimeType: 'image/png',
    buffer: Buffer.alloc(MAX_DOCUMENT_BYTES + 1),
  });
  await expect(errorSummary(page, BRAND)).toBeFocused();
  await expect(errorSummary(page, BRAND)).toContainText(screens('idUpload>errors>size', { max: MAX_MB }));
  await expect(frontKept).toBeVisible();
  await back.setInputFiles({
    name: 'notas.txt',
    mimeType: 'text/plain',
    buffer: Buffer.from('no es un documento'),
  });
  await expect(errorSummary(page, BRAND)).toContainText(screens('idUpload>errors>type'));
  await expect(back).toHaveAttribute('aria-invalid', 'true');
  await expect(frontKept).toBeVisible();
  expect(await axeViolations(page)).toEqual([]);
  // The summary's link takes the focus to the side it is about.
  await errorSummary(page, BRAND)
    .getByRole('link', { name: screens('idUpload>errors>type') })
    .click();
  await expect(back).toBeFocused();

  await back.setInputFiles({ name: 'detras.png', mimeType: 'image/png', buffer: PNG });
  await expect(page.getByText(screens('idUpload>uploaded', { name: 'detras.png' }))).toBeVisible();
  await expect(errorSummary(page, BRAND)).toHaveCount(0);

  const lead = await theLead(page, request, BRAND);
  expect(await storedDocuments(request, lead.id)).toEqual([
    expect.objectContaining({ side: 'front', mediaType: 'image/jpeg', ...kept }),
    expect.objectContaining({ side: 'back', mediaType: 'image/png', ...kept }),
  ]);

  await page.getByRole('button', { name: screens('idUpload>send') }).click();
  await expect(acceptedHeading(page)).toBeVisible({ timeout: 20_000 });
  await expect(page).toHaveURL(/\/accepted$/);
  expect((await theLead(page, request, BRAND)).status).toBe('accepted');
});

test('es-1: the ID upload can be skipped: the application goes on with no document stored', async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  await reachIdUpload(page, 'idupload+sin-documentos@example.com');
  await page.getByRole('button', { name: screens('idUpload>skip') }).click();
  await expect(acceptedHeading(page)).toBeVisible({ timeout: 20_000 });
  await expect(page).toHaveURL(/\/accepted$/);
  expect(await storedDocuments(request, (await theLead(page, request, BRAND)).id)).toEqual([]);
});
