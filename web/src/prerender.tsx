import { renderToString } from 'react-dom/server';
import { brand } from 'virtual:brand';
import { firstScreenResources } from 'virtual:first-screen-strings';
import { App } from './app/app';
import { makeStore } from './app/store';
import { createI18n } from './i18n/i18n';
import { createStaticLocation } from './lib/router';
import * as page from './form/application-page';

const i18n = createI18n({ lng: brand.locale, bundled: firstScreenResources, http: false });

/** Build-time rendering of a route with the brand's defaults, so its text is in the HTML (scripts/prerender.ts). */
export function render(path: string, now: Date): string {
  return renderToString(
    <App
      store={makeStore()}
      i18n={i18n}
      location={createStaticLocation(import.meta.env.BASE_URL, path)}
      page={page}
      now={now}
    />,
  );
}

export const loadingLabel = (): string => i18n.t('shell>loading');
