/**
 * The dynamic pages kept across reloads (behaviour §4): this module alone reads and writes `dynamicPages`; the
 * slice is saved on every change and start-up restores it through `isDynamicPagesState` and `restoreDynamicPages`.
 */
import { dynamicStepOf, isDynamicStep } from '../../../contract/dynamic-steps';
import { STORAGE_KEYS } from '../lib/storage-keys';
import type { SafeStorage } from '../lib/safe-storage';
import { isRecord } from '../../../contract/merge';
import { initialDynamicPagesState, type DynamicPagesState } from './dynamic-pages-slice';

const isStringArray = (value: unknown): value is string[] =>
  Array.isArray(value) && value.every((item) => typeof item === 'string');

/**
 * A stored state is accepted only as the reducers could have made it: known step paths, each once, in a
 * linked chain; every data point on its own step's page, once; the initial pages first with all their points
 * and the rest 'requested'. Anything else (an older catalogue, an edited or hostile value) is refused.
 */
export function isDynamicPagesState(value: unknown): value is DynamicPagesState {
  if (!isRecord(value) || !Array.isArray(value.pages)) return false;
  const pages: unknown[] = value.pages;
  const initial = initialDynamicPagesState().pages;
  if (pages.length < initial.length) return false;
  const paths = new Set<string>();
  const placed = new Set<string>();
  return pages.every((page, i) => {
    if (!isRecord(page) || typeof page.path !== 'string' || !isDynamicStep(page.path)) return false;
    if (paths.has(page.path) || !isStringArray(page.dataPoints) || page.dataPoints.length === 0) return false;
    paths.add(page.path);
    const expected = initial[i];
    if (expected) {
      if (page.path !== expected.path || page.context !== 'initial') return false;
      if (!expected.dataPoints.every((id) => (page.dataPoints as string[]).includes(id))) return false;
    } else if (page.context !== 'requested') return false;
    const previous = pages[i - 1];
    const next = pages[i + 1];
    if (page.previousPath !== (isRecord(previous) ? previous.path : null)) return false;
    if (page.nextPath !== (isRecord(next) ? next.path : null)) return false;
    return page.dataPoints.every((id) => {
      if (placed.has(id) || dynamicStepOf(id) !== page.path) return false;
      placed.add(id);
      return true;
    });
  });
}

/**
 * The dynamic pages start-up restores: the stored state when it is valid and the session has a lead, else the
 * initial set. The pages the server asked for belong to a lead: when start-up left no lead id (a new session,
 * stale data cleared it) they are dropped, as `clearApplicationResult` would. Rebuilt field by field: nothing but
 * the five fields of each page comes through.
 */
export function restoreDynamicPages(stored: DynamicPagesState | null, hasLead: boolean): DynamicPagesState {
  if (!stored || !hasLead) return initialDynamicPagesState();
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

/** Saves the pages when they changed (by reference). */
export function saveDynamicPages(
  sessionStore: SafeStorage,
  before: DynamicPagesState,
  next: DynamicPagesState,
): void {
  if (next !== before) sessionStore.setJson(STORAGE_KEYS.dynamicPages, next);
}
