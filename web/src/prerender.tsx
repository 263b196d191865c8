import { prerender } from 'react-dom/static';
import { brand, numberFormats } from 'virtual:brand';
import { firstScreenResources } from 'virtual:first-screen-strings';
import { App } from './app/app';
import { makeStore } from './app/store';
import { createI18n } from './i18n/i18n';
import { installNumberFormats } from './lib/format';
import { createStaticLocation } from './lib/router';
import * as page from './app/routes';
import { TitleSink } from './ui/step-heading';
import { dataPoints } from '../../contract/data-points';
import { INITIAL_DATA_POINTS } from '../../contract/dynamic-steps';

/** The routes rendered at build time: the loan step (index and its own path) and the flow's first step. */
export const routes = (): readonly string[] => ['/', '/loan-information', page.firstStep()];
export const firstStep = page.firstStep();

/**
 * Where the answers a build-time rendered route shows live in the lead (empty at build time): the browser takes
 * that markup over only while they are still empty (`matchesBuild`, main.tsx).
 */
export function answerPaths(path: string): string[] {
  if (path !== page.firstStep()) return [];
  const points = brand.flow === 'dynamic' ? INITIAL_DATA_POINTS : brand.steps[0]!.dataPoints;
  return points.map((id) => dataPoints[id]!.path);
}

/**
 * Build-time rendering of a route with the brand's defaults, so its text is in the HTML (scripts/prerender.ts).
 * `more` holds namespaces the page fetches at run time (the first step's 'form'): here they are read from disk.
 * `prerender` (not renderToString) waits for the lazily loaded step page, so the HTML holds the step itself; the
 * screen's document title comes back with it.
 */
export async function render(
  path: string,
  now: Date,
  more: Record<string, Record<string, unknown>> = {},
): Promise<{ markup: string; title: string | null }> {
  installNumberFormats(numberFormats);
  const i18n = createI18n({ lng: brand.locale, bundled: { ...firstScreenResources, ...more }, http: false });
  let title: string | null = null;
  const { prelude } = await prerender(
    <TitleSink.Provider value={(t) => (title = t)}>
      <App
        store={makeStore()}
        i18n={i18n}
        location={createStaticLocation(import.meta.env.BASE_URL, path)}
        page={page}
        now={now}
      />
    </TitleSink.Provider>,
  );
  return { markup: await new Response(prelude).text(), title };
}

export const loadingLabel = (): string =>
  createI18n({ lng: brand.locale, bundled: firstScreenResources, http: false }).t('shell>loading');
