import { createContext, use, useContext, useMemo, useSyncExternalStore, type ReactNode } from 'react';
import type { I18n, TFunction } from './i18n';

const I18nContext = createContext<I18n | null>(null);

export function I18nProvider({ i18n, children }: { i18n: I18n; children: ReactNode }) {
  return <I18nContext value={i18n}>{children}</I18nContext>;
}

/** One promise per set of namespaces while it loads: a suspended component waits on the same one each render. */
const loading = new WeakMap<I18n, Map<string, Promise<void>>>();
function whenLoaded(i18n: I18n, namespaces: readonly string[]): Promise<void> {
  const byKey = loading.get(i18n) ?? new Map<string, Promise<void>>();
  loading.set(i18n, byKey);
  const key = namespaces.join(' ');
  let promise = byKey.get(key);
  if (!promise) {
    promise = i18n.loadNamespaces(namespaces).finally(() => byKey.delete(key));
    byKey.set(key, promise);
  }
  return promise;
}

/**
 * The page's strings for a component: `t` looks in `ns` (the first is the default; 'common' when none is
 * given). Suspends until the namespaces have loaded or failed for good; re-renders when strings arrive.
 */
export function useTranslation(ns?: string | readonly string[]): { t: TFunction; i18n: I18n } {
  const i18n = useContext(I18nContext);
  if (!i18n) throw new Error('useTranslation needs an I18nProvider');
  const namespaces = ns === undefined ? ['common'] : typeof ns === 'string' ? [ns] : ns;
  const key = namespaces.join(' ');
  // Only strings of these namespaces re-render the component.
  const version = useSyncExternalStore(i18n.subscribe, () => i18n.version(namespaces), () => i18n.version(namespaces));
  // eslint-disable-next-line react-hooks/exhaustive-deps -- `key` stands for `namespaces`; `version` marks new strings
  const t = useMemo(() => i18n.fixedT(namespaces), [i18n, key, version]);
  if (!i18n.settled(namespaces)) use(whenLoaded(i18n, namespaces));
  return { t, i18n };
}
