import i18next, { type i18n as I18n } from 'i18next';
import HttpBackend from 'i18next-http-backend';
import { initReactI18next } from 'react-i18next';

// The configured base path (vite.config.ts `base`), without its trailing slash.
const BASE_PATH = import.meta.env.BASE_URL.replace(/\/$/, '');
export const NAMESPACES = ['common', 'form', 'screens'] as const;

export type I18nOptions = {
  /** The brand's product locale id (e.g. 'vn'). */
  lng: string;
  /** Strings bundled into the page so the first screen never waits for a request. */
  bundled: Record<string, Record<string, unknown>>;
  /** Whether to fetch the other namespaces over HTTP (false at build-time rendering). */
  http?: boolean;
};

/**
 * Spec §2/§7/§9: fallback en, keys separated with '>', no escaping, no debug; translations under
 * /application-frontend/locales/{lng}/{ns}.json in cross-origin mode with same-origin credentials;
 * 10 parallel reads, 5 retries from 350 ms doubling (i18next's backend connector); reload every hour
 * only without a window. The failure messages and retry rules of §8 are i18next-http-backend's own.
 */
export function createI18n({ lng, bundled, http = true }: I18nOptions): I18n {
  const instance = i18next.createInstance();
  if (http) instance.use(HttpBackend);
  instance.use(initReactI18next);
  void instance
    .init({
      lng,
      fallbackLng: 'en',
      load: 'currentOnly',
      ns: ['common'],
      defaultNS: 'common',
      keySeparator: '>',
      nsSeparator: ':',
      interpolation: { escapeValue: false },
      debug: false,
      resources: { [lng]: bundled },
      partialBundledLanguages: true,
      initAsync: false,
      maxParallelReads: 10,
      maxRetries: 5,
      retryTimeout: 350,
      react: { useSuspense: true },
      backend: {
        loadPath: `${BASE_PATH}/locales/{{lng}}/{{ns}}.json`,
        addPath: `${BASE_PATH}/locales/add/{{lng}}/{{ns}}`,
        requestOptions: { mode: 'cors', credentials: 'same-origin', cache: 'default' },
        reloadInterval: typeof window === 'undefined' ? 60 * 60 * 1000 : false,
      },
    })
    .catch((error: unknown) => console.error('Failed to initialise translations', error));
  return instance;
}
