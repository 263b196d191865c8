import { brandConfig, expect, test } from './fixtures';
import {
  answer,
  answersFor,
  askedOn,
  chooseLoan,
  completeStep,
  continueButton,
  expectShown,
  expectedValues,
  fieldName,
  policiesGroup,
  stepHeading,
  storedValues,
  theLead,
} from './journey';

/** What a new tab asks again: the national id and the account (never kept on the device), the consents (behaviour §4). */
const ASKED_AGAIN = new Set(['personal-code', 'bank-account', 'general-policies', 'marketing-consents']);

// docs/decisions/0046: a new tab (or the browser opened again) has every answer saved on this device; each step
// asks again only what may not be kept.
test('es-1: a new tab after three steps has every saved answer: only the national id, the consents and the bank account are asked again', async ({
  page,
  context,
  request,
}) => {
  test.setTimeout(90_000);
  const brand = 'es-1';
  const steps = brandConfig(brand).steps;
  const answers = answersFor(brand, 'accept+resume@example.com');
  await chooseLoan(page, brand);
  for (const i of [0, 1, 2]) await completeStep(page, brand, i, answers);
  await expect(stepHeading(page, brand, steps[3]!.path)).toBeVisible();

  // A new tab of the same browser: this device's copy of the answers, nothing of the first tab's session.
  const tab = await context.newPage();
  await chooseLoan(tab, brand);
  for (const i of [0, 1, 2]) {
    const asked = askedOn(steps[i]!, answers);
    await expect(stepHeading(tab, brand, steps[i]!.path)).toBeFocused();
    await expectShown(tab, brand, asked.filter((id) => !ASKED_AGAIN.has(id)), answers);
    for (const id of asked.filter((id) => ASKED_AGAIN.has(id)))
      if (id === 'general-policies')
        for (const box of await policiesGroup(tab, brand).getByRole('checkbox').all()) await expect(box).not.toBeChecked();
      else if (id !== 'marketing-consents') await expect(tab.getByLabel(fieldName(brand, id), { exact: true })).toHaveValue('');
    await answer(tab, brand, asked.filter((id) => ASKED_AGAIN.has(id)), answers);
    await continueButton(tab, brand).click();
  }
  await expect(stepHeading(tab, brand, steps[3]!.path)).toBeFocused();

  // The new tab's lead holds every answer of the three steps.
  const asked = [0, 1, 2].flatMap((i) => askedOn(steps[i]!, answers)).filter((id) => id !== 'general-policies');
  expect(storedValues((await theLead(tab, request, brand)).data, asked)).toEqual(expectedValues(asked, answers));
});
