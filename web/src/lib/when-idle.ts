type IdleWindow = Window & {
  requestIdleCallback?: (callback: () => void, options?: { timeout: number }) => number;
  cancelIdleCallback?: (handle: number) => void;
};

/**
 * After the load event, when the main thread is idle (within 5 s): work the screen on show does not need (tags,
 * the next screen's code) never competes with the page's first work or a person's first input. Returns a cancel.
 */
export function whenIdle(win: IdleWindow, run: () => void): () => void {
  let cancel = () => win.removeEventListener('load', idle);
  function idle() {
    if (win.requestIdleCallback) {
      const handle = win.requestIdleCallback(run, { timeout: 5000 });
      cancel = () => win.cancelIdleCallback?.(handle);
    } else {
      const handle = win.setTimeout(run, 1);
      cancel = () => win.clearTimeout(handle);
    }
  }
  if (win.document.readyState === 'complete') idle();
  else win.addEventListener('load', idle, { once: true });
  return () => cancel();
}
