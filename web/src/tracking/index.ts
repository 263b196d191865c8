/**
 * The page's way into tracking: small, on the first screen. The tags' own code (tracker.ts) loads at idle after the
 * page has loaded, and only for a brand with tags; it waits there for the visitor's consent.
 */
import { enabledTags } from '../../../contract/tracking';
import { consentStore } from './consent-store';
import { sessionLog } from './session-log';
import type { Tracker, TrackerContext } from './tracker';

let tracker: Promise<Tracker> | undefined;

type IdleWindow = Window & {
  requestIdleCallback?: (callback: () => void, options?: { timeout: number }) => number;
};

/** After the load event, when the main thread is idle (within 5 s): no tag competes with the page's first work. */
export function whenIdle(win: IdleWindow, run: () => void): void {
  const idle = () =>
    win.requestIdleCallback ? win.requestIdleCallback(run, { timeout: 5000 }) : win.setTimeout(run, 1);
  if (win.document.readyState === 'complete') idle();
  else win.addEventListener('load', idle, { once: true });
}

/** Starts the tracker at idle: it applies the stored choice, then every later one. Nothing for a brand without tags. */
export function startTracking(win: Window, context: TrackerContext): void {
  if (tracker) return;
  if (enabledTags(context.tracking).length === 0) {
    sessionLog.close();
    return;
  }
  tracker = new Promise((resolve, reject) => {
    whenIdle(win, () => {
      import('./tracker')
        .then(({ createTracker }) => {
          const created = createTracker(win, context);
          const choice = consentStore.get();
          if (choice) created.apply(choice);
          consentStore.subscribe((next) => created.apply(next));
          resolve(created);
        })
        .catch(reject);
    });
  });
  tracker.catch(() => undefined);
}

/** The running tracker, or undefined when the brand has none (or the page has not started it). */
export function runningTracker(): Promise<Tracker> | undefined {
  return tracker;
}

/** Whether the brand has any tag that needs the visitor's consent (and so a banner). */
export function needsConsent(tracking: TrackerContext['tracking']): boolean {
  return enabledTags(tracking).length > 0;
}
