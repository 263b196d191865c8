/**
 * Product analytics and the session recorder (behaviour §7, §4 "Tracking", §9): posthog-js, loaded only with the
 * analytics consent. Key and host come from the brand; autocapture and page-leave capture are off; the campaign
 * attribution fields are registered on every event and the session id is the distinct id. The recorder runs only
 * when start-up sampled this session and no retargeting or abandonment rule blocked it, and masks every input and
 * every text, so no answer and nothing shown of the applicant reaches the recording.
 *
 * PostHog's slim core is loaded, with the session-replay extension only in a recorded session: none of the other
 * extensions (autocapture, surveys, feature flags, …) is wanted, and their code was most of the work of PostHog's
 * start (decision 0037). Page views are captured here, from the app's router, instead of by PostHog's history
 * extension.
 */
import type { PostHog } from 'posthog-js/dist/module.slim';
import type { CampaignAttribution } from '../../../contract/attribution';
import { warmIntl } from './warm-intl';

export interface AnalyticsStart {
  key: string;
  host: string;
  sessionId: string;
  attribution: CampaignAttribution;
  /** The session-logging decision of start-up (startup/session-logging.ts). */
  record: boolean;
  /** The screens, for page views: the app's router location (lib/router.tsx). */
  pages: PageSource;
}

/** The path of the screen shown, and a way to hear when it changes. */
export interface PageSource {
  path(): string;
  subscribe(listener: () => void): () => void;
}

/** Every kind of input rrweb knows, masked, by its type and by its tag (the recorder's own list leaves some out). */
const MASK_EVERY_INPUT = Object.fromEntries(
  [
    'color',
    'date',
    'datetime-local',
    'email',
    'month',
    'number',
    'range',
    'search',
    'tel',
    'text',
    'time',
    'url',
    'week',
    'hidden',
    'textarea',
    'select',
    'password',
    // An input without a type attribute is known by its tag only.
    'input',
  ].map((kind) => [kind, true]),
);

/** The posthog-js options of this product: nothing captured unless the page captures it. */
export function posthogOptions(start: AnalyticsStart) {
  return {
    api_host: start.host,
    autocapture: false,
    capture_pageleave: false,
    // Page views come from the app's router (capturePageViews).
    capture_pageview: false,
    capture_dead_clicks: false,
    capture_exceptions: false,
    capture_performance: false,
    rageclick: false,
    disable_surveys: true,
    disable_external_dependency_loading: true,
    // This switch also turns off PostHog's remote settings, which the recorder needs and nothing else here does.
    // (The slim core has no feature-flag extension, so no flags are ever asked for.)
    advanced_disable_flags: !start.record,
    // Recording starts once its code is loaded (startProductAnalytics), never at set-up.
    disable_session_recording: true,
    mask_all_text: true,
    mask_all_element_attributes: true,
    session_recording: {
      maskAllInputs: true,
      maskInputOptions: MASK_EVERY_INPUT,
      maskTextSelector: '*',
      // A hidden input carries the form's values for a post without script; the recorder leaves it out entirely.
      blockSelector: 'input[type="hidden"]',
    },
    persistence: 'localStorage',
    save_referrer: false,
    person_profiles: 'identified_only',
  } as const;
}

/** The end of a task: the page answers input before the next part (`scheduler.yield` where Chromium has it). */
function nextTask(): Promise<void> {
  const scheduler = (globalThis as { scheduler?: { yield?: () => Promise<void> } }).scheduler;
  return scheduler?.yield ? scheduler.yield() : new Promise((resolve) => setTimeout(resolve, 0));
}

/** The recorder's extension and code: only the session-replay group of PostHog's extensions (decision 0037). */
async function recorderExtensions() {
  const recorder = import('posthog-js/dist/lazy-recorder');
  // Destructured from the import itself, so the bundler keeps only this group (scripts/posthog-extensions.ts).
  const { SessionReplayExtensions } = await import('posthog-js/dist/extension-bundles');
  await recorder;
  return SessionReplayExtensions;
}

/** A `$pageview` for the screen shown now, then one each time the path changes. Returns the unsubscribe. */
export function capturePageViews(posthog: Pick<PostHog, 'capture'>, pages: PageSource): () => void {
  let shown = pages.path();
  posthog.capture('$pageview');
  return pages.subscribe(() => {
    const path = pages.path();
    if (path === shown) return;
    shown = path;
    posthog.capture('$pageview');
  });
}

/**
 * PostHog's start, in short tasks of its own: ICU warmed off the main thread, its code, its set-up, the visitor's
 * identity, the page view, and in a recorded session the recording. The recording starts only once its code is
 * there (off at set-up).
 */
export async function startProductAnalytics(start: AnalyticsStart): Promise<PostHog> {
  // Not in the task that applied the visitor's choice (and started the marketing tags).
  await nextTask();
  await warmIntl();
  const { posthog } = await import('posthog-js/dist/module.slim');
  const extensions = start.record ? await recorderExtensions() : {};
  await nextTask();
  posthog.init(start.key, { ...posthogOptions(start), __extensionClasses: extensions });
  await nextTask();
  posthog.register(start.attribution);
  posthog.identify(start.sessionId);
  await nextTask();
  capturePageViews(posthog, start.pages);
  if (start.record) {
    await nextTask();
    posthog.startSessionRecording({ sampling: true });
  }
  return posthog;
}
