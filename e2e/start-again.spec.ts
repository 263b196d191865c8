import type { Page } from '@playwright/test';
import { axeViolations, brandConfig, expect, test, text } from './fixtures';
import { answersFor, chooseLoan, completeStep, sessionIdOf, storedLeads } from './journey';

const session = (page: Page, key: string) => page.evaluate((k) => sessionStorage.getItem(k), key);

// docs/decisions/0006 "reapplying": a closed application's screen offers a new one; the result and the lead id
// are cleared, the session stays, and the new application makes a second lead of the same session.
test('es-1: a rejection says why and whom to write to; a new application makes a second lead of the same session', async ({
  page,
  request,
}) => {
  test.setTimeout(90_000);
  const brand = 'es-1';
  const steps = brandConfig(brand).steps;
  const apply = async (email: string, monthlyIncome?: number) => {
    const answers = answersFor(brand, email);
    if (monthlyIncome !== undefined)
      answers['monthly-income'] = { how: 'type', value: String(monthlyIncome), stored: monthlyIncome };
    await chooseLoan(page, brand);
    for (const i of steps.keys()) await completeStep(page, brand, i, answers);
  };
  // An income under the country's minimum (600 € in Spain): the reference API declines it, and says why.
  await apply('low.income.again@example.com', 300);
  await expect(
    page.getByRole('heading', { level: 1, name: text(brand, 'screens', 'rejected>heading') }),
  ).toBeVisible({ timeout: 20_000 });
  await expect(page.getByText(text(brand, 'screens', 'rejected>reason>income'))).toBeVisible();
  const contact = page.getByRole('link', { name: brandConfig(brand).supportEmail });
  await expect(contact).toHaveAttribute('href', `mailto:${brandConfig(brand).supportEmail}`);
  expect(await axeViolations(page)).toEqual([]);
  const firstLead = await session(page, 'lid');
  expect(firstLead).toMatch(/^[0-9a-f-]{36}$/);
  const sessionId = (await sessionIdOf(page))!;

  await page.getByRole('button', { name: text(brand, 'screens', 'startAgain>action') }).click();
  await expect(
    page.getByRole('heading', { level: 1, name: text(brand, 'common', 'loan>heading') }),
  ).toBeVisible();
  await expect(page).toHaveURL(/\/application-frontend\/$/);
  expect(await session(page, 'lid')).toBeNull();
  expect(await session(page, 'reapplying')).toBe('true');

  await apply('accept+again@example.com');
  await expect(
    page.getByRole('heading', { level: 1, name: text(brand, 'screens', 'accepted>heading') }),
  ).toBeVisible({ timeout: 20_000 });
  const secondLead = await session(page, 'lid');
  expect(secondLead).toMatch(/^[0-9a-f-]{36}$/);
  expect(secondLead).not.toBe(firstLead);
  expect(await session(page, 'reapplying')).toBeNull();
  expect(await sessionIdOf(page)).toBe(sessionId);
  const leads = await storedLeads(request, brand, sessionId);
  expect(leads.map((l) => l.status).sort()).toEqual(['accepted', 'rejected']);
});
