import { lazy, Suspense, useEffect, useState } from 'react';
import { onToastWanted } from '../lib/notify';

const AppToastContainer = lazy(() =>
  import('./toast-container').then((m) => ({ default: m.AppToastContainer })),
);

/**
 * The one toast container, mounted when the first toast is asked for: react-toastify (7 KB gzip) is not
 * downloaded by a visit that never shows a toast.
 */
export function Toasts() {
  const [mounted, setMounted] = useState(false);
  useEffect(() => onToastWanted(() => setMounted(true)), []);
  return mounted ? (
    <Suspense fallback={null}>
      <AppToastContainer />
    </Suspense>
  ) : null;
}
