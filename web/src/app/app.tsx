import { Suspense } from 'react';
import { Provider } from 'react-redux';
import { I18nProvider } from '../i18n/react';
import type { I18n } from '../i18n/i18n';
import { RouterProvider, usePath, type RouterLocation } from '../lib/router';
import { NotFoundPage } from './not-found-page';
import type { AppStore, RootState } from './store';
import type { ApplicationPageModule } from './application-page-loader';
import { ErrorBoundary } from './error-boundary';
import { PageSpinner } from './spinner';
import { Shell } from './shell';
import { Toasts } from './toasts';

function Routes({ page }: { page: ApplicationPageModule }) {
  const path = usePath();
  const { ApplicationPage, ownsRoute } = page;
  return ownsRoute(path) ? <ApplicationPage /> : <NotFoundPage />;
}

type AppProps = {
  store: AppStore;
  i18n: I18n;
  location: RouterLocation;
  page: ApplicationPageModule;
  now: Date;
  /**
   * What the build-time render saw (docs/decisions/0002): hydration renders with these first, so it matches
   * the HTML exactly, and React then re-renders with the live store and clock.
   */
  rendered?: { state: RootState; at: Date };
};

export function App({ store, i18n, location, page, now, rendered }: AppProps) {
  return (
    <Provider store={store} serverState={rendered?.state}>
      <I18nProvider i18n={i18n}>
        <RouterProvider location={location}>
          <Shell now={now} renderedAt={rendered?.at ?? now}>
            <ErrorBoundary i18n={i18n}>
              <Suspense fallback={<PageSpinner />}>
                <Routes page={page} />
              </Suspense>
            </ErrorBoundary>
          </Shell>
          <Toasts />
        </RouterProvider>
      </I18nProvider>
    </Provider>
  );
}
