import { lazy, Suspense, useEffect, useState, type ComponentType } from 'react';
import { onToastWanted } from '../lib/notify';

// A toast is never the only place news appears: if its code cannot be fetched, the page goes on without toasts.
const AppToastContainer = lazy(
  (): Promise<{ default: ComponentType }> =>
    import('./toast-container').then(
      (m) => ({ default: m.AppToastContainer }),
      () => ({ default: () => null }),
    ),
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
