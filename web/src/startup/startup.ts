import { applyPrefill, prefillOf } from './prefill';
import { redactForLocalStorage } from './application';
import { deviceInfo } from './device-info';
import { decideSessionLogging } from './session-logging';
import { STORAGE_KEYS } from '../lib/storage-keys';
import { piiParamsToStrip, readLandingParams, type LandingParams } from './url-params';
import { PlanBuilder, type StartupInput, type StartupPlan } from './startup-plan';
import { planInitialState } from './initial-state';
import { applicationForSession } from './stale-data';
import { planApplications, planSession, planTracking, safeQuery, storedAmountsOnGrid } from './startup-steps';

export { redactForLocalStorage } from './application';
export type { StartupBrand, StartupInput, StartupPlan, StoredValues } from './startup-plan';

/**
 * The start-up rules of behaviour §4 in order, as one pure decision: URL parameters, stale data, affiliate
 * reference, session, ad clicks and pixels, prefill, session logging. It reads nothing but its input;
 * applying its writes and planning again with the same input changes nothing.
 */
export function planStartup(input: StartupInput): StartupPlan {
  const now = new Date(input.now);
  // The caller's clock is the one input that cannot be repaired: without it no rule can be applied.
  if (Number.isNaN(now.getTime())) throw new RangeError('planStartup: now is not a valid date');
  const plan = new PlanBuilder(input.stored);

  // 1. URL
  let params: LandingParams = {};
  if (input.search !== null && input.search !== undefined) {
    const read = readLandingParams(input.search, input.brand);
    params = read.params;
    plan.logs.push(...read.logs);
  }
  const query = safeQuery(input.search);
  const cleanedSearch = typeof input.search === 'string' ? piiParamsToStrip(input.search) : '';

  // 2-4. Stored applications, stale data, affiliate reference.
  const apps = planApplications(plan, input, now, params);

  // 5. Session: a changed or expired reference forces a new one.
  const { session, initAt } = planSession(
    plan,
    input,
    now,
    params,
    input.forceReset === true || apps.affiliate.resetSession,
    cleanedSearch,
  );

  // 6. Ad clicks, pixels, attribution, on the application as this session starts from it.
  const expiryMs = input.brand.applicationExpiryMs;
  const restored = applicationForSession(apps.application, { isNew: session.isNew, now, expiryMs });
  const tracking = planTracking(plan, input, now, query, restored);

  // 7. Prefill from the URL.
  const prefill = prefillOf(params);
  const application = applyPrefill(storedAmountsOnGrid(plan, tracking.application, input.brand), prefill);
  if (prefill.sellingTierGlobalId !== undefined)
    plan.write('session', STORAGE_KEYS.sellingTierGlobalId, prefill.sellingTierGlobalId);

  // 8. Session logging.
  const sessionLogging = decideSessionLogging({
    utmSource: tracking.attribution.utm_source,
    logging: input.brand.logging,
    storedBlockedFlag: plan.value('session', STORAGE_KEYS.sessionLoggingBlocked),
    storedSampling: plan.value('session', STORAGE_KEYS.sessionRecorder),
    random: input.random(),
  });
  if (sessionLogging.writeBlockedFlag)
    plan.write('session', STORAGE_KEYS.sessionLoggingBlocked, sessionLogging.writeBlockedFlag);
  if (sessionLogging.writeSampling) plan.write('session', STORAGE_KEYS.sessionRecorder, sessionLogging.writeSampling);

  // 9. The state the store starts from (the full application in the session state), a redacted copy locally.
  const initialState = planInitialState(plan, apps, application);
  if (apps.local) plan.writeJson('local', STORAGE_KEYS.loanApplication, redactForLocalStorage(apps.local));

  const result: StartupPlan = {
    writes: plan.writes,
    removals: plan.removals,
    cleanedSearch,
    prefill,
    googleClick: tracking.googleClick,
    attribution: tracking.attribution,
    adTracking: tracking.adTracking,
    logs: plan.logs,
    session: { id: session.sessionId, startedAt: session.sessionStartedAt, isNew: session.isNew },
    application,
    initialState,
    affiliate: { action: apps.affiliate.action, reference: apps.affiliate.reference },
    sessionLogging,
  };
  if (input.device) result.deviceData = deviceInfo({ ...input.device, initAt, now: now.getTime() });
  return result;
}
