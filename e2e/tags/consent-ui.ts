/** The consent banner and dialog as a person finds them: by role and name, in the brand's language. */
import type { Page } from '@playwright/test';
import type { BrandId } from '../../brands/schema';
import { brandUrl, expect, text } from '../fixtures';

export const consentText = (brand: BrandId, key: string) => text(brand, 'consent', key);

export const banner = (page: Page, brand: BrandId) =>
  page.getByRole('region', { name: consentText(brand, 'banner>title'), exact: true });

export const preferences = (page: Page, brand: BrandId) =>
  page.getByRole('dialog', { name: consentText(brand, 'dialog>title') });

export const cookieSettings = (page: Page, brand: BrandId) =>
  page.getByRole('button', { name: text(brand, 'common', 'shell>cookieSettings') });

export interface ConsentRecord {
  analytics: boolean;
  marketing: boolean;
  textVersion: string;
  action: string;
  recordedAt: string;
}

/** The consent events the reference API recorded for the page's session (its test-only read). */
export async function consentRecords(page: Page, brand: BrandId): Promise<ConsentRecord[]> {
  const sessionId = await page.evaluate(() => sessionStorage.getItem('sessionId'));
  const res = await page.request.get(`${brandUrl(brand)}/api/test/consent-events/${sessionId}`);
  expect(res.status()).toBe(200);
  return (await res.json()) as ConsentRecord[];
}

/** "Accept all" on the banner, as a person presses it; the banner then leaves. */
export async function acceptAll(page: Page, brand: BrandId): Promise<void> {
  const region = banner(page, brand);
  await expect(region).toBeVisible();
  await region.getByRole('button', { name: consentText(brand, 'banner>acceptAll') }).click();
  await expect(region).toBeHidden();
}
