import { lazy, Suspense, useEffect, useState } from 'react';
import { useTranslation } from '../i18n/react';
import { notify, onToastWanted } from '../lib/notify';

const AppToastContainer = lazy(() =>
  import('./toast-container').then((m) => ({ default: m.AppToastContainer })),
);

/**
 * Passing news a person needs on a phone whose signal comes and goes: the connection was lost (what they type
 * stays on the page, and a save they try meanwhile says so where they pressed) and is back.
 */
function useConnectionNews(): void {
  const { t } = useTranslation();
  useEffect(() => {
    const offline = () => notify(t('shell>offline'), 'warning');
    const online = () => notify(t('shell>online'), 'success');
    window.addEventListener('offline', offline);
    window.addEventListener('online', online);
    return () => {
      window.removeEventListener('offline', offline);
      window.removeEventListener('online', online);
    };
  }, [t]);
}

/**
 * The one toast container, mounted when the first toast is asked for: react-toastify (7 KB gzip) is not
 * downloaded by a visit that never shows a toast.
 */
export function Toasts() {
  const [mounted, setMounted] = useState(false);
  useEffect(() => onToastWanted(() => setMounted(true)), []);
  useConnectionNews();
  return mounted ? (
    <Suspense fallback={null}>
      <AppToastContainer />
    </Suspense>
  ) : null;
}
