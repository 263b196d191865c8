// @vitest-environment happy-dom
import { Suspense } from 'react';
import { cleanup, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Policy } from '../../../contract/api-answers';
import { dataPoints, isAsked } from '../../../contract/data-points';
import { INITIAL_DATA_POINTS, INITIAL_STEP } from '../../../contract/dynamic-steps';
import { stateForRoute } from '../../../contract/progress';
import { resolveBrand } from '../../../brands/resolve';
import { BRAND_IDS, type BrandConfig, type BrandId } from '../../../brands/schema';
import { initialLeadApplicationState } from '../lead/lead-application-slice';
import { toBcp47 } from '../lib/locale';
import { createStaticLocation } from '../lib/router';
import { labelOf, textOf } from '../testing/brand-text';
import { jsonAnswer, renderWithProviders } from '../testing/render';
import { ApplicationPage } from '../app/routes';
import { POLICY_POINTS } from './step/policies-block';

const POLICIES: Policy[] = [
  {
    id: 'terms',
    kind: 'general-terms',
    version: 1,
    required: true,
    title: 'Terms',
    summary: 'We send your application.',
    text: 'The terms.',
  },
  {
    id: 'news',
    kind: 'marketing',
    version: 1,
    required: false,
    title: 'Offers',
    summary: 'Offers by email.',
    text: 'The offers.',
  },
];
/** A translation key left on screen: its parts joined by '>' ('steps>personal-details'). */
const TRANSLATION_KEY = /\w+>\w+/;
/** The roles of the controls a step renders: each control must be found under one of them with a name. */
const CONTROL_ROLES = ['textbox', 'combobox', 'radio', 'checkbox', 'spinbutton'] as const;

const config = (id: BrandId) => resolveBrand(id, 'development');

/** The pages of a brand's flow that render without a server: every classic step, the dynamic form's first page. */
const pathsOf = (brand: BrandConfig) =>
  brand.flow === 'dynamic' ? [`/${INITIAL_STEP}`] : brand.steps.map((s) => s.path);

/** The data points a page of the brand's flow holds. */
const pointsOf = (brand: BrandConfig, path: string): readonly string[] =>
  brand.flow === 'dynamic' ? INITIAL_DATA_POINTS : brand.steps.find((s) => s.path === path)!.dataPoints;

/** The questions a page shows as fields of its own, before any answer: not the policies nor the dynamic loan terms. */
const fieldsOf = (brand: BrandConfig, path: string): string[] =>
  pointsOf(brand, path).filter(
    (id) =>
      isAsked(id, {}) && !POLICY_POINTS.has(id) && !(brand.flow === 'dynamic' && dataPoints[id]!.loanTerm),
  );

/** The application page at `path`, as after the steps before it (the server's progress state there). */
function renderPage(id: BrandId, path: string) {
  const progressState = config(id).flow === 'classic' ? stateForRoute(path)! : 0;
  return renderWithProviders(
    <Suspense fallback={null}>
      <ApplicationPage />
    </Suspense>,
    {
      brand: id,
      location: createStaticLocation('/application-frontend', path),
      state: { leadApplication: { ...initialLeadApplicationState, progressState } },
    },
  );
}

/** Each question's frame (a label or a legend with its input) holds the control named after the question. */
function expectLabelledFields(brand: BrandConfig, form: HTMLFormElement, ids: readonly string[]) {
  const frames = [...form.querySelectorAll('.field')].filter(
    (frame) => !frame.classList.contains('policies'),
  );
  expect(frames).toHaveLength(ids.length);
  for (const id of ids) {
    const frame = document.getElementById(id)?.closest('.field');
    expect(frame && form.contains(frame), id).toBe(true);
    expect(frame?.querySelector('.field__label, .checkbox__label')?.textContent, id).toContain(
      labelOf(brand, id),
    );
  }
}

/** Every control a person can reach has an accessible name. */
function expectNamedControls(form: HTMLFormElement) {
  const named = new Set<HTMLElement>(
    CONTROL_ROLES.flatMap((role) => within(form).queryAllByRole(role, { name: /\S/ })),
  );
  const controls = [...form.querySelectorAll<HTMLElement>('input:not([type="hidden"]), select, textarea')];
  expect(controls.length).toBeGreaterThan(0);
  expect(controls.filter((control) => !named.has(control)).map((control) => control.id)).toEqual([]);
}

/** Where a page asks both names, they come in the order the brand's market writes them. */
function expectNameOrder(brand: BrandConfig, form: HTMLFormElement) {
  const ids = [...form.querySelectorAll('input')].map((input) => input.id);
  if (!ids.includes('first-name') || !ids.includes('last-name')) return;
  const familyFirst = ids.indexOf('last-name') < ids.indexOf('first-name');
  expect(familyFirst).toBe(brand.nameOrder === 'family-first');
}

/** The dynamic form's first page names the loan asked for (beside its change button), in the brand's way of writing sums. */
function expectLoanSummary(brand: BrandConfig, page: HTMLElement) {
  const summary = within(page).getByRole('region', { name: textOf(brand.locale, 'form', 'terms>heading') });
  const change = within(summary).getByRole('button', { name: textOf(brand.locale, 'form', 'terms>change') });
  const described = document.getElementById(change.getAttribute('aria-describedby') ?? '');
  const amount = new Intl.NumberFormat(toBcp47(brand.locale), {
    style: 'currency',
    currency: brand.currency,
  });
  expect(described?.textContent).toContain(amount.format(brand.amount.default));
}

beforeEach(() => {
  vi.stubGlobal(
    'fetch',
    vi.fn(() => jsonAnswer({ policies: POLICIES })),
  );
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe.each(BRAND_IDS)('%s', (id) => {
  const brand = config(id);

  it.each(pathsOf(brand))(
    "%s: its heading and a labelled control per question, in the brand's language",
    async (path) => {
      renderPage(id, path);
      const heading = await screen.findByRole('heading', {
        level: 1,
        name: textOf(brand.locale, 'form', `steps>${path.slice(1)}`),
      });
      const form = heading.closest('main')!.querySelector<HTMLFormElement>('form.step-form')!;
      // The policies are the server's: each its own box once they have arrived.
      if (pointsOf(brand, path).includes('general-policies'))
        await within(form).findByRole('checkbox', { name: POLICIES[0]!.title });
      expectLabelledFields(brand, form, fieldsOf(brand, path));
      expectNamedControls(form);
      expectNameOrder(brand, form);
      const last = brand.flow === 'classic' && path === brand.steps.at(-1)!.path;
      expect(
        within(form).getByRole('button', {
          name: textOf(brand.locale, 'form', last ? 'step>submit' : 'step>continue'),
        }),
      ).toBeTruthy();
      if (brand.flow === 'dynamic') expectLoanSummary(brand, heading.closest('main')!);
      expect(document.body.textContent).not.toMatch(TRANSLATION_KEY);
    },
  );
});

it('vn-1 asks the family name before the given name on its first page, as Vietnamese names are written', async () => {
  const brand = config('vn-1');
  renderPage('vn-1', `/${INITIAL_STEP}`);
  const family = await screen.findByRole('textbox', { name: labelOf(brand, 'last-name') });
  const given = screen.getByRole('textbox', { name: labelOf(brand, 'first-name') });
  expect(family.id).toBe('last-name');
  expect(family.compareDocumentPosition(given) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
});
