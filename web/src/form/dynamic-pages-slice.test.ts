import fc from 'fast-check';
import { fuzzRuns } from '../../../contract/testing/fuzz-runs';
import { describe, expect, it } from 'vitest';
import { COUNTRY_CODES } from '../../../contract/country';
import { dataPointList, dataPoints, setIn } from '../../../contract/data-points';
import {
  INITIAL_DATA_POINTS,
  dynamicStepIndex,
  dynamicStepOf,
} from '../../../contract/dynamic-steps';
import type { LoanApplication } from '../../../contract/lead';
import { STAGES, requestedDataPoints } from '../../../contract/dynamic-stages';
import { makeStore } from '../app/store';
import {
  clearApplication,
  clearApplicationResult,
  leadSaved,
  setPageErrors,
} from '../lead/lead-application-slice';
import {
  dataPointsRequested,
  dynamicPagesSlice,
  initialDynamicPagesState,
  resetDynamicPages,
  selectDynamicFlow,
  selectDynamicPage,
  selectDynamicPageView,
  selectFinalSubmission,
  selectFirstPageWith,
  type DynamicPagesState,
} from './dynamic-pages-slice';
import { isDynamicPagesState } from './dynamic-pages-storage';

const reduce = dynamicPagesSlice.reducer;
const request = (state: DynamicPagesState, ...batches: string[][]) =>
  batches.reduce((s, ids) => reduce(s, dataPointsRequested(ids)), state);
const paths = (state: DynamicPagesState) => state.pages.map((p) => p.path);
const asRoot = (dynamicPages: DynamicPagesState) => ({ dynamicPages });

/** What every reachable state satisfies: a linked chain of distinct steps, each point once, on its own step. */
function expectWellFormed(state: DynamicPagesState): void {
  const { pages } = state;
  expect(pages[0]?.path).toBe('initial-details');
  expect(new Set(paths(state)).size).toBe(pages.length);
  const all = pages.flatMap((p) => p.dataPoints);
  expect(new Set(all).size).toBe(all.length);
  pages.forEach((page, i) => {
    expect(page.previousPath).toBe(pages[i - 1]?.path ?? null);
    expect(page.nextPath).toBe(pages[i + 1]?.path ?? null);
    expect(page.dataPoints.length).toBeGreaterThan(0);
    for (const id of page.dataPoints) expect(dynamicStepOf(id), id).toBe(page.path);
  });
  expect(isDynamicPagesState(state)).toBe(true);
}

describe('the initial set', () => {
  it('is the initial-details page with every point flagged includedOnInit, in catalogue order', () => {
    const state = reduce(undefined, { type: 'init' });
    expect(state).toEqual({
      pages: [
        {
          path: 'initial-details',
          context: 'initial',
          previousPath: null,
          nextPath: null,
          dataPoints: dataPointList.filter((p) => p.includedOnInit).map((p) => p.id),
        },
      ],
    });
    expect(initialDynamicPagesState()).toEqual(state);
  });

  it('is a fresh object each time, so no state shares arrays with another', () => {
    const a = initialDynamicPagesState();
    a.pages[0]?.dataPoints.push('gender');
    expect(initialDynamicPagesState().pages[0]?.dataPoints).toEqual([...INITIAL_DATA_POINTS]);
  });
});

describe('dataPointsRequested', () => {
  const initial = initialDynamicPagesState();

  it('adds the page of a newly requested data point after the existing ones and links it', () => {
    const state = request(initial, ['monthly-income']);
    expect(state.pages).toEqual([
      { ...initial.pages[0], nextPath: 'monthly-income' },
      {
        path: 'monthly-income',
        context: 'requested',
        previousPath: 'initial-details',
        nextPath: null,
        dataPoints: ['monthly-income'],
      },
    ]);
  });

  it('adds the pages of one request in the spec step order, whatever the order of the ids', () => {
    const state = request(initial, ['employer-city', 'bank-account', 'middle-name', 'personal-code']);
    expect(paths(state)).toEqual([
      'initial-details',
      'name',
      'personal-code',
      'bank-account',
      'employer-name',
    ]);
    expectWellFormed(state);
  });

  it('adds the pages of a later request after the existing pages, even when earlier in the spec order', () => {
    const state = request(initial, ['income-source'], ['loan-purpose']);
    expect(paths(state)).toEqual(['initial-details', 'income-source', 'loan-purpose']);
    expect(state.pages[1]).toMatchObject({ previousPath: 'initial-details', nextPath: 'loan-purpose' });
    expect(state.pages[2]).toMatchObject({ previousPath: 'income-source', nextPath: null });
  });

  it('groups the points of one step on one page, in the order they were requested', () => {
    const state = request(initial, ['city', 'postal-code', 'street']);
    expect(state.pages[1]).toMatchObject({
      path: 'address-information',
      dataPoints: ['city', 'postal-code', 'street'],
    });
  });

  it('never duplicates a page or a data point', () => {
    const once = request(initial, ['monthly-income', 'monthly-income']);
    expect(once.pages[1]?.dataPoints).toEqual(['monthly-income']);
    // Already there: the state is left as it is (the same object, so nothing is saved again).
    expect(request(once, ['monthly-income'])).toBe(once);
    expect(request(once, [...INITIAL_DATA_POINTS])).toBe(once);
    expectWellFormed(once);
  });

  it('appends the new points of a page asked again, without moving it', () => {
    const state = request(initial, ['housing-tenure'], ['monthly-income'], ['rent-amount', 'housing-tenure']);
    expect(paths(state)).toEqual(['initial-details', 'housing-information', 'monthly-income']);
    expect(state.pages[1]?.dataPoints).toEqual(['housing-tenure', 'rent-amount']);
    expect(state.pages[1]?.context).toBe('requested');
  });

  it('adds a point of the first page to it, which stays the initial page', () => {
    const state = request(initial, ['consent-email']);
    expect(state.pages).toHaveLength(1);
    expect(state.pages[0]).toMatchObject({
      context: 'initial',
      dataPoints: [...INITIAL_DATA_POINTS, 'consent-email'],
    });
  });

  it('ignores ids no step holds, unknown ids and a payload that is not a list', () => {
    expect(request(initial, ['reference-name', 'no-such-point', 'name', '__proto__', 'constructor'])).toBe(
      initial,
    );
    const junk = [42, null, { id: 'gender' }] as unknown as string[];
    expect(request(initial, junk)).toBe(initial);
    expect(reduce(initial, dataPointsRequested(null as unknown as string[]))).toBe(initial);
    expect(paths(request(initial, ['no-such-point', 'gender']))).toEqual(['initial-details', 'gender']);
  });

  it('property: keeps every earlier page and point, adds each point once on its own step', () => {
    const id = fc.oneof(
      fc.constantFrom(...dataPointList.map((p) => p.id)),
      fc.constantFrom('unknown', '__proto__', 'name', 'loan-details'),
    );
    fc.assert(
      fc.property(fc.array(fc.array(id, { maxLength: 6 }), { maxLength: 8 }), (batches) => {
        let state = initialDynamicPagesState();
        for (const batch of batches) {
          const before = state;
          state = request(state, batch);
          // Existing pages keep their place and their points (new points only appended).
          before.pages.forEach((page, i) => {
            expect(state.pages[i]?.path).toBe(page.path);
            expect(state.pages[i]?.dataPoints.slice(0, page.dataPoints.length)).toEqual(page.dataPoints);
          });
          // The pages this batch added are in spec order.
          const added = state.pages.slice(before.pages.length).map((p) => dynamicStepIndex(p.path));
          expect(added).toEqual([...added].sort((a, b) => a - b));
          // Every placeable requested point is on a page.
          const all = new Set(state.pages.flatMap((p) => p.dataPoints));
          for (const requested of batch) if (dynamicStepOf(requested)) expect(all.has(requested)).toBe(true);
          expectWellFormed(state);
        }
      }),
      { numRuns: fuzzRuns(100) },
    );
  });
});

describe('the server (reference API) and the pages', () => {
  it('every data point any country can be asked is held by a step', () => {
    const asked = new Set([
      ...INITIAL_DATA_POINTS,
      ...Object.values(STAGES).flatMap((stages) => stages.flatMap((s) => s.ids)),
    ]);
    expect([...asked].filter((id) => dynamicStepOf(id) === null)).toEqual([]);
    expect([...asked].filter((id) => !dataPoints[id])).toEqual([]);
  });

  /** Answers every requested data point (presence is what the server checks), as the form would. */
  function answer(
    lead: LoanApplication,
    ids: readonly string[],
    choices: Record<string, string>,
  ): LoanApplication {
    let next = lead;
    for (const id of ids) {
      const point = dataPoints[id];
      if (!point) throw new Error(`unknown ${id}`);
      const value = point.kind === 'checkbox' ? true : (choices[id] ?? point.options?.[0] ?? 'x');
      next = setIn(next, point.path, value);
    }
    return next;
  }

  const branches = [
    {
      name: 'employed, with a mortgage',
      choices: { 'income-source': 'full-time-employment', 'housing-tenure': 'owner-with-mortgage' },
    },
    {
      name: 'self-employed, renting',
      choices: { 'income-source': 'self-employment', 'housing-tenure': 'tenant-private' },
    },
  ];

  it.each(COUNTRY_CODES.flatMap((country) => branches.map((b) => [country, b.name, b.choices] as const)))(
    '%s, %s: each answer adds the pages of what the server asks next, until it asks nothing',
    (country, _name, choices) => {
      let state = initialDynamicPagesState();
      let lead = {} as LoanApplication;
      const asked: string[] = [];
      for (let round = 0; round < 40; round++) {
        const ids = requestedDataPoints(country, lead);
        if (ids.length === 0) break;
        state = request(state, ids);
        asked.push(...ids);
        // The person is sent to the page of the first point asked, and finds all asked there or later.
        const target = selectFirstPageWith(asRoot(state), ids);
        expect(target).not.toBeNull();
        for (const id of ids)
          expect(
            state.pages.some((p) => p.dataPoints.includes(id)),
            id,
          ).toBe(true);
        expectWellFormed(state);
        lead = answer(lead, ids, choices);
      }
      expect(requestedDataPoints(country, lead)).toEqual([]);
      // The final page submits every point asked; the first page's were there from the start.
      const final = selectFinalSubmission(asRoot(state));
      expect(new Set(final.dataPoints)).toEqual(new Set([...INITIAL_DATA_POINTS, ...asked]));
      expect(final.dataPoints.slice(0, INITIAL_DATA_POINTS.length)).toEqual([...INITIAL_DATA_POINTS]);
    },
  );
});

describe('selectors', () => {
  const state = request(initialDynamicPagesState(), ['monthly-income'], ['income-source', 'employer-name']);
  const root = asRoot(state);

  it('selectDynamicPage finds a page by path', () => {
    expect(selectDynamicPage(root, 'income-source')?.dataPoints).toEqual(['income-source']);
    expect(selectDynamicPage(root, 'gender')).toBeUndefined();
  });

  it('selectFinalSubmission: all data points of all pages in page order, and the 1-based step order', () => {
    expect(selectFinalSubmission(root)).toEqual({
      dataPoints: [...INITIAL_DATA_POINTS, 'monthly-income', 'income-source', 'employer-name'],
      stepOrder: { 'initial-details': 1, 'monthly-income': 2, 'income-source': 3, 'employer-name': 4 },
    });
    expect(selectFinalSubmission(root)).toBe(selectFinalSubmission(asRoot(state)));
  });

  it('selectDynamicPageView: the step of the total, and what to submit on the final page only', () => {
    expect(selectDynamicPageView(root, 'monthly-income')).toEqual({
      page: state.pages[1],
      step: 2,
      stepCount: 4,
      isFinal: false,
      submission: null,
    });
    const last = selectDynamicPageView(root, 'employer-name');
    expect(last).toMatchObject({ step: 4, stepCount: 4, isFinal: true });
    expect(last?.submission).toBe(selectFinalSubmission(root));
    expect(selectDynamicPageView(root, 'gender')).toBeUndefined();
  });

  it('selectDynamicFlow puts server field errors on the dynamic page that owns the field', () => {
    const store = makeStore({ dynamicPages: state });
    store.dispatch(
      setPageErrors({
        errors: [
          { fieldName: 'employer-name', message: 'errors>text' },
          { fieldName: 'monthly-income', message: 'errors>money' },
        ],
        pages: selectDynamicFlow(store.getState()),
      }),
    );
    expect(store.getState().leadApplication.erroredPage).toBe('monthly-income');
    expect(Object.keys(store.getState().leadApplication.pageErrors)).toEqual([
      'employer-name',
      'monthly-income',
    ]);
  });

  it('selectFirstPageWith: the first page holding any of the ids', () => {
    expect(selectFirstPageWith(root, ['employer-name', 'income-source'])).toBe('income-source');
    expect(selectFirstPageWith(root, ['gender'])).toBeNull();
  });
});

describe('resets', () => {
  const grown = () => {
    const store = makeStore();
    store.dispatch(leadSaved({ id: 'lead-1', at: 1 }));
    store.dispatch(dataPointsRequested(['monthly-income', 'bank-account']));
    expect(store.getState().dynamicPages.pages).toHaveLength(3);
    return store;
  };

  it('to the initial set on clearApplicationResult, with the lead id and result (behaviour §4)', () => {
    const store = grown();
    store.dispatch(clearApplicationResult());
    expect(store.getState().dynamicPages).toEqual(initialDynamicPagesState());
    expect(store.getState().leadApplication.applicationData.id).toBeUndefined();
  });

  it('to the initial set on clearApplication and resetDynamicPages', () => {
    const a = grown();
    a.dispatch(clearApplication());
    expect(a.getState().dynamicPages).toEqual(initialDynamicPagesState());
    const b = grown();
    b.dispatch(resetDynamicPages());
    expect(b.getState().dynamicPages).toEqual(initialDynamicPagesState());
  });
});
