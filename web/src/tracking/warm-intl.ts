/**
 * The first Intl object a page builds pays for ICU's start-up, its locale and time-zone data: about 20 ms on the
 * bench's machine, several times that on a slow phone, in one task. The page itself formats numbers from patterns
 * derived at build time (lib/number-pattern.ts), so the first Intl object is PostHog's, built with its first
 * event (`$timezone`). ICU's data and caches belong to the browser's renderer process, not to a thread: a worker
 * that builds one first pays that start-up off the main thread (decision 0037).
 *
 * Resolves when the worker has answered, failed, or not answered within `timeoutMs`; never rejects, since a page
 * where workers cannot run simply pays the start-up itself.
 */
export function warmIntl(timeoutMs = 2000): Promise<void> {
  if (typeof Worker === 'undefined') return Promise.resolve();
  return new Promise((resolve) => {
    let worker: Worker | undefined;
    const done = () => {
      clearTimeout(timer);
      worker?.terminate();
      resolve();
    };
    const timer = setTimeout(done, timeoutMs);
    try {
      worker = new Worker(new URL('./intl-warm.worker.ts', import.meta.url), { type: 'module' });
      worker.onmessage = done;
      worker.onerror = done;
    } catch {
      done();
    }
  });
}
