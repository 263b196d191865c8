// @vitest-environment happy-dom
import fc from 'fast-check';
import { fuzzRuns } from '../../../contract/testing/fuzz-runs';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { dataPointList } from '../../../contract/data-points';
import { DYNAMIC_STEPS } from '../../../contract/dynamic-steps';
import { makeStore } from '../app/store';
import { createPersister } from '../app/persister';
import { STORAGE_KEYS } from '../lib/storage-keys';
import { clearApplicationResult } from '../lead/lead-application-slice';
import { memoryStorage } from '../lib/memory-storage';
import { createSafeStorage, type SafeStorage } from '../lib/safe-storage';
import { planStartup } from '../startup/startup';
import { applyStartupPlan, readStoredForStartup } from '../startup/apply-startup';
import { LOG, type LogEntry } from '../startup/log';
import { HOUR, NOW, startupInput, UUID_A } from '../testing/startup-fixtures';
import {
  dataPointsRequested,
  dynamicPagesSlice,
  initialDynamicPagesState,
  type DynamicPage,
  type DynamicPagesState,
} from './dynamic-pages-slice';
import { isDynamicPagesState } from './dynamic-pages-storage';

const request = (state: DynamicPagesState, ...batches: string[][]) =>
  batches.reduce((s, ids) => dynamicPagesSlice.reducer(s, dataPointsRequested(ids)), state);

/** A session state whose application has a lead (kept by the stale-data rule: leadStatus set, not expired). */
const WITH_LEAD = JSON.stringify({ applicationData: { id: UUID_A, leadStatus: true, expiresAt: NOW.getTime() + HOUR } });

/**
 * Start-up on `sessionStore` as boot runs it (plan, then apply): the dynamic pages the store starts from, and
 * start-up's log lines. `hasLead` stores a session state with a lead first.
 */
function startupPages(sessionStore: SafeStorage, { hasLead }: { hasLead: boolean }) {
  if (hasLead) sessionStore.set(STORAGE_KEYS.leadApplication, WITH_LEAD);
  const localStore = createSafeStorage(() => memoryStorage(), () => {});
  const plan = planStartup(startupInput({ stored: readStoredForStartup({ sessionStore, localStore }) }));
  const logs: LogEntry[] = [];
  applyStartupPlan(plan, { sessionStore, localStore, log: (line) => logs.push(line) });
  return { pages: plan.initialState.dynamicPages, logs };
}
const loadDynamicPages = (store: SafeStorage, options: { hasLead: boolean }) => startupPages(store, options).pages;

describe('persistence (sessionStorage key dynamicPages): saved on change, restored by start-up', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  const storage = () => {
    const raw = memoryStorage();
    const messages: string[] = [];
    return {
      raw,
      messages,
      safe: createSafeStorage(
        () => raw,
        (m) => messages.push(m),
      ),
    };
  };
  const grownState = () => request(initialDynamicPagesState(), ['personal-code'], ['monthly-income', 'city']);

  it('round trip: saved on every change as the app saves it, read back at start-up as it was', () => {
    // createPersister saves only in a browser.
    vi.stubGlobal('window', globalThis);
    const { raw, safe } = storage();
    const store = makeStore();
    const slices = () => {
      const s = store.getState();
      return { leadApplication: s.leadApplication, dynamicPages: s.dynamicPages, uiColors: s.ui.colors };
    };
    const persist = createPersister(safe, slices());
    store.subscribe(() => persist(slices()));

    store.dispatch(dataPointsRequested(['personal-code']));
    expect(JSON.parse(raw.data.get(STORAGE_KEYS.dynamicPages) ?? 'null')).toEqual(
      store.getState().dynamicPages,
    );
    store.dispatch(dataPointsRequested(['monthly-income', 'city']));
    const saved = store.getState().dynamicPages;
    expect(saved).toEqual(grownState());
    expect(loadDynamicPages(safe, { hasLead: true })).toEqual(saved);

    const reloaded = makeStore({ dynamicPages: loadDynamicPages(safe, { hasLead: true }) });
    expect(reloaded.getState().dynamicPages).toEqual(saved);
    store.dispatch(clearApplicationResult());
    expect(JSON.parse(raw.data.get(STORAGE_KEYS.dynamicPages) ?? 'null')).toEqual(initialDynamicPagesState());
  });

  it('answers the initial set when nothing is stored', () => {
    expect(loadDynamicPages(storage().safe, { hasLead: true })).toEqual(initialDynamicPagesState());
  });

  it('answers the initial set, and removes what is stored, when start-up left no lead id', () => {
    const { raw, safe } = storage();
    safe.setJson(STORAGE_KEYS.dynamicPages, grownState());
    expect(loadDynamicPages(safe, { hasLead: false })).toEqual(initialDynamicPagesState());
    expect(raw.data.has(STORAGE_KEYS.dynamicPages)).toBe(false);
  });

  const valid = grownState();
  const withPage = (i: number, change: Partial<Record<keyof DynamicPage, unknown>>) => ({
    pages: valid.pages.map((p, j) => (j === i ? { ...p, ...change } : p)),
  });
  const corrupt: [string, unknown][] = [
    ['null', null],
    ['a list', [valid]],
    ['no pages', {}],
    ['pages not a list', { pages: 'x' }],
    ['no page at all', { pages: [] }],
    ['an unknown path', withPage(1, { path: 'personal-details' })],
    ['an inherited-name path', withPage(1, { path: 'constructor' })],
    ['a point on a step not its own', withPage(1, { dataPoints: ['gender'] })],
    ['an unknown point', withPage(1, { dataPoints: ['personal-code', 'no-such-point'] })],
    ['a point twice', withPage(3, { dataPoints: ['monthly-income', 'monthly-income'] })],
    ['a page without points', withPage(1, { dataPoints: [] })],
    ['points not strings', withPage(1, { dataPoints: [1] })],
    ['a page twice', { pages: [...valid.pages, valid.pages[1]] }],
    ['the first page missing', { pages: valid.pages.slice(1) }],
    ['a first-page point missing', withPage(0, { dataPoints: ['amount'] })],
    ['an unknown context', withPage(1, { context: 'admin' })],
    ['a requested page claiming to be initial', withPage(1, { context: 'initial' })],
    ['a broken link', withPage(1, { nextPath: 'gender' })],
    ['a missing link', withPage(2, { previousPath: undefined })],
    ['a page not an object', { pages: [valid.pages[0], 'personal-code'] }],
  ];

  it.each(corrupt)('refuses %s: initial set, logged, never thrown', (_name, value) => {
    const { raw, safe } = storage();
    raw.data.set(STORAGE_KEYS.dynamicPages, JSON.stringify(value));
    const { pages, logs } = startupPages(safe, { hasLead: true });
    expect(pages).toEqual(initialDynamicPagesState());
    const dropped = logs.filter((line) => line.message === LOG.storedValueDropped);
    expect(dropped.map((line) => line.detail?.key)).toEqual([STORAGE_KEYS.dynamicPages]);
    expect(raw.data.has(STORAGE_KEYS.dynamicPages)).toBe(false);
  });

  it('refuses text that is not JSON', () => {
    const { raw, safe } = storage();
    raw.data.set(STORAGE_KEYS.dynamicPages, '{"pages": [');
    expect(loadDynamicPages(safe, { hasLead: true })).toEqual(initialDynamicPagesState());
  });

  it('brings back only the five page fields, and no prototype', () => {
    const { raw, safe } = storage();
    const page = valid.pages[1];
    const hostile = `{"pages":[${JSON.stringify(valid.pages[0])},{"__proto__":{"polluted":true},"extra":"<script>","path":"personal-code","context":"requested","previousPath":"initial-details","nextPath":"address-information","dataPoints":["personal-code"],"constructor":{"prototype":{"polluted":true}}},${JSON.stringify(valid.pages[2])},${JSON.stringify(valid.pages[3])}],"__proto__":{"polluted":true}}`;
    raw.data.set(STORAGE_KEYS.dynamicPages, hostile);
    const loaded = loadDynamicPages(safe, { hasLead: true });
    expect(loaded).toEqual(valid);
    expect(Object.keys(loaded.pages[1] ?? {})).toEqual(Object.keys(page ?? {}));
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
    expect(Object.getPrototypeOf(loaded.pages[1])).toBe(Object.prototype);
  });

  it('property: any stored text loads as the initial set or a well-formed state, never throws or pollutes', () => {
    const pageLike = fc.record(
      {
        path: fc.oneof(fc.constantFrom(...DYNAMIC_STEPS, '__proto__'), fc.string()),
        context: fc.constantFrom('initial', 'requested', 'x'),
        previousPath: fc.oneof(fc.constant(null), fc.constantFrom(...DYNAMIC_STEPS)),
        nextPath: fc.oneof(fc.constant(null), fc.constantFrom(...DYNAMIC_STEPS)),
        dataPoints: fc.array(fc.oneof(fc.constantFrom(...dataPointList.map((p) => p.id)), fc.string()), {
          maxLength: 4,
        }),
      },
      { requiredKeys: [] },
    );
    const text = fc.oneof(
      fc.string(),
      fc.json(),
      fc.jsonValue().map((v) => JSON.stringify({ pages: v })),
      fc.array(pageLike, { maxLength: 5 }).map((pages) => JSON.stringify({ pages })),
      // A valid state with one field of one page replaced by anything.
      fc
        .tuple(
          fc.nat(3),
          fc.constantFrom('path', 'context', 'previousPath', 'nextPath', 'dataPoints'),
          fc.jsonValue(),
        )
        .map(([i, key, v]) => JSON.stringify(withPage(i, { [key]: v }))),
    );
    fc.assert(
      fc.property(text, (raw) => {
        const { raw: store, safe } = storage();
        store.data.set(STORAGE_KEYS.dynamicPages, raw);
        const loaded = loadDynamicPages(safe, { hasLead: true });
        expect(isDynamicPagesState(loaded)).toBe(true);
        expect(({} as Record<string, unknown>).polluted).toBeUndefined();
      }),
      { numRuns: fuzzRuns(100) },
    );
  });

  it('property: every state the reducers reach survives the round trip', () => {
    const id = fc.constantFrom(...dataPointList.map((p) => p.id));
    fc.assert(
      fc.property(fc.array(fc.array(id, { maxLength: 5 }), { maxLength: 6 }), (batches) => {
        const state = request(initialDynamicPagesState(), ...batches);
        const { safe } = storage();
        safe.setJson(STORAGE_KEYS.dynamicPages, state);
        expect(loadDynamicPages(safe, { hasLead: true })).toEqual(state);
      }),
      { numRuns: fuzzRuns(100) },
    );
  });
});
