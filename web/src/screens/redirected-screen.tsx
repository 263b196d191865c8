import { useEffect } from 'react';
import { useTranslation } from '../i18n/react';
import { brand } from 'virtual:brand';
import { StepHeading } from '../form/step-heading';
import { STORAGE_KEYS } from '../landing/storage-keys';
import { sessionStore } from '../lib/safe-storage';
import { safeRedirectUrl } from './redirect-target';

/** Set once the page has sent the person on: whatever React mounts or remounts, the redirect happens once. */
let sent = false;

/**
 * /redirected: sends the person on to the partner the server chose, only if the partner is on the brand's
 * allowlist. A GET redirect is carried out after a moment; a POST one is not (the page would have to post a form
 * to the partner, which the CSP's form-action forbids): the person follows the link (docs/decisions/0007).
 */
export function RedirectedScreen() {
  const { t } = useTranslation('screens');
  const url = safeRedirectUrl(sessionStore.get(STORAGE_KEYS.redirectUrl), brand.redirectHosts);
  useEffect(() => {
    if (!url || sent || sessionStore.get(STORAGE_KEYS.redirected) === 'true') return;
    if (sessionStore.get(STORAGE_KEYS.redirectMethod) === 'POST') return;
    // Marked as redirected when it happens, not before: a remount within the moment re-arms the timer instead of
    // finding the mark and never sending the person on.
    const timer = window.setTimeout(() => {
      if (sent) return;
      sent = true;
      sessionStore.set(STORAGE_KEYS.redirected, 'true');
      window.location.assign(url);
    }, 1500);
    return () => window.clearTimeout(timer);
  }, [url]);
  return (
    <main id="main" className="page">
      <StepHeading>{t('redirected>heading')}</StepHeading>
      {url ? (
        <>
          <p>{t('redirected>body')}</p>
          <p>
            <a className="button button--primary" href={url} rel="noopener">
              {t('redirected>action')}
            </a>
          </p>
        </>
      ) : (
        <p role="alert">{t('redirected>unsafe')}</p>
      )}
    </main>
  );
}
