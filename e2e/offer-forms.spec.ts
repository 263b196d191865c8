import type { APIRequestContext, Page } from '@playwright/test';
import { dataPoints } from '../contract/data-points';
import { OFFER_FORMS, type OfferFormRoute } from '../contract/offer-forms';
import type { BrandId } from '../brands/schema';
import { axeViolations, BASE, brandConfig, brandUrl, errorSummary, expect, test, text } from './fixtures';
import { continueLinkAt } from './offer-screens';
import {
  answer,
  answersFor,
  chosen,
  askedOn,
  chooseLoan,
  completeStep,
  expectedValues,
  fieldName,
  storedValues,
  theLead,
  typed,
  type Answers,
  type StoredLead,
} from './journey';

/** Answers to the detail screens' questions (beyond the application's own), as a person types and the lead stores them. */
function detailAnswers(brand: BrandId): Answers {
  const date = (year: string, month: string, day: string) => ({
    how: 'date' as const,
    day,
    month,
    year,
    stored: `${year}-${month}-${day}`,
  });
  const application = answersFor(brand, 'x@example.com');
  return {
    'job-area': chosen('healthcare'),
    'job-title': typed('Enfermera'),
    'income-contract-started-at': date('2019', '03', '01'),
    'position-type': chosen('specialist'),
    'employer-postal-code': application['postal-code']!,
    'employer-city': application.city!,
    'employer-street': application.street!,
    'employer-house-number': typed('3/5'),
    'trial-period': chosen('no', false),
    education: chosen('bachelor'),
    'living-area': chosen('city'),
    'city-of-birth': application.city!,
    'id-card-number': typed('ABC 123456'),
    'id-card-issued-at': date('2019', '05', '01'),
    'household-income': typed('2500', 2500),
    'has-proof-of-income': chosen('yes', true),
    'monthly-extra-income': typed('150', 150),
    'pension-payer': typed('Seguridad Social'),
    'number-of-inhabitants': typed('3', 3),
    'has-other-loans': chosen('yes', true),
    'monthly-credit-commitments': typed('120', 120),
    'is-interested-in-debt-consolidation': chosen('no', false),
    'economic-activity': chosen('healthcare'),
    'total-debt': typed('4000', 4000),
    'overdue-debt-amount': typed('0', 0),
    'in-tax-debt': chosen('no', false),
    'in-contribution-debt': chosen('no', false),
    'household-expenses': typed('900', 900),
    'vehicle-make': chosen('SEAT'),
    'vehicle-model': chosen('Ibiza'),
    'vehicle-registration-year': typed('2017', 2017),
    'vehicle-license-plate-number': typed('1234 bcd', '1234 BCD'),
    'is-vehicle-financed': chosen('no', false),
  };
}

/**
 * Each screen, in a brand of the country whose lender asks for it (a CNP in Romania, the "wniosek" in Poland). Four
 * are reached after a whole application in the browser (the CNP and the "wniosek" check answers of its steps); the
 * others open from a continue link of an application the API sent with the same trigger, which the decision engine
 * sends to the screen the same way (e2e/offer-screens.ts): a whole form costs seconds per screen.
 */
const THROUGH_THE_FORM: ReadonlySet<string> = new Set(['/employment-details', '/reference-details', '/cnp', '/wniosek']);
const SCREENS: readonly [OfferFormRoute, BrandId][] = [
  ['/employment-details', 'es-1'],
  ['/additional-employment-details', 'es-1'],
  ['/additional-personal-details', 'es-1'],
  ['/marital-details', 'es-1'],
  ['/aide', 'es-1'],
  ['/credit-details', 'es-1'],
  ['/professional-details', 'es-1'],
  ['/customer-debts', 'es-1'],
  ['/reference-details', 'es-1'],
  ['/vehicle', 'es-1'],
  ['/wenance-account', 'es-1'],
  ['/cnp', 'ro-1'],
  ['/wniosek', 'pl-1'],
];

const heading = (page: Page, brand: BrandId, route: string) =>
  page.getByRole('heading', { level: 1, name: text(brand, 'form', `offer>${route.slice(1)}>heading`) });
const saveButton = (page: Page, brand: BrandId) =>
  page.getByRole('button', { name: text(brand, 'form', 'offer>save') });

/** The first page's answers, all an application made through the API holds (e2e/offer-screens.ts). */
const API_ANSWERED = ['first-name', 'last-name', 'date-of-birth', 'email', 'phone-number', 'general-policies'];

/**
 * The application sent with the demo trigger that takes it to `route` after checking, through the whole form or
 * (`THROUGH_THE_FORM` without it) through the API and a continue link; waits for that screen. Answers the answers
 * and the questions the application has answered.
 */
async function applyFor(page: Page, request: APIRequestContext, brand: BrandId, route: string) {
  const answers = { ...answersFor(brand, `goto-${route.slice(1)}+ana@example.com`), ...detailAnswers(brand) };
  const form = THROUGH_THE_FORM.has(route);
  let lead = () => theLead(page, request, brand);
  if (form) {
    await chooseLoan(page, brand);
    for (const i of brandConfig(brand).steps.keys()) await completeStep(page, brand, i, answers);
  } else {
    const { id, path } = await continueLinkAt(request, brand, route);
    await page.goto(`${brandUrl(brand)}${BASE}${path}`);
    lead = async () => {
      const res = await request.get(`${brandUrl(brand)}/api/test/leads?id=${id}`);
      return ((await res.json()) as { leads: StoredLead[] }).leads[0]!;
    };
  }
  await expect(heading(page, brand, route)).toBeFocused({ timeout: 20_000 });
  await expect(page).toHaveURL(new RegExp(`${route}$`));
  const known = form ? brandConfig(brand).steps.flatMap((s) => s.dataPoints) : API_ANSWERED;
  return { answers, known: new Set(known), lead, form };
}

/**
 * Answers a screen. Questions the application already answered show those answers (the person confirms or
 * corrects them); the others are refused first with nothing answered, each named in the error summary.
 */
async function fillIn(page: Page, brand: BrandId, route: OfferFormRoute, answers: Answers, known: Set<string>) {
  const country = brandConfig(brand).country;
  const asked = askedOn(OFFER_FORMS[route], answers).filter(
    (id) => dataPoints[id]?.countries?.includes(country) ?? true,
  );
  const unanswered = asked.filter((id) => !known.has(id));
  if (unanswered.length > 0) {
    await saveButton(page, brand).click();
    await expect(errorSummary(page, brand)).toBeFocused();
    await expect(errorSummary(page, brand).getByRole('link')).toHaveCount(unanswered.length);
  }
  await answer(page, brand, asked, answers);
  await saveButton(page, brand).click();
  return asked;
}

/** Romania: a CNP with a right checksum whose birth date or sex is not the application's is refused at its field. */
async function refusesAnotherPersonsCode(page: Page, brand: BrandId) {
  const code = page.getByLabel(fieldName(brand, 'personal-code'), { exact: true });
  for (const other of ['2630615123459', '1630616123451']) {
    await code.fill(other);
    await saveButton(page, brand).click();
    await expect(errorSummary(page, brand)).toBeFocused();
    await expect(code).toHaveAttribute('aria-invalid', 'true');
    await expect(code).toHaveValue(other);
  }
}

for (const [route, brand] of SCREENS) {
  test(`${brand}: ${route} is reached through the decision engine, refuses an empty answer, saves and moves on`, async ({
    page,
    request,
  }) => {
    test.setTimeout(120_000);
    const { answers, known, lead: theApplication, form } = await applyFor(page, request, brand, route);
    const site = brandConfig(brand).page.title || brandConfig(brand).displayName;
    await expect(page).toHaveTitle(`${text(brand, 'form', `offer>${route.slice(1)}>heading`)} - ${site}`);
    expect(await axeViolations(page)).toEqual([]);
    if (route === '/cnp') await refusesAnotherPersonsCode(page, brand);
    const asked = await fillIn(page, brand, route, answers, known);
    const screens = [route];
    // The Polish agreement application is completed on its own screen.
    if (route === '/wniosek') {
      await expect(heading(page, brand, '/wniosek-uzupelnienie')).toBeFocused();
      expect(await axeViolations(page)).toEqual([]);
      // The household's expenses and size start from step 4's living expenses and dependants (+1, the person).
      const household = page.getByLabel(fieldName(brand, 'number-of-inhabitants'), { exact: true });
      await expect(household).toHaveValue(String(Number(answers.dependants!.stored) + 1));
      const prefilled = new Set([...known, 'household-expenses', 'number-of-inhabitants']);
      asked.push(...(await fillIn(page, brand, '/wniosek-uzupelnienie', answers, prefilled)));
      screens.push('/wniosek-uzupelnienie');
    }
    await expect(
      page.getByRole('heading', { level: 1, name: text(brand, 'screens', 'accepted>heading') }),
    ).toBeVisible();
    const lead = await theApplication();
    expect(lead.status).toBe('accepted');
    expect(storedValues(lead.data, asked)).toEqual(expectedValues(asked, answers));
    // Back never shows a screen the server has moved past (a continue link's screen is no step back in the app).
    if (!form) return;
    await page.goBack();
    await expect(
      page.getByRole('heading', { level: 1, name: text(brand, 'screens', 'accepted>heading') }),
    ).toBeVisible();
    for (const done of screens) await expect(heading(page, brand, done)).toHaveCount(0);
  });
}

test('es-1: a refusal of the server is shown at its field, a reload keeps what was typed, and the save then goes through', async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  const brand = 'es-1';
  const { answers } = await applyFor(page, request, brand, '/reference-details');
  const asked = askedOn(OFFER_FORMS['/reference-details'], answers);
  await answer(page, brand, asked, answers);
  await page.reload();
  await expect(heading(page, brand, '/reference-details')).toBeVisible();
  const name = page.getByLabel(fieldName(brand, 'reference-name'), { exact: true });
  await expect(name).toHaveValue(String(answers['reference-name']!.stored));
  // The server refuses once (a rule of its own: the number is the applicant's own).
  await page.route(
    '**/api/lead/offer/reference-details',
    (route) =>
      route.fulfill({
        status: 422,
        contentType: 'application/json',
        body: JSON.stringify({
          message: 'no',
          errors: [{ fieldName: 'reference-phone-number', message: 'errors>phone' }],
        }),
      }),
    { times: 1 },
  );
  await saveButton(page, brand).click();
  await expect(errorSummary(page, brand)).toBeFocused();
  await expect(page.getByLabel(fieldName(brand, 'reference-phone-number'), { exact: true })).toHaveAttribute(
    'aria-invalid',
    'true',
  );
  await expect(name).toHaveValue(String(answers['reference-name']!.stored));
  await saveButton(page, brand).click();
  await expect(
    page.getByRole('heading', { level: 1, name: text(brand, 'screens', 'accepted>heading') }),
  ).toBeVisible();
  expect(storedValues((await theLead(page, request, brand)).data, asked)).toEqual(
    expectedValues(asked, answers),
  );
});

test('vn-1: /wenance-account asks the bank beside the account number, which opens the numeric keypad; both are stored', async ({
  page,
  request,
}) => {
  const brand = 'vn-1';
  const { id, path } = await continueLinkAt(request, brand, '/wenance-account');
  await page.goto(`${brandUrl(brand)}${BASE}${path}`);
  await expect(heading(page, brand, '/wenance-account')).toBeVisible();
  const bank = page.getByLabel(fieldName(brand, 'bank-name'), { exact: true });
  const account = page.getByLabel(fieldName(brand, 'bank-account'), { exact: true });
  await expect(account).toHaveAttribute('inputmode', 'numeric');
  await account.fill('0011 0041 23456');
  await saveButton(page, brand).click();
  await expect(errorSummary(page, brand)).toBeFocused();
  await expect(bank).toHaveAttribute('aria-invalid', 'true');
  await bank.selectOption({ label: text(brand, 'form', 'options>bank-name>vietcombank') });
  await saveButton(page, brand).click();
  await expect(
    page.getByRole('heading', { level: 1, name: text(brand, 'screens', 'accepted>heading') }),
  ).toBeVisible();
  const res = await request.get(`${brandUrl(brand)}/api/test/leads?id=${id}`);
  const [lead] = ((await res.json()) as { leads: { data: { incomeDetails?: object } }[] }).leads;
  expect(lead?.data.incomeDetails).toMatchObject({ bankName: 'vietcombank', iban: '0011004123456' });
});
