import { NAMESPACES } from '../../../contract/i18n-namespaces';
import { formatSelectors, hasSelectors } from './message-format';
import { createStringStore, FALLBACK_LANGUAGE, type I18nOptions } from './string-store';
import type { Tree } from './translation-files';

export { FALLBACK_LANGUAGE, NAMESPACES, type I18nOptions };
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

const lookUp = (tree: unknown, path: string): unknown =>
  path.split(KEY_SEPARATOR).reduce<unknown>((node, part) => (typeof node === 'object' && node !== null ? (node as Tree)[part] : undefined), tree);

/**
 * The text for `language`: its plural and select selectors resolved (message-format.ts), then `{{name}}` replaced
 * by the option's value; values are text, never HTML (React escapes what it renders).
 */
const interpolate = (language: string, text: string, options: TOptions | undefined) => {
  const chosen = hasSelectors(text) ? formatSelectors(language, text, options ?? {}) : text;
  return options ? chosen.replace(/\{\{\s*([\w.]+)\s*\}\}/g, (_, name: string) => {
        const value = options[name];
        return typeof value === 'string' || typeof value === 'number' ? String(value) : '';
      }) : chosen;
};

/**
 * Behaviour §2/§7/§9 translations: the brand's language with English as fallback, keys separated with '>', no
 * escaping; files under /application-frontend/locales/{lng}/{ns}.json (translation-files.ts reads them). The
 * page's own strings are bundled, so its first screen never waits (docs/decisions/0012-translations.md).
 */
export function createI18n({ lng, ...reading }: I18nOptions): I18n {
  const languages = [...new Set([lng, FALLBACK_LANGUAGE])];
  const store = createStringStore({ lng, ...reading });

  const translate = (namespaces: readonly string[], key: string, options?: TOptions): string | undefined => {
    const cut = key.indexOf(NS_SEPARATOR);
    const named = cut > 0 && (NAMESPACES as readonly string[]).includes(key.slice(0, cut));
    const path = named ? key.slice(cut + 1) : key;
    for (const language of languages)
      for (const ns of named ? [key.slice(0, cut)] : namespaces) {
        const found = lookUp(store.get(language, ns), path);
        if (typeof found === 'string') return interpolate(language, found, options);
      }
    return undefined;
  };
  const fixedT = (namespaces: readonly string[]): TFunction => (key, options) => {
    const found = translate(namespaces, key, options);
    if (found !== undefined) return found;
    // English is read only when the language lacks a string (a test keeps every key in every locale).
    if (options?.defaultValue === undefined) for (const ns of namespaces) void store.read(FALLBACK_LANGUAGE, ns);
    return interpolate(lng, options?.defaultValue ?? key.slice(key.indexOf(NS_SEPARATOR) + 1), options);
  };

  return {
    language: lng,
    t: fixedT(['common']),
    fixedT,
    exists: (key, options) => translate([options?.ns ?? 'common'], key) !== undefined,
    hasResourceBundle: store.has,
    loadNamespaces: store.loadNamespaces,
    settled: store.settled,
    reloadResources: store.reread,
    subscribe: store.subscribe,
    version: store.version,
  };
}
