import { brandConfig, BASE, brandUrl, expect, test, text } from './fixtures';
import { appStarted, chooseLoan, labelOf, stepHeading } from './journey';

// docs/decisions/0023: the first page that asks personal data says what it is for and links the notices.
for (const brand of ['es-1', 'vn-1'] as const) {
  test(`${brand}: the first page that asks personal data carries the privacy notice with its two links`, async ({
    page,
  }) => {
    const config = brandConfig(brand);
    if (config.flow === 'classic') await chooseLoan(page, brand);
    else {
      await page.goto(`${brandUrl(brand)}${BASE}/`);
      await appStarted(page);
      await page.getByRole('button', { name: text(brand, 'common', 'loan>continue') }).click();
      await expect(page).toHaveURL(/\/initial-details$/);
    }
    await expect(page.getByText(text(brand, 'form', 'privacy>notice'))).toBeVisible();
    for (const [key, path] of [
      ['privacy>policy', config.privacyPath],
      ['privacy>terms', config.termsPath],
    ] as const)
      await expect(page.getByRole('link', { name: text(brand, 'form', key) })).toHaveAttribute(
        'href',
        new URL(path, config.siteOrigin).href,
      );
  });
}

test('vn-1: the family name is asked before the given name, as Vietnamese names are written', async ({
  page,
}) => {
  const brand = 'vn-1';
  await page.goto(`${brandUrl(brand)}${BASE}/initial-details`);
  await expect(stepHeading(page, brand, '/initial-details')).toBeVisible();
  const boxes = page.getByRole('textbox');
  const names = await boxes.evaluateAll((list) => list.map((box) => box.id));
  expect(names.indexOf('last-name')).toBeGreaterThanOrEqual(0);
  expect(names.indexOf('last-name')).toBeLessThan(names.indexOf('first-name'));
  await expect(
    page.getByRole('textbox', { name: text(brand, 'form', 'fields>last-name>label') }),
  ).toHaveAttribute('id', 'last-name');
});

test('pl-1: the PESEL fills in the birth date and sex it encodes, says so, and the step goes on', async ({
  page,
}) => {
  const brand = 'pl-1';
  await chooseLoan(page, brand);
  const pesel = '44051401359'; // born 1944-05-14, male (contract/data-points/test-fixtures.ts)
  await page.getByRole('textbox', { name: labelOf(brand, 'personal-code') }).fill(pesel);
  await expect(
    page.getByRole('status').filter({ hasText: text(brand, 'form', 'assist>birthDataFilled') }),
  ).toBeVisible();
  for (const [key, value] of [
    ['date>day', '14'],
    ['date>month', '05'],
    ['date>year', '1944'],
  ] as const)
    await expect(page.getByRole('textbox', { name: text(brand, 'form', key), exact: true })).toHaveValue(
      value,
    );
  await expect(page.getByRole('radio', { name: text(brand, 'form', 'options>gender>male') })).toBeChecked();
});
