import { render, type RenderOptions } from '@testing-library/react';
import type { ReactElement, ReactNode } from 'react';
import { Provider } from 'react-redux';
import { onTestFinished } from 'vitest';
import type { BrandId } from '../../../brands/schema';
import { makeStore, type AppStore, type RootState } from '../app/store';
import { createI18n, type I18n } from '../i18n/i18n';
import { I18nProvider } from '../i18n/react';
import { createStaticLocation, RouterProvider, type RouterLocation } from '../lib/router';
import common from '../../public/locales/es/common.json';
import form from '../../public/locales/es/form.json';
import screens from '../../public/locales/es/screens.json';
import consent from '../../public/locales/es/consent.json';
import { stringsOf } from './brand-text';
import { resetTestBrand, setTestBrand } from './virtual-brand';

/** The Spanish strings of every namespace: what es-1 (the unit tests' brand) shows. */
export const SPANISH = { common, form, screens, consent };

type Options = Omit<RenderOptions, 'wrapper'> & {
  state?: Partial<RootState>;
  store?: AppStore;
  /** Strings by namespace (default: the real ones of the language); keys without a string show as themselves. */
  strings?: Record<string, Record<string, unknown>>;
  i18n?: I18n;
  location?: RouterLocation;
  /**
   * The brand whose build the test renders (default: es-1's test module, Spanish): `virtual:brand` becomes that
   * brand's module until the test ends, and the strings are its locale's, every namespace.
   */
  brand?: BrandId;
};

/** `virtual:brand` is brand `id`'s module until the running test ends; answers its configuration. */
function brandForTest(id: BrandId) {
  const config = setTestBrand(id);
  onTestFinished(resetTestBrand);
  return config;
}

/**
 * Renders `ui` as the app does: with a store (`makeStore`), the page's strings and a router at `/`; with `brand`,
 * as that brand's build does (its module, its language).
 */
export function renderWithProviders(ui: ReactElement, options: Options = {}) {
  const {
    state,
    brand,
    strings,
    location = createStaticLocation('/application-frontend', '/'),
    ...rest
  } = options;
  const lng = brand ? brandForTest(brand).locale : 'es';
  const bundled = strings ?? (brand ? stringsOf(lng) : SPANISH);
  const store = options.store ?? makeStore(state);
  const i18n = options.i18n ?? createI18n({ lng, bundled, http: false });
  const Wrapper = ({ children }: { children: ReactNode }) => (
    <Provider store={store}>
      <I18nProvider i18n={i18n}>
        <RouterProvider location={location}>{children}</RouterProvider>
      </I18nProvider>
    </Provider>
  );
  return { store, i18n, ...render(ui, { wrapper: Wrapper, ...rest }) };
}

/** A router location at `path` that records where the screen navigates to (`visited`) instead of going there. */
export function recordingLocation(path: string) {
  const visited: string[] = [];
  const location: RouterLocation = {
    path: () => path,
    subscribe: () => () => {},
    navigate: (to) => void visited.push(to),
    href: (to) => `/application-frontend${to}`,
  };
  return { location, visited };
}

/** A fetch answer: `body` as JSON with `status`. */
export const jsonAnswer = (body: unknown, status = 200): Promise<Response> =>
  Promise.resolve(
    new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } }),
  );
