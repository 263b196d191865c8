import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { brand } from 'virtual:brand';
import { firstScreenResources } from 'virtual:first-screen-strings';
import 'virtual:brand-theme.css';
import './styles.css';
import { App } from './app/app';
import { loadApplicationPage } from './app/application-page-loader';
import { makeStore } from './app/store';
import { createI18n } from './i18n/i18n';
import { createBrowserLocation } from './lib/router';

const container = document.getElementById('finceptiv-root');
if (!container) throw new Error('Root container "#finceptiv-root" not found in the DOM.');

const i18n = createI18n({ lng: brand.locale, bundled: firstScreenResources });
const store = makeStore();

// The page module is awaited before the first render so React replaces the build-time HTML with the
// same screen in one commit: no spinner flash, no layout shift (docs/decisions/0002-prerendered-first-screen.md).
loadApplicationPage(brand.flow)
  .then((page) => {
    createRoot(container).render(
      <StrictMode>
        <App store={store} i18n={i18n} location={createBrowserLocation('/application-frontend')} page={page} now={new Date()} />
      </StrictMode>,
    );
  })
  .catch((error: unknown) => {
    console.error(error);
    const p = document.createElement('p');
    p.setAttribute('role', 'alert');
    p.className = 'fallback-error';
    p.textContent = i18n.t('errors>generic');
    container.replaceChildren(p);
  });
