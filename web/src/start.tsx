import { StrictMode, startTransition } from 'react';
import { brand } from 'virtual:brand';
import { App } from './app/app';
import { loadApplicationPage } from './app/application-page-loader';
import { makeStore } from './app/store';
import { boot } from './app/boot';
import { startTracking } from './tracking';
import type { I18n } from './i18n/i18n';
import { createBrowserLocation } from './lib/router';
import { START_MARKS } from './lib/early-input';
import type * as Framework from './framework';

export type StartContext = {
  container: HTMLElement;
  i18n: I18n;
  framework: typeof Framework;
  /** Ends the current task: start-up runs as short tasks, so the page answers input between them. */
  nextTask: () => Promise<void>;
};

/** The app's start: storage, the start-up rules and the store, then the route's code, then the first render. */
export async function start({ container, i18n, framework, nextTask }: StartContext): Promise<void> {
  const location = createBrowserLocation(import.meta.env.BASE_URL);
  const prerendered = container.dataset.prerendered;
  const renderedAt = new Date(container.dataset.renderedAt ?? Date.now());
  /** Where the build-time rendered step's answers live in the lead (empty when it was rendered). */
  const answerPaths = (container.dataset.answerPaths ?? '').split(' ').filter(Boolean);

  const { store, tracking } = await boot(nextTask);
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
  // The first render starts a task of its own, apart from loading the route's code and strings.
  await nextTask();
  performance.mark(START_MARKS.render);
  if (prerendered === path && page.matchesBuild(path, store.getState(), answerPaths)) {
    // Hydrating in a transition lets React yield between components: no long task while the page is
    // already readable.
    startTransition(() => {
      framework.hydrateRoot(container, app(true), {
        // A difference React recovers from by rendering afresh (an older ICU formatting a number otherwise): not an error.
        onRecoverableError: (error) => console.warn('hydration recovered', error),
      });
    });
  } else if (prerendered) {
    // Build-time markup that is not what this visit shows (answers typed or saved on the first step): it stays
    // on screen until the page is ready to replace it, in one commit (a transition waits for lazy code).
    const root = framework.createRoot(container);
    startTransition(() => root.render(app(false)));
  } else {
    framework.createRoot(container).render(app(false));
  }
  // The tags wait for the load event and an idle moment, then for the visitor's consent (tracking/index.ts).
  startTracking(window, { ...tracking, pages: location });
}
