/**
 * Toasts for passing news (a saved answer, a resumed application). Blocking errors never go here: they
 * are shown inline with an error summary, because auto-closing toasts are not reliably announced.
 * react-toastify is loaded on first use, off the first screen's critical path.
 */
export type ToastKind = 'info' | 'success' | 'warning' | 'error';

type Listener = () => void;
let wanted = false;
const listeners = new Set<Listener>();

/** The shell mounts the container once a toast is wanted. */
export function onToastWanted(listener: Listener): () => void {
  listeners.add(listener);
  if (wanted) listener();
  return () => listeners.delete(listener);
}

function requestToastContainer(): void {
  wanted = true;
  listeners.forEach((l) => l());
}

export function notify(message: string, kind: ToastKind = 'info'): void {
  requestToastContainer();
  import('react-toastify/unstyled').then(
    ({ toast }) => toast(message, { type: kind }),
    // Offline or a failed fetch: the news is passing, and never only here (docs/decisions/0016).
    () => undefined,
  );
}
