import { useEffect, useRef } from 'react';
import { useTranslation } from '../../i18n/react';
import { brand } from 'virtual:brand';
import { StepHeading } from '../../ui/step-heading';
import { STORAGE_KEYS } from '../../lib/storage-keys';
import { sessionStore } from '../../lib/safe-storage';
import { safeRedirectUrl } from './redirect-target';

/** Set once the page has sent the person on: whatever React mounts or remounts, the redirect happens once. */
let sent = false;

/** Records that the person has been sent on (by the page or by their own press), so it is never done twice. */
function markSent(): void {
  sent = true;
  sessionStore.set(STORAGE_KEYS.redirected, 'true');
}

/**
 * /redirected: sends the person on to the partner the server chose, only if the partner is on the brand's
 * allowlist, after a moment and once. A GET redirect goes to the URL; a POST one submits a form to it whose
 * fields are the URL's own query parameters (the lead reference the server put there), nothing of the
 * application. The link, or for a POST the form's button, stays for the person (docs/decisions/0007).
 */
export function RedirectedScreen() {
  const { t } = useTranslation('screens');
  const url = safeRedirectUrl(sessionStore.get(STORAGE_KEYS.redirectUrl), brand.redirectHosts);
  const post = sessionStore.get(STORAGE_KEYS.redirectMethod) === 'POST';
  const form = useRef<HTMLFormElement>(null);
  useEffect(() => {
    if (!url || sent || sessionStore.get(STORAGE_KEYS.redirected) === 'true') return;
    // Marked as redirected when it happens, not before: a remount within the moment re-arms the timer instead of
    // finding the mark and never sending the person on.
    const timer = window.setTimeout(() => {
      if (sent) return;
      markSent();
      if (post) form.current?.submit();
      else window.location.assign(url);
    }, 1500);
    return () => window.clearTimeout(timer);
  }, [url, post]);
  if (!url) {
    return (
      <main id="main" className="page">
        <StepHeading>{t('redirected>heading')}</StepHeading>
        <p role="alert">{t('redirected>unsafe')}</p>
      </main>
    );
  }
  const action = t('redirected>action');
  return (
    <main id="main" className="page">
      <StepHeading>{t('redirected>heading')}</StepHeading>
      <p>{t('redirected>body')}</p>
      {post ? (
        // A POST partner gets a POST, also from the button: a link would send it a GET it did not ask for.
        <form ref={form} method="post" action={url} onSubmit={markSent}>
          {[...new URL(url).searchParams].map(([name, value], i) => (
            <input key={i} type="hidden" name={name} value={value} />
          ))}
          <p>
            <button type="submit" className="button button--primary">
              {action}
            </button>
          </p>
        </form>
      ) : (
        <p>
          <a className="button button--primary" href={url} rel="noopener" onClick={markSent}>
            {action}
          </a>
        </p>
      )}
    </main>
  );
}
