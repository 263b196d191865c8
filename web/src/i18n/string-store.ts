/**
 * The strings of each language and namespace as they arrive: the bundled ones from the start, the others read
 * over HTTP once each (translation-files.ts retries), a failure kept until the namespace is read again. Listeners
 * hear of every arrival and every failure for good; `version` counts them per namespace.
 */
import { readTranslations, type Tree } from './translation-files';

// The configured base path (vite.config.ts `base`), without its trailing slash.
const BASE_PATH = import.meta.env.BASE_URL.replace(/\/$/, '');
/** Behaviour §9: the interface falls back to English for a key its language lacks. */
export const FALLBACK_LANGUAGE = 'en';

export type I18nOptions = {
  /** The brand's product locale id (e.g. 'vn'). */
  lng: string;
  /** Strings bundled into the page so the first screen never waits for a request. */
  bundled: Record<string, Record<string, unknown>>;
  /** Whether to fetch the other namespaces over HTTP (false at build-time rendering, where all are bundled). */
  http?: boolean;
  fetcher?: typeof fetch;
};

export type StringStore = {
  /** The strings of a language's namespace, once they have arrived. */
  get: (language: string, ns: string) => Tree | undefined;
  has: (language: string, ns: string) => boolean;
  /** Reads a namespace of a language, once; settles when it has arrived or failed for good. */
  read: (language: string, ns: string) => Promise<void>;
  /** Reads a namespace again (after a failure), with the same retries. */
  reread: (language: string, ns: string) => Promise<void>;
  /** The page's language first; English when that fails for good. */
  loadNamespaces: (namespaces: readonly string[]) => Promise<void>;
  settled: (namespaces: readonly string[]) => boolean;
  subscribe: (listener: () => void) => () => void;
  version: (namespaces: readonly string[]) => number;
};

export function createStringStore({ lng, bundled, http = true, fetcher }: I18nOptions): StringStore {
  const strings = new Map<string, Tree>(
    Object.entries(bundled).map(([ns, tree]) => [`${lng}|${ns}`, tree as Tree]),
  );
  const reads = new Map<string, Promise<void>>();
  const failed = new Set<string>();
  const listeners = new Set<() => void>();
  const changes = new Map<string, number>();
  const changed = (ns: string) => {
    changes.set(ns, (changes.get(ns) ?? 0) + 1);
    for (const listener of listeners) listener();
  };

  const read = (language: string, ns: string): Promise<void> => {
    const key = `${language}|${ns}`;
    if (strings.has(key) || !http) return Promise.resolve();
    const known = reads.get(key);
    if (known) return known;
    const reading = readTranslations(`${BASE_PATH}/locales/${language}/${ns}.json`, fetcher)
      .then((tree) => {
        strings.set(key, tree);
        failed.delete(key);
      })
      .catch((error: unknown) => {
        failed.add(key);
        console.warn(`loading namespace ${ns} for language ${language} failed`, error);
      })
      .finally(() => changed(ns));
    reads.set(key, reading);
    return reading;
  };
  const done = (key: string) => strings.has(key) || failed.has(key);
  // A namespace is ready once the language's file has arrived, or has failed for good and English has been tried.
  const ready = (ns: string) =>
    !http ||
    strings.has(`${lng}|${ns}`) ||
    (failed.has(`${lng}|${ns}`) && done(`${FALLBACK_LANGUAGE}|${ns}`));

  return {
    get: (language, ns) => strings.get(`${language}|${ns}`),
    has: (language, ns) => strings.has(`${language}|${ns}`),
    read,
    reread: (language, ns) => {
      reads.delete(`${language}|${ns}`);
      failed.delete(`${language}|${ns}`);
      return read(language, ns);
    },
    loadNamespaces: async (namespaces) => {
      await Promise.all(
        namespaces.map(async (ns) => {
          await read(lng, ns);
          if (failed.has(`${lng}|${ns}`)) await read(FALLBACK_LANGUAGE, ns);
        }),
      );
    },
    settled: (namespaces) => namespaces.every(ready),
    subscribe: (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    version: (namespaces) => namespaces.reduce((sum, ns) => sum + (changes.get(ns) ?? 0), 0),
  };
}
