import { brand } from 'virtual:brand';
import { applyStartupPlan, readStoredForStartup } from '../startup/apply-startup';
import { randomUuid } from '../../../contract/uuid';
import { planStartup } from '../startup/startup';
import { startFrameHeightReporter } from '../startup/frame-height';
import { leadKey } from '../lead/lead-key';
import { profileRules } from '../lead/backend-profile';
import { createPersister } from './persister';
import { localStore, sessionStore } from '../lib/safe-storage';
import { isEmbedded } from '../lib/embedding';
import { makeStore, type AppStore } from './store';
import { captureHandoffReturn } from '../screens/open-banking/handoff-return';
import type { TrackerContext } from '../tracking/tracker';

/** What the tags are told, except the screens shown: start.tsx adds its router location. */
export type Boot = { store: AppStore; tracking: Omit<TrackerContext, 'pages'> };

/**
 * Start-up (docs/architecture.md "Start-up and persistence"): the pure rules decide from (now, storage, URL, brand), this applies
 * the decision — the address bar is cleaned of personal data first — and builds the store from the state it
 * planned, which app/persister.ts saves from then on.
 * `nextTask` ends the current task between the four parts.
 */
export async function boot(nextTask: () => Promise<void>): Promise<Boot> {
  // An open-banking return's state and result leave the address before anything else reads it.
  captureHandoffReturn(window.location, window.history);
  const stores = { sessionStore, localStore };
  // Each part in a task of its own, so the page answers input between them (a slow phone's first storage read
  // alone takes tens of milliseconds): the stored values, the plan, applying it, the store.
  const stored = readStoredForStartup(stores);
  await nextTask();
  const plan = planStartup({
    now: new Date(),
    search: window.location.search,
    stored,
    cookies: document.cookie,
    brand,
    random: Math.random,
    randomUUID: randomUuid,
    pathname: window.location.pathname,
    // Device data is measured when the lead is created (lead-payload.ts): page-loading time counts to then.
  });
  await nextTask();
  applyStartupPlan(plan, { ...stores, history: window.history, location: window.location });
  // The lead key exists from the session's first page: a tab duplicated before the first save shares it. The
  // `spec` profile has none (contract/backend-profile.ts).
  if (profileRules().authorization) leadKey();
  await nextTask();

  const store = makeStore({
    leadApplication: plan.initialState.leadApplication,
    dynamicPages: plan.initialState.dynamicPages,
    ui: { colors: plan.initialState.uiColors },
  });
  const slices = () => {
    const s = store.getState();
    return { leadApplication: s.leadApplication, dynamicPages: s.dynamicPages, uiColors: s.ui.colors };
  };
  const persist = createPersister(sessionStore, slices());
  store.subscribe(() => persist(slices()));

  if (isEmbedded()) {
    // The page's own origin may always embed it; partners only when on the brand's allowlist.
    startFrameHeightReporter({ win: window, allowlist: [...brand.embeddingOrigins, window.location.origin] });
  }
  // What the tags are told once the visitor agrees (tracking/): ids and campaign fields, no answer of the form.
  const tracking: Boot['tracking'] = {
    tracking: brand.tracking,
    country: brand.country,
    sessionId: plan.session.id,
    attribution: plan.attribution,
    fbc: plan.adTracking.fbc,
    record: plan.sessionLogging.startRecorder,
  };
  return { store, tracking };
}
