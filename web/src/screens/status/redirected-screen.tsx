import { useEffect, useRef, useState } from 'react';
import { useAppSelector } from '../../app/hooks';
import { useTranslation } from '../../i18n/react';
import { brand } from 'virtual:brand';
import { StepHeading } from '../../ui/step-heading';
import { STORAGE_KEYS } from '../../lib/storage-keys';
import { sessionStore } from '../../lib/safe-storage';
import { safeRedirectUrl } from './redirect-target';

/** How long the screen stays before it sends the person on: time to read who takes over, counted down on screen. */
export const REDIRECT_DELAY_S = 10;

/** Set once the page has sent the person on: whatever React mounts or remounts, the redirect happens once. */
let sent = false;

/** Records that the person has been sent on (by the page or by their own press), so it is never done twice. */
function markSent(): void {
  sent = true;
  sessionStore.set(STORAGE_KEYS.redirected, 'true');
}

/** The seconds before the page sends the person on, counted from the screen's arrival. */
function useSecondsLeft(active: boolean): number {
  const [left, setLeft] = useState(REDIRECT_DELAY_S);
  useEffect(() => {
    if (!active) return;
    const started = Date.now();
    const tick = window.setInterval(
      () => setLeft(Math.max(0, REDIRECT_DELAY_S - Math.floor((Date.now() - started) / 1000))),
      1000,
    );
    return () => window.clearInterval(tick);
  }, [active]);
  return left;
}

/**
 * /redirected: sends the person on to the partner the server chose, only if the partner is on the brand's
 * allowlist, after REDIRECT_DELAY_S seconds (counted down on screen, so the partner's name can be read) and once. A GET redirect goes to the URL; a POST one submits a form to it whose
 * fields are the URL's own query parameters (the lead reference the server put there), nothing of the
 * application. The link, or for a POST the form's button, stays for the person (docs/decisions/0007).
 */
export function RedirectedScreen() {
  const { t } = useTranslation('screens');
  const url = safeRedirectUrl(sessionStore.get(STORAGE_KEYS.redirectUrl), brand.redirectHosts);
  const post = sessionStore.get(STORAGE_KEYS.redirectMethod) === 'POST';
  const form = useRef<HTMLFormElement>(null);
  const result = useAppSelector((s) => s.leadApplication.applicationResult) as {
    partner?: { name?: unknown };
  } | null;
  const partner = typeof result?.partner?.name === 'string' ? result.partner.name : undefined;
  const left = useSecondsLeft(url !== null);
  useEffect(() => {
    if (!url || sent || sessionStore.get(STORAGE_KEYS.redirected) === 'true') return;
    // Marked as redirected when it happens, not before: a remount within the moment re-arms the timer instead of
    // finding the mark and never sending the person on.
    const timer = window.setTimeout(() => {
      if (sent) return;
      markSent();
      if (post) form.current?.submit();
      else window.location.assign(url);
    }, REDIRECT_DELAY_S * 1000);
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
      <p>{partner ? t('redirected>partnerBody', { partner }) : t('redirected>body')}</p>
      {/* Not a live region: a status read every second would drown everything else out. */}
      <p>{t('redirected>countdown', { seconds: left })}</p>
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
