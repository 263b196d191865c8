/**
 * The page's way into tracking: small, on the first screen. The tags' own code (tracker.ts) loads at idle after the
 * page has loaded, and only for a brand with tags; it waits there for the visitor's consent.
 */
import { enabledTags } from '../../../contract/tracking';
import { consentStore } from './consent-store';
import { whenIdle } from '../lib/when-idle';
import { sessionLog } from './session-log';
import type { Tracker, TrackerContext } from './tracker';

let tracker: Promise<Tracker> | undefined;

const grants = (choice: { analytics: boolean; marketing: boolean } | null) =>
  choice !== null && (choice.analytics || choice.marketing);

/**
 * Starts the tracker at idle once the visitor has agreed to a category (stored, or chosen on this page): it applies
 * that choice, then every later one. A visitor who agreed to nothing never loads its code. Nothing for a brand
 * without tags.
 */
export function startTracking(win: Window, context: TrackerContext): void {
  if (tracker) return;
  if (enabledTags(context.tracking).length === 0) {
    sessionLog.close();
    return;
  }
  const load = () => {
    tracker ??= import('./tracker').then(({ createTracker }) => {
      const created = createTracker(win, context);
      created.apply(consentStore.get() ?? { analytics: false, marketing: false });
      consentStore.subscribe((next) => created.apply(next));
      return created;
    });
    tracker.catch(() => undefined);
  };
  whenIdle(win, () => {
    if (grants(consentStore.get())) return load();
    const stop = consentStore.subscribe((next) => {
      if (!grants(next)) return;
      stop();
      load();
    });
  });
}

/** The running tracker, or undefined when the brand has none or the visitor has agreed to nothing yet. */
export function runningTracker(): Promise<Tracker> | undefined {
  return tracker;
}

/** Whether the brand has any tag that needs the visitor's consent (and so a banner). */
export function needsConsent(tracking: TrackerContext['tracking']): boolean {
  return enabledTags(tracking).length > 0;
}
