import { StrictMode, startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { brand, numberFormats } from 'virtual:brand';
import { firstScreenResources } from 'virtual:first-screen-strings';
import 'virtual:brand-theme.css';
import './styles.css';
import { App } from './app/app';
import { loadApplicationPage } from './app/application-page-loader';
import { makeStore } from './app/store';
import { boot } from './app/boot';
import { createI18n } from './i18n/i18n';
import { installNumberFormats } from './lib/format';
import { createBrowserLocation } from './lib/router';

// The page formats its numbers with the patterns read at build time: no Intl object at load (lib/number-pattern.ts).
installNumberFormats(numberFormats);
const container = document.getElementById('finceptiv-root');
if (!container) throw new Error('Root container "#finceptiv-root" not found in the DOM.');

const i18n = createI18n({ lng: brand.locale, bundled: firstScreenResources });
const location = createBrowserLocation(import.meta.env.BASE_URL);
const prerendered = container.dataset.prerendered;
const renderedAt = new Date(container.dataset.renderedAt ?? Date.now());
/** Where the build-time rendered step's answers live in the lead (empty when it was rendered). */
const answerPaths = (container.dataset.answerPaths ?? '').split(' ').filter(Boolean);

/** The browser's task scheduler, where it has one (`scheduler.yield`: Chromium). */
const browserScheduler = (globalThis as { scheduler?: { yield?: () => Promise<void> } }).scheduler;
/**
 * A task boundary: start-up runs as several short tasks, not one long one, so the page answers input between
 * them. `scheduler.yield` resumes ahead of other queued work; elsewhere a zero-delay timer ends the task.
 */
const nextTask = (): Promise<void> =>
  browserScheduler?.yield ? browserScheduler.yield() : new Promise((resolve) => setTimeout(resolve, 0));

const start = async (): Promise<void> => {
  // Not in the task that evaluated the modules: storage, the start-up rules and the store.
  await nextTask();
  const { store } = await boot(nextTask);
  await nextTask();
  // The page module is awaited before the first render, so a build-time rendered screen is hydrated in
  // place (its text stays painted: no flash, no shift, no new LCP element) and any other route renders
  // once (docs/decisions/0002-prerendered-first-screen.md).
  const page = await loadApplicationPage(brand.flow);
  // The route's code and strings before the first render: React renders (or hydrates) it once, never suspending.
  const namespace = await page.prepare(location.path());
  if (namespace) await i18n.loadNamespaces([namespace]);
  const app = (hydrating: boolean) => (
    <StrictMode>
      <App
        store={store}
        i18n={i18n}
        location={location}
        page={page}
        now={new Date()}
        rendered={hydrating ? { state: makeStore().getState(), at: renderedAt } : undefined}
      />
    </StrictMode>
  );
  const path = location.path();
  if (prerendered === path && page.matchesBuild(path, store.getState(), answerPaths)) {
    // Hydrating in a transition lets React yield between components: no long task while the page is
    // already readable.
    startTransition(() => {
      hydrateRoot(container, app(true), {
        // A difference React recovers from by rendering afresh (an older ICU formatting a number otherwise): not an error.
        onRecoverableError: (error) => console.warn('hydration recovered', error),
      });
    });
  } else if (prerendered) {
    // Build-time markup that is not what this visit shows (answers typed or saved on the first step): it stays
    // on screen until the page is ready to replace it, in one commit (a transition waits for lazy code).
    const root = createRoot(container);
    startTransition(() => root.render(app(false)));
  } else {
    createRoot(container).render(app(false));
  }
};

start().catch((error: unknown) => {
  console.error(error);
  const p = document.createElement('p');
  p.setAttribute('role', 'alert');
  p.className = 'fallback-error';
  p.textContent = i18n.t('errors>generic');
  container.replaceChildren(p);
});
