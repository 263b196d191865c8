import { lazy, Suspense, useEffect, useState } from 'react';
import { onToastWanted, requestToastContainer } from '../lib/notify';

const AppToastContainer = lazy(() =>
  import('./toast-container').then((m) => ({ default: m.AppToastContainer })),
);

/** The one toast container, mounted when the page is idle or when the first toast is asked for. */
export function Toasts() {
  const [mounted, setMounted] = useState(false);
  useEffect(() => {
    const off = onToastWanted(() => setMounted(true));
    const idle = window.requestIdleCallback
      ? window.requestIdleCallback(requestToastContainer, { timeout: 5000 })
      : window.setTimeout(requestToastContainer, 3000);
    return () => {
      off();
      if (window.cancelIdleCallback) window.cancelIdleCallback(idle);
      else window.clearTimeout(idle);
    };
  }, []);
  return mounted ? (
    <Suspense fallback={null}>
      <AppToastContainer />
    </Suspense>
  ) : null;
}
