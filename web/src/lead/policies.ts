import { useEffect, useSyncExternalStore } from 'react';
import { brand } from 'virtual:brand';
import { apiUrl, policiesPath } from '../../../contract/api-paths';
import type { Policy } from '../../../contract/api-answers';

export type { Policy };

type Entry = { status: 'loading' } | { status: 'ok'; policies: Policy[] } | { status: 'error' };

/**
 * The brand's policies (behaviour §7 GET /policies), read once per visit with a plain fetch: the dynamic form asks
 * for them on its first page, which carries no RTK Query (docs/decisions/0011-form-state.md).
 */
const entries = new Map<string, Entry>();
const listeners = new Set<() => void>();
const LOADING: Entry = { status: 'loading' };

const isPolicyList = (value: unknown): value is { policies: Policy[] } =>
  typeof value === 'object' &&
  value !== null &&
  Array.isArray((value as { policies?: unknown }).policies) &&
  (value as { policies: unknown[] }).policies.every(
    (p) =>
      typeof p === 'object' &&
      p !== null &&
      ['id', 'title', 'text'].every((key) => typeof (p as Record<string, unknown>)[key] === 'string') &&
      ['string', 'undefined'].includes(typeof (p as Record<string, unknown>).summary),
  );

function set(locale: string, entry: Entry) {
  entries.set(locale, entry);
  for (const listener of listeners) listener();
}

/** Start reading the locale's policies unless they are loaded or on their way. */
export function loadPolicies(locale: string, again = false): void {
  const current = entries.get(locale);
  if (current && !(again && current.status === 'error')) return;
  set(locale, LOADING);
  fetch(apiUrl(brand.api, `${policiesPath}?locale=${encodeURIComponent(locale)}`), {
    credentials: 'same-origin',
  })
    .then((response) =>
      response.ok ? response.json() : Promise.reject(new Error(`policies: ${response.status}`)),
    )
    .then((body: unknown) => {
      if (!isPolicyList(body)) throw new Error('policies: unexpected answer');
      set(locale, { status: 'ok', policies: body.policies });
    })
    .catch((error: unknown) => {
      console.error('Failed to load policies', error);
      set(locale, { status: 'error' });
    });
}

/** The policies as loaded so far (undefined until they are). */
export const loadedPolicies = (locale: string): Policy[] | undefined => {
  const entry = entries.get(locale);
  return entry?.status === 'ok' ? entry.policies : undefined;
};

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};

/** The locale's policies for a component: loaded on mount, with a retry after a failure. */
export function usePolicies(locale: string) {
  const entry = useSyncExternalStore(subscribe, () => entries.get(locale) ?? LOADING, () => LOADING);
  useEffect(() => loadPolicies(locale), [locale]);
  return { entry, retry: () => loadPolicies(locale, true) };
}
