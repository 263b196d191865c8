/**
 * Product analytics and the session recorder (spec §7, §4 "Tracking", §9): posthog-js, loaded only with the
 * analytics consent. Key and host come from the brand; autocapture and page-leave capture are off; the campaign
 * attribution fields are registered on every event and the session id is the distinct id. The recorder runs only
 * when start-up sampled this session and no retargeting or abandonment rule blocked it, and masks every input and
 * every text, so no answer and nothing shown of the applicant reaches the recording.
 */
import type { PostHog } from 'posthog-js';
import type { CampaignAttribution } from '../../../contract/attribution';

export interface AnalyticsStart {
  key: string;
  host: string;
  sessionId: string;
  attribution: CampaignAttribution;
  /** The session-logging decision of start-up (landing/session-logging.ts). */
  record: boolean;
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
    capture_pageview: 'history_change',
    capture_dead_clicks: false,
    capture_exceptions: false,
    capture_performance: false,
    rageclick: false,
    disable_surveys: true,
    disable_external_dependency_loading: true,
    advanced_disable_flags: !start.record,
    // The recorder's remote settings arrive with the flags; without a recording there is nothing to ask.
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

/**
 * PostHog's start, in short tasks: its code, its set-up, the visitor's identity, and in a recorded session the
 * recorder's code, then the recording. The recording starts only once its code is there (off at set-up).
 */
export async function startProductAnalytics(start: AnalyticsStart): Promise<PostHog> {
  const { posthog } = await import('posthog-js');
  await nextTask();
  posthog.init(start.key, posthogOptions(start));
  await nextTask();
  posthog.register(start.attribution);
  posthog.identify(start.sessionId);
  if (start.record) {
    await import('posthog-js/dist/lazy-recorder');
    await nextTask();
    posthog.startSessionRecording({ sampling: true });
  }
  return posthog;
}
