import { renderToString } from 'react-dom/server';
import { brand } from 'virtual:brand';
import { firstScreenResources } from 'virtual:first-screen-strings';
import { App } from './app/app';
import { makeStore } from './app/store';
import { createI18n } from './i18n/i18n';
import { createStaticLocation } from './lib/router';
import * as page from './form/application-page';

/** Build-time rendering of a route with the brand's defaults, so its text is in the HTML (scripts/prerender.ts). */
export function render(path: string, now: Date): string {
  const i18n = createI18n({ lng: brand.locale, bundled: firstScreenResources, http: false });
  return renderToString(
    <App store={makeStore()} i18n={i18n} location={createStaticLocation('/application-frontend', path)} page={page} now={now} />,
  );
}

export const loadingLabel = (): string => createI18n({ lng: brand.locale, bundled: firstScreenResources, http: false }).t('shell>loading');
