import { readTranslations, type Tree } from './translation-files';

// The configured base path (vite.config.ts `base`), without its trailing slash.
const BASE_PATH = import.meta.env.BASE_URL.replace(/\/$/, '');
export const NAMESPACES = ['common', 'form', 'screens'] as const;
/** Spec §9: the interface falls back to English for a key its language lacks. */
export const FALLBACK_LANGUAGE = 'en';
const KEY_SEPARATOR = '>';
const NS_SEPARATOR = ':';

export type TOptions = { defaultValue?: string } & Record<string, unknown>;
export type TFunction = (key: string, options?: TOptions) => string;

export interface I18n {
  readonly language: string;
  /** Translates in the default namespace ('common') or the one the key names ('form:step>continue'). */
  t: TFunction;
  /** A `t` that looks in `namespaces`, the first one by default. */
  fixedT: (namespaces: readonly string[]) => TFunction;
  exists: (key: string, options?: { ns?: string }) => boolean;
  hasResourceBundle: (lng: string, ns: string) => boolean;
  /** Settles once every namespace is loaded or has failed for good (in the language and the fallback). */
  loadNamespaces: (namespaces: readonly string[]) => Promise<void>;
  /** Whether `loadNamespaces(namespaces)` has settled. */
  settled: (namespaces: readonly string[]) => boolean;
  /** Reads a namespace again (after a failure), with the same retries. */
  reloadResources: (lng: string, ns: string) => Promise<void>;
  /** Called when strings arrive or a read fails for good; returns the unsubscribe. */
  subscribe: (listener: () => void) => () => void;
  /** Changes whenever strings of one of `namespaces` arrive or fail for good. */
  version: (namespaces: readonly string[]) => number;
}

export type I18nOptions = {
  /** The brand's product locale id (e.g. 'vn'). */
  lng: string;
  /** Strings bundled into the page so the first screen never waits for a request. */
  bundled: Record<string, Record<string, unknown>>;
  /** Whether to fetch the other namespaces over HTTP (false at build-time rendering, where all are bundled). */
  http?: boolean;
  fetcher?: typeof fetch;
};

const lookUp = (tree: unknown, path: string): unknown =>
  path.split(KEY_SEPARATOR).reduce<unknown>((node, part) => (typeof node === 'object' && node !== null ? (node as Tree)[part] : undefined), tree);

/** `{{name}}` replaced by the option's value; values are text, never HTML (React escapes what it renders). */
const interpolate = (text: string, options: TOptions | undefined) =>
  options ? text.replace(/\{\{\s*([\w.]+)\s*\}\}/g, (_, name: string) => {
        const value = options[name];
        return typeof value === 'string' || typeof value === 'number' ? String(value) : '';
      }) : text;

/**
 * Spec §2/§7/§9 translations: the brand's language with English as fallback, keys separated with '>', no
 * escaping; files under /application-frontend/locales/{lng}/{ns}.json (translation-files.ts reads them). The
 * page's own strings are bundled, so its first screen never waits (docs/decisions/0012-translations.md).
 */
export function createI18n({ lng, bundled, http = true, fetcher }: I18nOptions): I18n {
  const languages = [...new Set([lng, FALLBACK_LANGUAGE])];
  const strings = new Map<string, Tree>(Object.entries(bundled).map(([ns, tree]) => [`${lng}|${ns}`, tree as Tree]));
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
    !http || strings.has(`${lng}|${ns}`) || (failed.has(`${lng}|${ns}`) && done(`${FALLBACK_LANGUAGE}|${ns}`));

  const translate = (namespaces: readonly string[], key: string, options?: TOptions): string | undefined => {
    const cut = key.indexOf(NS_SEPARATOR);
    const named = cut > 0 && (NAMESPACES as readonly string[]).includes(key.slice(0, cut));
    const path = named ? key.slice(cut + 1) : key;
    for (const language of languages)
      for (const ns of named ? [key.slice(0, cut)] : namespaces) {
        const found = lookUp(strings.get(`${language}|${ns}`), path);
        if (typeof found === 'string') return interpolate(found, options);
      }
    return undefined;
  };
  const fixedT = (namespaces: readonly string[]): TFunction => (key, options) => {
    const found = translate(namespaces, key, options);
    if (found !== undefined) return found;
    // English is read only when the language lacks a string (a test keeps every key in every locale).
    if (options?.defaultValue === undefined) for (const ns of namespaces) void read(FALLBACK_LANGUAGE, ns);
    return interpolate(options?.defaultValue ?? key.slice(key.indexOf(NS_SEPARATOR) + 1), options);
  };

  const loadNamespaces = async (namespaces: readonly string[]) => {
    await Promise.all(
      namespaces.map(async (ns) => {
        await read(lng, ns);
        if (failed.has(`${lng}|${ns}`)) await read(FALLBACK_LANGUAGE, ns);
      }),
    );
  };

  return {
    language: lng,
    t: fixedT(['common']),
    fixedT,
    exists: (key, options) => translate([options?.ns ?? 'common'], key) !== undefined,
    hasResourceBundle: (language, ns) => strings.has(`${language}|${ns}`),
    loadNamespaces,
    settled: (namespaces) => namespaces.every(ready),
    reloadResources: (language, ns) => {
      reads.delete(`${language}|${ns}`);
      failed.delete(`${language}|${ns}`);
      return read(language, ns);
    },
    subscribe: (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    version: (namespaces) => namespaces.reduce((sum, ns) => sum + (changes.get(ns) ?? 0), 0),
  };
}
