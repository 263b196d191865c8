import { randomUUID } from 'node:crypto';
import type { APIRequestContext, Page } from '@playwright/test';
import { dataPoints, getIn, isAsked } from '../contract/data-points';
import type { BrandId } from '../brands/schema';
import { snapToRange } from '../web/src/form/loan-information/loan-cost';
import { READY_ATTRIBUTE } from '../web/src/lib/early-input';
import { formatInteger } from '../web/src/lib/format';
import { BASE, brandConfig, brandUrl, expect, text } from './fixtures';

/** Valid answers per country, chosen so the national id agrees with the date of birth and sex it encodes. */
const PEOPLE: Record<string, { id: string; dob: [string, string, string]; gender: 'male' | 'female'; phone: string; postcode: string; bank: string }> = {
  ES: { id: '54362315K', dob: ['15', '05', '1990'], gender: 'female', phone: '612345678', postcode: '28013', bank: 'ES9121000418450200051332' },
  MX: { id: 'BOXW310820HNERXN09', dob: ['20', '08', '1931'], gender: 'male', phone: '5512345678', postcode: '06600', bank: '002010077777777771' },
  CO: { id: '1234567890', dob: ['15', '05', '1990'], gender: 'female', phone: '3001234567', postcode: '110111', bank: '1234567890' },
  PL: { id: '44051401359', dob: ['14', '05', '1944'], gender: 'male', phone: '512345678', postcode: '00-950', bank: 'PL61109010140000071219812874' },
  RO: { id: '1630615123457', dob: ['15', '06', '1963'], gender: 'male', phone: '0712345678', postcode: '010011', bank: 'RO49AAAA1B31007593840000' },
  PH: { id: '123-456-789-000', dob: ['15', '05', '1990'], gender: 'female', phone: '09171234567', postcode: '1000', bank: '1234567890' },
  VN: { id: '001090012345', dob: ['15', '05', '1990'], gender: 'female', phone: '0912345678', postcode: '10000', bank: '1234567890' },
  DE: { id: '36574261809', dob: ['15', '05', '1990'], gender: 'female', phone: '015123456789', postcode: '10115', bank: 'DE89370400440532013000' },
};

/** The label a person reads for a data point, in the brand's language (the country's wording first). */
export function labelOf(brand: BrandId, id: string): string {
  const country = brandConfig(brand).country;
  try {
    return text(brand, 'form', `fields>${id}>by-country>${country}>label`);
  } catch {
    return text(brand, 'form', `fields>${id}>label`);
  }
}

const NAMES: Record<string, [string, string]> = {
  ES: ['Lucía', 'Pérez'],
  MX: ['Jorge', 'Hernández'],
  CO: ['Valentina', 'Rodríguez'],
  PL: ['Łukasz', 'Nowak'],
  RO: ['Ștefan', 'Popescu'],
  PH: ['Maria', 'Dela Cruz'],
  VN: ['An', 'Nguyen'],
  DE: ['Lena', 'Schmidt'],
};

/** The first page's answers of an applicant of the brand's country, as the API takes them. */
export function apiApplicant(brand: BrandId) {
  const country = brandConfig(brand).country;
  const person = PEOPLE[country]!;
  const [firstName, lastName] = NAMES[country]!;
  const [day, month, year] = person.dob;
  return { firstName, lastName, dateOfBirth: `${year}-${month}-${day}`, phoneNumber: person.phone };
}

/** Fills one step as a person would: by label, with answers valid for the brand's country. */
export async function fillStep(page: Page, brand: BrandId, ids: readonly string[], email: string): Promise<void> {
  const person = PEOPLE[brandConfig(brand).country]!;
  // Top to bottom, as on the page: the policies come last.
  const policies = new Set(['general-policies', 'marketing-consents']);
  for (const id of [...ids.filter((i) => !policies.has(i)), ...ids.filter((i) => policies.has(i))]) {
    const point = dataPoints[id]!;
    if (id === 'general-policies') {
      const group = page.getByRole('group', { name: text(brand, 'form', 'policies>heading') });
      const boxes = group.getByRole('checkbox');
      await expect(boxes.first()).toBeVisible();
      for (const box of await boxes.all()) await box.check();
      continue;
    }
    if (id === 'marketing-consents' && ids.includes('general-policies')) continue;
    // Optional questions are left as a person in a hurry leaves them.
    if (point.optional) continue;
    const label = labelOf(brand, id);
    switch (point.kind) {
      case 'date': {
        const group = page.getByRole('group', { name: label });
        const [d, m, y] = id === 'date-of-birth' ? person.dob : ['01', '01', '2020'];
        await group.getByLabel(text(brand, 'form', 'date>day')).fill(d);
        await group.getByLabel(text(brand, 'form', 'date>month')).fill(m);
        await group.getByLabel(text(brand, 'form', 'date>year')).fill(y);
        break;
      }
      case 'radio': {
        const group = page.getByRole('group', { name: label });
        const value = id === 'gender' ? person.gender : (point.options?.[0] ?? '');
        await group.getByLabel(text(brand, 'form', `options>${id}>${value}`), { exact: true }).check();
        break;
      }
      case 'select':
        await page.getByLabel(label, { exact: true }).selectOption({ index: 1 });
        break;
      case 'checkbox':
        if (!point.optional) await page.getByLabel(label, { exact: true }).check();
        break;
      default: {
        const values: Record<string, string> = {
          email,
          phone: id === 'reference-phone-number' ? person.phone.replace(/\d$/, '9') : person.phone,
          postcode: person.postcode,
          'national-id': person.id,
          'bank-account': person.bank,
          money: id === 'monthly-income' ? '25000000' : '300',
          integer: '1',
          name: id === 'reference-name' ? 'Ana Reyes' : id.includes('last') ? 'Reyes' : 'Ana',
        };
        const value = values[point.kind] ?? (id.includes('number') ? '12' : 'Centro');
        await page.getByLabel(label, { exact: true }).fill(value);
      }
    }
  }
}

// ---------------------------------------------------------------------------------------------------------
// The classic journey as a person makes it, with what the lead must then hold (issue #5 end-to-end tests).
// ---------------------------------------------------------------------------------------------------------

/** One answer: how a person gives it (typed, a date, an option chosen, boxes ticked) and what the lead stores. */
export type Answer =
  | { how: 'type'; value: string; stored: unknown }
  | { how: 'date'; day: string; month: string; year: string; stored: string }
  | { how: 'choose'; value: string; stored: unknown }
  | { how: 'tick'; stored: boolean };

/** Answers by data-point id. */
export type Answers = Record<string, Answer>;

type Applicant = {
  first: string;
  last: string;
  second?: string;
  dob: [string, string, string];
  gender: 'female' | 'male';
  /** National id as typed, and as stored when the server keeps it another way (PH TIN without dashes). */
  id: string;
  idStored?: string;
  phone: string;
  postcode: string;
  city: string;
  province: string;
  street: string;
  /** The door or flat as people there write it (Spain: "3º izq.", the ordinal sign and a full stop); 4A elsewhere. */
  flat?: string;
  bank: string;
  income: string;
  expenses: string;
  reference: string;
};

/** A person per country, in its language, whose national id agrees with the date of birth and sex it encodes. */
const APPLICANTS: Record<string, Applicant> = {
  ES: { first: 'Lucía', last: 'Pérez', second: 'Gómez', dob: ['15', '05', '1990'], gender: 'female', id: '54362315K', phone: '612345678', postcode: '28013', city: 'Madrid', province: 'Madrid', street: 'Calle de Alcalá', flat: '3º izq.', bank: 'ES9121000418450200051332', income: '1800', expenses: '400', reference: 'Carmen Ruiz' },
  MX: { first: 'Jorge', last: 'Hernández', second: 'López', dob: ['20', '08', '1931'], gender: 'male', id: 'BOXW310820HNERXN09', phone: '5512345678', postcode: '06600', city: 'Ciudad de México', province: 'Ciudad de México', street: 'Avenida Juárez', bank: '002010077777777771', income: '15000', expenses: '3000', reference: 'María Torres' },
  CO: { first: 'Valentina', last: 'Rodríguez', second: 'Martínez', dob: ['15', '05', '1990'], gender: 'female', id: '1234567890', phone: '3001234567', postcode: '110111', city: 'Bogotá', province: 'Cundinamarca', street: 'Carrera Séptima', bank: '1234567890', income: '3000000', expenses: '500000', reference: 'Andrés Gómez' },
  PL: { first: 'Łukasz', last: 'Nowak-Kowalski', dob: ['14', '05', '1944'], gender: 'male', id: '44051401359', phone: '512345678', postcode: '00-950', city: 'Warszawa', province: 'mazowieckie', street: 'ul. Marszałkowska', bank: 'PL61109010140000071219812874', income: '6500', expenses: '1200', reference: 'Anna Wiśniewska' },
  RO: { first: 'Ștefan', last: 'Popescu', dob: ['15', '06', '1963'], gender: 'male', id: '1630615123457', phone: '0712345678', postcode: '010011', city: 'București', province: 'București', street: 'Strada Lipscani', bank: 'RO49AAAA1B31007593840000', income: '5200', expenses: '900', reference: 'Ioana Ionescu' },
  PH: { first: 'Maria', last: 'Dela Cruz', dob: ['15', '05', '1990'], gender: 'female', id: '123-456-789-000', idStored: '123456789000', phone: '09171234567', postcode: '1000', city: 'Manila', province: 'Metro Manila', street: 'Rizal Avenue', bank: '1234567890', income: '35000', expenses: '6000', reference: 'Jose Santos' },
};

/** An answer typed, and what the lead stores for it (the same text unless said). */
export const typed = (value: string, stored: unknown = value): Answer => ({ how: 'type', value, stored });
/** A choice, and what the lead stores for it (the value itself unless said: a yes/no radio stores a boolean). */
export const chosen = (value: string, stored: unknown = value): Answer => ({ how: 'choose', value, stored });

/**
 * Every answer of a classic brand's steps, optional ones included (a careful person fills in everything), and
 * the value the lead stores for each at the data point's path. A data point without an answer here throws, so a
 * step that gains a question fails the journeys until they learn to answer it.
 */
export function answersFor(brand: BrandId, email: string): Answers {
  const p = APPLICANTS[brandConfig(brand).country];
  if (!p) throw new Error(`no applicant for ${brand}`);
  const [day, month, year] = p.dob;
  const all: Answers = {
    'first-name': typed(p.first),
    'last-name': typed(p.last),
    ...(p.second ? { 'second-last-name': typed(p.second) } : {}),
    'date-of-birth': { how: 'date', day, month, year, stored: `${year}-${month}-${day}` },
    gender: chosen(p.gender),
    'personal-code': typed(p.id, p.idStored ?? p.id),
    email: typed(email, email.toLowerCase()),
    'phone-number': typed(p.phone),
    'postal-code': typed(p.postcode),
    city: typed(p.city),
    province: typed(p.province),
    street: typed(p.street),
    'house-number': typed('12B'),
    'flat-number': typed(p.flat ?? '4A'),
    'marketing-consents': { how: 'tick', stored: true },
    'general-policies': { how: 'tick', stored: true },
    'monthly-income': typed(p.income, Number(p.income)),
    'income-source': chosen('full-time-employment'),
    'employer-name': typed('Acme Foods S.A.'),
    'income-payday': chosen('days-8-14'),
    'bank-account': typed(p.bank),
    'loan-purpose': chosen('bills'),
    'marital-status': chosen('married'),
    dependants: typed('2', 2),
    'housing-tenure': chosen('tenant-private'),
    'monthly-expenses': typed(p.expenses, Number(p.expenses)),
    'reference-type': chosen('parent'),
    'reference-name': typed(p.reference),
    'reference-phone-number': typed(p.phone.replace(/\d$/, '9')),
  };
  for (const step of brandConfig(brand).steps)
    for (const id of step.dataPoints) if (!all[id]) throw new Error(`${brand}: the journey has no answer for ${id}`);
  return all;
}

/** The data points of a step the person is asked, given the answers (the employer only of the employed). */
export function askedOn(step: { dataPoints: readonly string[] }, answers: Answers): string[] {
  const values = Object.fromEntries(Object.entries(answers).map(([id, a]) => [id, 'value' in a ? a.value : a.stored]));
  return step.dataPoints.filter((id) => isAsked(id, values));
}

/** A field's accessible name: its label, plus "(optional)" for optional questions other than checkboxes. */
export function fieldName(brand: BrandId, id: string): string {
  const point = dataPoints[id]!;
  const optional = point.optional && point.kind !== 'checkbox' ? ` ${text(brand, 'form', 'field>optional')}` : '';
  return labelOf(brand, id) + optional;
}

/** The policies fieldset: each policy its own checkbox (general terms, privacy, marketing). */
export const policiesGroup = (page: Page, brand: BrandId) =>
  page.getByRole('group', { name: text(brand, 'form', 'policies>heading') });

function dateGroup(page: Page, brand: BrandId, id: string) {
  const group = page.getByRole('group', { name: fieldName(brand, id) });
  return {
    day: group.getByLabel(text(brand, 'form', 'date>day'), { exact: true }),
    month: group.getByLabel(text(brand, 'form', 'date>month'), { exact: true }),
    year: group.getByLabel(text(brand, 'form', 'date>year'), { exact: true }),
  };
}

/** A choice's label: its translation, else the value itself (a choice the backend lists, such as a vehicle make). */
function optionLabel(brand: BrandId, id: string, value: string): string {
  const point = dataPoints[id];
  return point?.options ? text(brand, 'form', `options>${id}>${value}`) : value;
}

/**
 * Answers the given data points by label, as a person does. The postcode goes last: the town and province
 * are typed first, so the postcode look-up (which never overwrites what a person typed) has nothing to fill.
 */
export async function answer(page: Page, brand: BrandId, ids: readonly string[], answers: Answers): Promise<void> {
  const ordered = [...ids.filter((id) => id !== 'postal-code'), ...ids.filter((id) => id === 'postal-code')];
  for (const id of ordered) {
    const a = answers[id];
    if (!a) throw new Error(`no answer for ${id}`);
    const point = dataPoints[id]!;
    if (id === 'general-policies') {
      const boxes = policiesGroup(page, brand).getByRole('checkbox');
      await expect(boxes.first()).toBeVisible();
      for (const box of await boxes.all()) await box.check();
      continue;
    }
    // The marketing consent is one of the policy checkboxes, ticked with them above.
    if (id === 'marketing-consents' && ids.includes('general-policies')) continue;
    switch (a.how) {
      case 'date': {
        const boxes = dateGroup(page, brand, id);
        await boxes.day.fill(a.day);
        await boxes.month.fill(a.month);
        await boxes.year.fill(a.year);
        break;
      }
      case 'choose':
        if (point.kind === 'radio')
          await page
            .getByRole('group', { name: fieldName(brand, id) })
            .getByLabel(optionLabel(brand, id, a.value), { exact: true })
            .check();
        else await page.getByLabel(fieldName(brand, id), { exact: true }).selectOption({ label: optionLabel(brand, id, a.value) });
        break;
      case 'tick':
        await page.getByLabel(fieldName(brand, id), { exact: true }).check();
        break;
      case 'type':
        await page.getByLabel(fieldName(brand, id), { exact: true }).fill(a.value);
        break;
    }
  }
}

/** The form shows exactly these answers (after a reload, Back or Forward). */
export async function expectShown(page: Page, brand: BrandId, ids: readonly string[], answers: Answers): Promise<void> {
  for (const id of ids) {
    const a = answers[id]!;
    const point = dataPoints[id]!;
    if (id === 'general-policies') {
      const boxes = policiesGroup(page, brand).getByRole('checkbox');
      await expect(boxes.first()).toBeVisible();
      for (const box of await boxes.all()) await expect(box, 'policy checkbox').toBeChecked();
      continue;
    }
    if (id === 'marketing-consents' && ids.includes('general-policies')) continue;
    switch (a.how) {
      case 'date': {
        const boxes = dateGroup(page, brand, id);
        await expect(boxes.day).toHaveValue(a.day);
        await expect(boxes.month).toHaveValue(a.month);
        await expect(boxes.year).toHaveValue(a.year);
        break;
      }
      case 'choose':
        if (point.kind === 'radio')
          await expect(
            page.getByRole('group', { name: fieldName(brand, id) }).getByLabel(optionLabel(brand, id, a.value), { exact: true }),
          ).toBeChecked();
        else await expect(page.getByLabel(fieldName(brand, id), { exact: true }), id).toHaveValue(a.value);
        break;
      case 'tick':
        await expect(page.getByLabel(fieldName(brand, id), { exact: true })).toBeChecked();
        break;
      case 'type':
        await expect(page.getByLabel(fieldName(brand, id), { exact: true }), id).toHaveValue(a.value);
        break;
    }
  }
}

/** What the lead holds for these data points, read through each data point's path in the lead. */
export function storedValues(lead: unknown, ids: readonly string[]): Record<string, unknown> {
  return Object.fromEntries(ids.map((id) => [id, getIn(lead, dataPoints[id]!.path)]));
}

/** What the lead must hold for these data points. */
export function expectedValues(ids: readonly string[], answers: Answers): Record<string, unknown> {
  return Object.fromEntries(ids.map((id) => [id, answers[id]!.stored]));
}

export const stepHeading = (page: Page, brand: BrandId, path: string) =>
  page.getByRole('heading', { level: 1, name: text(brand, 'form', `steps>${path.slice(1)}`) });

export const continueButton = (page: Page, brand: BrandId, last = false) =>
  page.getByRole('button', { name: text(brand, 'form', last ? 'step>submit' : 'step>continue') });

/**
 * A loan the person picks on purpose: about a third of the way up each range, never the brand's default (so
 * the stored amount and period prove the choice was carried, not the default kept).
 */
export function chosenTerms(brand: BrandId): { amount: number; period: number } {
  const config = brandConfig(brand);
  const pick = (range: { min: number; max: number; step: number; default: number }) => {
    for (const share of [0.3, 0.6, 0.1]) {
      const value = snapToRange(range.min + (range.max - range.min) * share, range);
      if (value !== range.default) return value;
    }
    throw new Error(`${brand}: no amount or period other than the default`);
  };
  return { amount: pick(config.amount), period: pick(config.period) };
}

/** Waits until the app has started (a session) and taken the build-time rendered screen over. */
export async function appStarted(page: Page): Promise<void> {
  await expect.poll(() => sessionIdOf(page)).toMatch(/^[0-9a-f-]{36}$/);
  await appTookOver(page);
}

/**
 * Every request the page has started so far has reached the test's routes and `request` listeners: a request of
 * the test's own is sent last and answered by a route, and requests are seen in the order they are sent. For
 * "nothing was sent" checks, instead of waiting for the network to be idle.
 */
export async function requestsSettled(page: Page): Promise<void> {
  const marker = `${new URL(page.url()).origin}/e2e-marker-${randomUUID()}`;
  await page.route(marker, (route) => route.fulfill({ status: 204 }));
  await page.evaluate((url) => fetch(url).then(() => undefined), marker);
  await page.unroute(marker);
}

/** The app's readiness mark: the screen in view has mounted and answers input (web/src/lib/early-input.ts). */
export async function appTookOver(page: Page): Promise<void> {
  await expect(page.locator(`html[${READY_ATTRIBUTE}]`)).toHaveCount(1);
}

/**
 * Lands on the index, types the amount and the term, checks the boxes show them, and goes to the first step.
 * `origin`: where the brand is served (its test server unless given: e2e/cross-origin.spec.ts serves it elsewhere).
 */
export async function chooseLoan(
  page: Page,
  brand: BrandId,
  terms = chosenTerms(brand),
  origin = brandUrl(brand),
  search = '',
): Promise<void> {
  const locale = brandConfig(brand).locale;
  await page.goto(`${origin}${BASE}/${search}`);
  await expect(page.getByRole('heading', { level: 1, name: text(brand, 'common', 'loan>heading') })).toBeVisible();
  await appStarted(page);
  for (const [key, value] of [
    ['loan>amountLabel', terms.amount],
    ['loan>periodLabel', terms.period],
  ] as const) {
    const box = page.getByRole('textbox', { name: text(brand, 'common', key) });
    await box.fill(String(value));
    await box.press('Tab');
    await expect(box).toHaveValue(formatInteger(locale, value));
  }
  await page.getByRole('button', { name: text(brand, 'common', 'loan>continue') }).click();
  await expect(stepHeading(page, brand, brandConfig(brand).steps[0]!.path)).toBeVisible();
}

/** Answers one step and goes on; waits for the next step (or the checking screen after the last). */
export async function completeStep(page: Page, brand: BrandId, index: number, answers: Answers): Promise<void> {
  const steps = brandConfig(brand).steps;
  const step = steps[index]!;
  await expect(stepHeading(page, brand, step.path)).toBeVisible();
  await answer(page, brand, askedOn(step, answers), answers);
  const last = index === steps.length - 1;
  await continueButton(page, brand, last).click();
  if (!last) await expect(stepHeading(page, brand, steps[index + 1]!.path)).toBeVisible();
  else await expect(page).toHaveURL(/\/(checking|accepted|rejected|redirected|thank-you)$/);
}

/** The dynamic form's review: its heading, then its button, which sends the application; waits for what follows. */
export async function submitReview(page: Page, brand: BrandId): Promise<void> {
  await expect(stepHeading(page, brand, '/review')).toBeVisible();
  await continueButton(page, brand, true).click();
  await expect(page).toHaveURL(/\/(checking|accepted|rejected|redirected|thank-you)$/);
}

export const sessionIdOf = (page: Page) => page.evaluate(() => sessionStorage.getItem('sessionId'));

export type StoredLead = { id: string; state: number; status: string; data: Record<string, unknown> };

/** The leads the database holds for a session (the reference API's test-only inspection route). */
export async function storedLeads(request: APIRequestContext, brand: BrandId, sessionId: string): Promise<StoredLead[]> {
  const res = await request.get(`${brandUrl(brand)}/api/test/leads?sessionId=${encodeURIComponent(sessionId)}`);
  expect(res.status(), 'the server runs with TEST_ROUTES=1').toBe(200);
  return ((await res.json()) as { leads: StoredLead[] }).leads;
}

/** The one lead of the page's session (fails when there is none or more than one). */
export async function theLead(page: Page, request: APIRequestContext, brand: BrandId): Promise<StoredLead> {
  const sessionId = await sessionIdOf(page);
  expect(sessionId).toMatch(/^[0-9a-f-]{36}$/);
  const leads = await storedLeads(request, brand, sessionId!);
  expect(leads, 'exactly one lead for the session').toHaveLength(1);
  return leads[0]!;
}

/** The ids of the brand's policies (all of which the journeys tick). */
export async function policyIds(request: APIRequestContext, brand: BrandId): Promise<string[]> {
  const res = await request.get(`${brandUrl(brand)}/api/policies?locale=${brandConfig(brand).locale}`);
  expect(res.ok()).toBe(true);
  return ((await res.json()) as { policies: { id: string }[] }).policies.map((p) => p.id);
}

/** Waits until the draft of a step (saved at each keystroke) holds `values`, as a reload would find it. */
export async function draftSaved(page: Page, path: string, values: Record<string, unknown>) {
  await expect
    .poll(() =>
      page.evaluate(
        (key) => JSON.parse(sessionStorage.getItem(key) ?? '{}') as Record<string, unknown>,
        `draft:${path}`,
      ),
    )
    .toMatchObject(values);
}

/**
 * What a step's draft holds for these answers (dates and ticks as stored, the rest as typed). A step with the
 * policies block keeps its ticks as the list of policy ids (`policies`): pass them as `policies`.
 */
export function draftValues(ids: readonly string[], answers: Answers, policies?: readonly string[]): Record<string, unknown> {
  const inBlock = ids.includes('general-policies') ? new Set(['general-policies', 'marketing-consents']) : new Set();
  const fields = Object.fromEntries(
    ids.filter((id) => !inBlock.has(id)).map((id) => {
      const a = answers[id]!;
      return [id, a.how === 'date' || a.how === 'tick' ? a.stored : a.value];
    }),
  );
  return policies ? { ...fields, policies } : fields;
}
