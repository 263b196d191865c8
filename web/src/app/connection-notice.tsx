import { useEffect, useRef, useSyncExternalStore } from 'react';
import { useTranslation } from '../i18n/react';
import { notify } from '../lib/notify';

function subscribe(onChange: () => void): () => void {
  window.addEventListener('online', onChange);
  window.addEventListener('offline', onChange);
  return () => {
    window.removeEventListener('online', onChange);
    window.removeEventListener('offline', onChange);
  };
}

/**
 * The connection, as a phone whose signal comes and goes needs to know it (docs/decisions/0016). While offline a
 * notice stays at the top of the page: what is typed stays, and is sent once back. It appears in a live region that
 * is in the page from the start, so its words are announced. Being back is passing news: a toast (its code
 * can be fetched again by then).
 */
export function ConnectionNotice() {
  const { t } = useTranslation();
  // The build-time page and hydration assume a connection: the page was just fetched.
  const online = useSyncExternalStore(
    subscribe,
    () => navigator.onLine,
    () => true,
  );
  const wasOffline = useRef(false);
  useEffect(() => {
    if (!online) wasOffline.current = true;
    else if (wasOffline.current) {
      wasOffline.current = false;
      notify(t('shell>online'), 'success');
    }
  }, [online, t]);
  // A polite live region with no role: empty, it is nothing to a screen reader moving through the page.
  return (
    <div aria-live="polite">
      {!online && <p className="notice notice--connection">{t('shell>offline')}</p>}
    </div>
  );
}
