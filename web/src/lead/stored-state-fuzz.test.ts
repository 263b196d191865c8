/**
 * Scenario 8 (docs/quality.md §2): corrupted stored state at boot. Every reader of stored state
 * that app/boot.ts calls after start-up — loadLeadApplication, loadDynamicPages and the uiColors read — gets
 * arbitrary stored text (truncated JSON, wrong types, `__proto__`, old shapes, huge strings), never throws,
 * never touches a prototype, and returns a well-formed value.
 */
import fc from 'fast-check';
import { fuzzRuns } from '../../../contract/testing/fuzz-runs';
import { afterAll, describe, expect, it } from 'vitest';
import { PROGRESS_STATES } from '../../../contract/progress';
import { hostileText, prototypeKeys } from '../../../contract/testing/fuzz-arbitraries';
import { HUGE_STORED_JSON, HUGE_STORED_TEXT, storedValueFor } from '../testing/fuzz-stored-state';
import { STORAGE_KEYS } from '../lib/storage-keys';
import { isRecord } from '../../../contract/merge';
import { parseStoredJson } from '../lib/stored-json';
import { TOPIC_DATA_POINTS } from '../../../contract/dynamic-steps';
import {
  dataPointsRequested,
  dynamicPagesSlice,
  initialDynamicPagesState,
} from '../form/dynamic-pages-slice';
import { isDynamicPagesState } from '../form/dynamic-pages-storage';
import { initialLeadApplicationState, type LeadApplicationState } from './lead-application-slice';
import { parseLeadApplication } from './lead-application-storage';
import { planStartup } from '../startup/startup';
import { applyToStored, HOUR, NOW, startupInput, UUID_A } from '../testing/startup-fixtures';

const RUNS = {
  lead: fuzzRuns(1500),
  roundTrip: fuzzRuns(300),
  pages: fuzzRuns(1500),
  colors: fuzzRuns(500),
};
let runs = 0;
let usableSeen = 0;
afterAll(() => {
  console.info(`fuzz: stored-state-at-boot ${runs} runs`);
});

/** Start-up on a session holding `contents`: the state the store starts from, and the session storage after. */
function boot(contents: Record<string, string>) {
  const stored = { session: contents, local: {} };
  const plan = planStartup(startupInput({ stored }));
  return { state: plan.initialState, session: applyToStored(stored, plan).session };
}

/** A session state whose application has a lead (kept by the stale-data rule: leadStatus set, not expired). */
const WITH_LEAD = JSON.stringify({ applicationData: { id: UUID_A, leadStatus: true, expiresAt: NOW.getTime() + HOUR } });

const isFieldError = (value: unknown): boolean =>
  isRecord(value) &&
  Object.keys(value).every((k) => k === 'fieldName' || k === 'message') &&
  typeof value.fieldName === 'string' &&
  typeof value.message === 'string';

const nullOrRecord = (value: unknown): boolean => value === null || isRecord(value);

/** The state as the reducers could have made it: the slice's keys only, each of its type. */
function expectWellFormedLead(state: LeadApplicationState): void {
  expect(Object.keys(state).sort()).toEqual(Object.keys(initialLeadApplicationState).sort());
  expect(Number.isInteger(state.progressState)).toBe(true);
  expect(PROGRESS_STATES[state.progressState]).toBeDefined();
  expect(isRecord(state.applicationData)).toBe(true);
  expect(nullOrRecord(state.applicationResult)).toBe(true);
  expect(nullOrRecord(state.customerConsents)).toBe(true);
  const change: unknown = state.routeChange;
  expect(
    change === null ||
      (isRecord(change) &&
        (change.method === 'push' || change.method === 'replace') &&
        typeof change.redirectTo === 'string'),
  ).toBe(true);
  expect(state.lastOperationTimestamp === null || Number.isFinite(state.lastOperationTimestamp)).toBe(true);
  expect(isRecord(state.pageErrors)).toBe(true);
  for (const errors of Object.values(state.pageErrors)) {
    expect(Array.isArray(errors)).toBe(true);
    expect(errors.every(isFieldError)).toBe(true);
  }
  expect(state.erroredPage === null || typeof state.erroredPage === 'string').toBe(true);
  // Stored JSON round-trips: what the persister writes back is plain data.
  expect(JSON.parse(JSON.stringify(state))).toEqual(state);
}

/** Any stored text at all, or the corruptions start-up's generators make for the key. */
const storedText = (key: string) =>
  fc.oneof(
    { weight: 3, arbitrary: storedValueFor(key) },
    { weight: 1, arbitrary: fc.option(fc.string(), { nil: null }) },
    { weight: 1, arbitrary: hostileText },
    { weight: 1, arbitrary: fc.constantFrom(HUGE_STORED_TEXT, HUGE_STORED_JSON) },
  );

/** Pages the reducers could have made (valid), as stored, sometimes edited by hand afterwards. */
const DATA_POINT_IDS = Object.values(TOPIC_DATA_POINTS).flat();
const reducedPages = fc
  .array(fc.oneof(fc.constantFrom(...DATA_POINT_IDS), hostileText), { maxLength: 8 })
  .map((ids) => dynamicPagesSlice.reducer(initialDynamicPagesState(), dataPointsRequested(ids)));
const storedPages = fc.oneof(
  { weight: 2, arbitrary: reducedPages.map((state) => JSON.stringify(state)) },
  {
    weight: 2,
    arbitrary: fc
      .tuple(
        reducedPages,
        fc.nat(),
        fc.constantFrom('path', 'context', 'previousPath', 'nextPath', 'dataPoints'),
        hostileText,
      )
      .map(([state, i, field, value]) => {
        const pages: Record<string, unknown>[] = state.pages.map((page) => ({ ...page }));
        const page = pages[i % pages.length];
        if (page) page[field] = field === 'dataPoints' ? [value] : value;
        return JSON.stringify({ pages });
      }),
  },
  { weight: 3, arbitrary: storedText(STORAGE_KEYS.dynamicPages) },
);

describe('stored state readers at boot, on arbitrary stored text', () => {
  it('start-up never throws, never pollutes, and starts from a well-formed lead state', () => {
    fc.assert(
      fc.property(storedText(STORAGE_KEYS.leadApplication), (raw) => {
        runs += 1;
        const before = prototypeKeys();
        const state = boot(raw === null ? {} : { leadApplication: raw }).state.leadApplication;
        expectWellFormedLead(state);
        expect(prototypeKeys()).toBe(before);
        expect(({} as Record<string, unknown>).polluted).toBeUndefined();
      }),
      { numRuns: RUNS.lead },
    );
  });

  it('a state the slice could have made loads back unchanged', () => {
    const text = fc.string({ maxLength: 12 });
    const fieldError = fc.record({ fieldName: text, message: text });
    const state: fc.Arbitrary<LeadApplicationState> = fc.record({
      progressState: fc.nat(PROGRESS_STATES.length - 1),
      applicationData: fc.dictionary(text, fc.jsonValue({ maxDepth: 2 }), { maxKeys: 4 }),
      applicationResult: fc.option(fc.dictionary(text, fc.jsonValue({ maxDepth: 1 }), { maxKeys: 2 }), {
        nil: null,
      }),
      customerConsents: fc.option(fc.dictionary(text, fc.boolean(), { maxKeys: 2 }), { nil: null }),
      routeChange: fc.option(
        fc.record({ method: fc.constantFrom('push' as const, 'replace' as const), redirectTo: text }),
        {
          nil: null,
        },
      ),
      lastOperationTimestamp: fc.option(fc.nat(), { nil: null }),
      pageErrors: fc.dictionary(text, fc.array(fieldError, { minLength: 1, maxLength: 2 }), { maxKeys: 2 }),
      erroredPage: fc.option(text, { nil: null }),
    });
    fc.assert(
      fc.property(state, (s) => {
        runs += 1;
        // Through JSON as the persister stores it (the parser drops `__proto__`-like keys, as stored JSON would).
        const stored = JSON.stringify(s);
        const expected = parseStoredJson(stored, isRecord);
        expect(expected.ok).toBe(true);
        if (expected.ok) expect(parseLeadApplication(expected.value)).toEqual(expected.value);
      }),
      { numRuns: RUNS.roundTrip },
    );
  });

  it('start-up restores valid dynamic pages only (the initial ones without a lead), never throws or pollutes', () => {
    fc.assert(
      fc.property(storedPages, fc.boolean(), (raw, hasLead) => {
        runs += 1;
        const before = prototypeKeys();
        const contents: Record<string, string> = hasLead ? { leadApplication: WITH_LEAD } : {};
        if (raw !== null) contents.dynamicPages = raw;
        const usable = hasLead && raw !== null && parseStoredJson(raw, isDynamicPagesState).ok;
        if (usable) usableSeen += 1;
        const { state: initial, session } = boot(contents);
        const state = initial.dynamicPages;
        expect(isDynamicPagesState(state)).toBe(true);
        if (!usable) expect(state).toEqual(initialDynamicPagesState());
        // Whatever was not used is gone, so a later reload cannot pick it up.
        if (!usable) expect(session.dynamicPages ?? null).toBeNull();
        expect(JSON.parse(JSON.stringify(state))).toEqual(state);
        expect(prototypeKeys()).toBe(before);
        expect(({} as Record<string, unknown>).polluted).toBeUndefined();
      }),
      { numRuns: RUNS.pages },
    );
    // The generator reaches the accepting path too, not only the refusals.
    expect(usableSeen).toBeGreaterThan(RUNS.pages / 20);
  });

  it('start-up reads uiColors as a record of strings or null and never pollutes', () => {
    fc.assert(
      fc.property(storedText(STORAGE_KEYS.uiColors), (raw) => {
        runs += 1;
        const before = prototypeKeys();
        const colors = boot(raw === null ? {} : { uiColors: raw }).state.uiColors;
        expect(colors === null || isRecord(colors)).toBe(true);
        if (colors) expect(Object.values(colors).every((value) => typeof value === 'string')).toBe(true);
        if (colors)
          for (const key of ['__proto__', 'constructor', 'prototype'])
            expect(Object.hasOwn(colors, key)).toBe(false);
        expect(prototypeKeys()).toBe(before);
      }),
      { numRuns: RUNS.colors },
    );
  });
});
