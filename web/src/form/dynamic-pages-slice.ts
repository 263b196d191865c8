import type { PayloadAction } from '@reduxjs/toolkit';
import { createSelector } from 'reselect';
import { defineSlice } from '../lib/slice';
import { INITIAL_DATA_POINTS, dynamicStepIndex, dynamicStepOf } from '../../../contract/dynamic-steps';
import { clearApplication, clearApplicationResult } from '../lead/lead-application-slice';

/** Behaviour §2 "Dynamic-form flow (v3)": a page is a path, a context, its neighbours and its data points. */
export type DynamicPage = {
  path: string;
  context: string;
  previousPath: string | null;
  nextPath: string | null;
  dataPoints: string[];
};

export type DynamicPagesState = { pages: DynamicPage[] };

/**
 * Why a page exists. 'initial': it holds data points flagged `includedOnInit` and is there from the start (and
 * after every reset). 'requested': the server asked for one of its data points (`requestedDataPoints` of
 * POST /v3/lead). A page keeps its context when later requests add points to it.
 */
export const DYNAMIC_PAGE_CONTEXTS = ['initial', 'requested'] as const;
export type DynamicPageContext = (typeof DYNAMIC_PAGE_CONTEXTS)[number];

/** What the final page submits (behaviour §2): every data point of every page, in page order, and each page's 1-based step. */
export type FinalSubmission = { dataPoints: string[]; stepOrder: Record<string, number> };

/**
 * Places the data points not yet on a page: onto the page of their step when it exists, else onto new pages that
 * follow the existing ones in behaviour §2's step order. Ids already placed, repeated, or that no step holds
 * (`dynamicStepOf` null) are skipped. Mutates `pages` and relinks the neighbours when anything changed; says
 * whether anything did.
 */
function placeDataPoints(
  pages: DynamicPage[],
  ids: readonly unknown[],
  context: DynamicPageContext,
): boolean {
  const placed = new Set(pages.flatMap((page) => page.dataPoints));
  const added: DynamicPage[] = [];
  let changed = false;
  for (const id of ids) {
    if (typeof id !== 'string' || placed.has(id)) continue;
    const path = dynamicStepOf(id);
    if (path === null) continue;
    placed.add(id);
    changed = true;
    const page = pages.find((p) => p.path === path) ?? added.find((p) => p.path === path);
    if (page) page.dataPoints.push(id);
    else added.push({ path, context, previousPath: null, nextPath: null, dataPoints: [id] });
  }
  if (!changed) return false;
  added.sort((a, b) => dynamicStepIndex(a.path) - dynamicStepIndex(b.path));
  pages.push(...added);
  pages.forEach((page, i) => {
    page.previousPath = pages[i - 1]?.path ?? null;
    page.nextPath = pages[i + 1]?.path ?? null;
  });
  return true;
}

/** The pages that exist from the start: those holding the data points flagged included on init. */
export function initialDynamicPagesState(): DynamicPagesState {
  const pages: DynamicPage[] = [];
  placeDataPoints(pages, INITIAL_DATA_POINTS, 'initial');
  return { pages };
}

export const dynamicPagesSlice = defineSlice({
  name: 'dynamicPages',
  initialState: initialDynamicPagesState,
  reducers: {
    /** The server asked for these data points (`requestedDataPoints`): add the pages that hold them. */
    dataPointsRequested: (
      state: DynamicPagesState,
      action: PayloadAction<readonly string[]>,
    ): DynamicPagesState => {
      if (!Array.isArray(action.payload)) return state;
      const pages = state.pages.map((page) => ({ ...page, dataPoints: [...page.dataPoints] }));
      return placeDataPoints(pages, action.payload, 'requested') ? { pages } : state;
    },
    resetDynamicPages: (): DynamicPagesState => initialDynamicPagesState(),
  },
  // Behaviour §4: clearing the application result resets the dynamic pages to their initial set; so does a full clear.
  alsoOn: [
    [clearApplicationResult, initialDynamicPagesState],
    [clearApplication, initialDynamicPagesState],
  ],
});

export const { dataPointsRequested, resetDynamicPages } = dynamicPagesSlice.actions;

// Selectors take any state with the slice, so the root state and test states both fit.
type WithDynamicPages = { dynamicPages: DynamicPagesState };

export const selectDynamicPages = (state: WithDynamicPages): DynamicPage[] => state.dynamicPages.pages;

export const selectDynamicPage = (state: WithDynamicPages, path: string): DynamicPage | undefined =>
  state.dynamicPages.pages.find((page) => page.path === path);

export const selectFinalSubmission = createSelector([selectDynamicPages], (pages): FinalSubmission => ({
  dataPoints: pages.flatMap((page) => page.dataPoints),
  stepOrder: Object.fromEntries(pages.map((page, i) => [page.path, i + 1])),
}));

/** A page as a screen shows it: its 1-based step of the total, and on the final page what to submit. */
export type DynamicPageView = {
  page: DynamicPage;
  step: number;
  stepCount: number;
  isFinal: boolean;
  /** Only on the final (last) page. */
  submission: FinalSubmission | null;
};

export const selectDynamicPageView = createSelector(
  [selectDynamicPages, selectFinalSubmission, (_state: WithDynamicPages, path: string) => path],
  (pages, submission, path): DynamicPageView | undefined => {
    const index = pages.findIndex((page) => page.path === path);
    const page = pages[index];
    if (!page) return undefined;
    const isFinal = index === pages.length - 1;
    return {
      page,
      step: index + 1,
      stepCount: pages.length,
      isFinal,
      submission: isFinal ? submission : null,
    };
  },
);

/** The pages with their fields, in flow order: what `setPageErrors` needs to put server field errors on pages. */
export const selectDynamicFlow = createSelector([selectDynamicPages], (pages) =>
  pages.map((page) => ({ path: page.path, fields: page.dataPoints })),
);

/** The first page holding any of these data points (where to go after the server asked for them), or null. */
export const selectFirstPageWith = (
  state: WithDynamicPages,
  dataPointIds: readonly string[],
): string | null =>
  state.dynamicPages.pages.find((page) => page.dataPoints.some((id) => dataPointIds.includes(id)))?.path ??
  null;
