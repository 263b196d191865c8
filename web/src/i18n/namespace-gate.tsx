import { useState, type ReactNode } from 'react';
import { useTranslation } from './react';

/**
 * Renders its children once the translation namespace they need has loaded (suspending meanwhile, under the
 * shell's spinner). When the file could not be loaded even after the backend's retries, the person sees a short
 * message in the page's bundled strings and a button to try again, never raw translation keys.
 */
export function NamespaceGate({ ns, children }: { ns: string; children: ReactNode }) {
  const { t, i18n } = useTranslation(['common', ns]);
  const [, setAttempts] = useState(0);
  const [retrying, setRetrying] = useState(false);
  if (i18n.hasResourceBundle(i18n.language, ns) || i18n.hasResourceBundle('en', ns)) return children;
  const retry = () => {
    if (retrying) return;
    setRetrying(true);
    void i18n
      .reloadResources(i18n.language, ns)
      .catch(() => undefined)
      .finally(() => {
        setRetrying(false);
        setAttempts((n) => n + 1);
      });
  };
  return (
    <main id="main" className="page">
      <p role="alert" className="notice notice--error">
        {t('common:errors>pageNotLoaded')}
      </p>
      <button type="button" className="button button--primary" onClick={retry} aria-disabled={retrying || undefined}>
        {t('common:errors>retry')}
      </button>
    </main>
  );
}
