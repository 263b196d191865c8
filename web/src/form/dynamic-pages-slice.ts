import { createSelector, createSlice, type PayloadAction } from '@reduxjs/toolkit';
import {
  INITIAL_DATA_POINTS,
  dynamicStepIndex,
  dynamicStepOf,
  isDynamicStep,
} from '../../../contract/dynamic-steps';
import { STORAGE_KEYS } from '../landing/storage-keys';
import { clearApplication, clearApplicationResult } from '../lead/lead-application-slice';
import { isPlainRecord, type SafeStorage } from '../lib/safe-storage';

/** Spec §2 "Dynamic-form flow (v3)": a page is a path, a context, its neighbours and its data points. */
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

/** What the final page submits (spec §2): every data point of every page, in page order, and each page's 1-based step. */
export type FinalSubmission = { dataPoints: string[]; stepOrder: Record<string, number> };

/**
 * Places the data points not yet on a page: onto the page of their step when it exists, else onto new pages that
 * follow the existing ones in spec §2's step order. Ids already placed, repeated, or that no step holds
 * (`dynamicStepOf` null) are skipped. Mutates `pages` (a plain array or an immer draft) and relinks the
 * neighbours when anything changed.
 */
function placeDataPoints(pages: DynamicPage[], ids: readonly unknown[], context: DynamicPageContext): void {
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
  if (!changed) return;
  added.sort((a, b) => dynamicStepIndex(a.path) - dynamicStepIndex(b.path));
  pages.push(...added);
  pages.forEach((page, i) => {
    page.previousPath = pages[i - 1]?.path ?? null;
    page.nextPath = pages[i + 1]?.path ?? null;
  });
}

/** The pages that exist from the start: those holding the data points flagged included on init. */
export function initialDynamicPagesState(): DynamicPagesState {
  const pages: DynamicPage[] = [];
  placeDataPoints(pages, INITIAL_DATA_POINTS, 'initial');
  return { pages };
}

export const dynamicPagesSlice = createSlice({
  name: 'dynamicPages',
  initialState: initialDynamicPagesState,
  reducers: {
    /** The server asked for these data points (`requestedDataPoints`): add the pages that hold them. */
    dataPointsRequested: (state, action: PayloadAction<readonly string[]>) => {
      if (Array.isArray(action.payload)) placeDataPoints(state.pages, action.payload, 'requested');
    },
    resetDynamicPages: () => initialDynamicPagesState(),
  },
  extraReducers: (builder) => {
    // Spec §4: clearing the application result resets the dynamic pages to their initial set; so does a full clear.
    builder.addCase(clearApplicationResult, () => initialDynamicPagesState());
    builder.addCase(clearApplication, () => initialDynamicPagesState());
  },
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

// Persistence (spec §4): the slice is saved to sessionStorage under `dynamicPages` on every change
// (lead/persistence.ts createPersister) and read back here at start-up.

const isStringArray = (value: unknown): value is string[] =>
  Array.isArray(value) && value.every((item) => typeof item === 'string');

/**
 * A stored state is accepted only as the reducers could have made it: known step paths, each once, in a
 * linked chain; every data point on its own step's page, once; the initial pages first with all their points
 * and the rest 'requested'. Anything else (an older catalogue, an edited or hostile value) is refused.
 */
export function isDynamicPagesState(value: unknown): value is DynamicPagesState {
  if (!isPlainRecord(value) || !Array.isArray(value.pages)) return false;
  const pages: unknown[] = value.pages;
  const initial = initialDynamicPagesState().pages;
  if (pages.length < initial.length) return false;
  const paths = new Set<string>();
  const placed = new Set<string>();
  return pages.every((page, i) => {
    if (!isPlainRecord(page) || typeof page.path !== 'string' || !isDynamicStep(page.path)) return false;
    if (paths.has(page.path) || !isStringArray(page.dataPoints) || page.dataPoints.length === 0) return false;
    paths.add(page.path);
    const expected = initial[i];
    if (expected) {
      if (page.path !== expected.path || page.context !== 'initial') return false;
      if (!expected.dataPoints.every((id) => (page.dataPoints as string[]).includes(id))) return false;
    } else if (page.context !== 'requested') return false;
    const previous = pages[i - 1];
    const next = pages[i + 1];
    if (page.previousPath !== (isPlainRecord(previous) ? previous.path : null)) return false;
    if (page.nextPath !== (isPlainRecord(next) ? next.path : null)) return false;
    return page.dataPoints.every((id) => {
      if (placed.has(id) || dynamicStepOf(id) !== page.path) return false;
      placed.add(id);
      return true;
    });
  });
}

/**
 * The stored dynamic pages, or the initial set when none are stored or what is stored is not valid. The pages
 * the server asked for belong to a lead: when start-up left no lead id (a new session, stale data cleared it)
 * they are dropped too, as `clearApplicationResult` would. A stored value not used is removed. Never throws.
 */
export function loadDynamicPages(
  sessionStore: SafeStorage,
  { hasLead }: { hasLead: boolean },
): DynamicPagesState {
  const stored = hasLead ? sessionStore.getJson(STORAGE_KEYS.dynamicPages, isDynamicPagesState) : null;
  if (!stored) {
    // What is not used goes, so that a reload after the next lead is created cannot pick it up.
    if (sessionStore.get(STORAGE_KEYS.dynamicPages) !== null) sessionStore.remove(STORAGE_KEYS.dynamicPages);
    return initialDynamicPagesState();
  }
  // Rebuilt field by field: nothing but the five fields of each page comes through.
  return {
    pages: stored.pages.map(({ path, context, previousPath, nextPath, dataPoints }) => ({
      path,
      context,
      previousPath,
      nextPath,
      dataPoints: [...dataPoints],
    })),
  };
}
