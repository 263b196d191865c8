import { progressState } from '../progress/state-map';
import { showUnknownState } from '../progress/unknown-state';
import type { AppDispatch, RootState } from '../app/store';
import { applicationCompleted, setApplicationResult, setProgressState } from './lead-application-slice';
import type { StatusAnswer } from '../../../contract/api-answers';

/**
 * Takes in what the server says of a lead: its result with the server state and any partner redirect (kept
 * under the spec's storage keys by lead-application-storage.ts), and its state, which records the route change
 * (after-offer states replace the history entry); a final state's outcome is reported to the affiliate. A state
 * this build's map does not know opens the screen that says so (progress/unknown-state.ts). Answers true: the
 * screen for the answer is recorded.
 */
export function applyLeadStatus(dispatch: AppDispatch, status: StatusAnswer): boolean {
  const state = progressState(status.state);
  dispatch(
    setApplicationResult({
      status: status.application?.status,
      offerId: status.offerId,
      offer: status.offer,
      partner: status.partner,
      reason: status.reason,
      state: status.state,
      redirectUrl: status.redirectUrl,
      redirectMethod: status.redirectMethod,
      uiColors: status.uiColors,
    }),
  );
  if (!state) {
    showUnknownState(dispatch, status.state);
    return true;
  }
  if (state.final) {
    // Who the applicant is, for the pixel that matches on it (hashed before it leaves), read before the answers go.
    const contactDetails = dispatch(
      (_: unknown, getState: () => RootState) => getState().leadApplication.applicationData.contactDetails,
    );
    // A final state closes the application: its answers leave the browser's session (docs/quality.md §2).
    dispatch(applicationCompleted());
    // Its outcome goes to the affiliate, once, without holding up the screen (docs/decisions/0019).
    void import('./affiliate-report').then((m) => m.reportOutcome(dispatch, status)).catch(() => undefined);
    // A rejection is the TikTok pixel's Rejected event, once per lead, with consent (docs/decisions/0036).
    if (status.application?.status === 'rejected' && typeof status.id === 'string') {
      const lead = { id: status.id, application: { contactDetails } };
      void import('../tracking/funnel').then((m) => m.reportFunnel(['Rejected'], lead)).catch(() => undefined);
    }
  }
  dispatch(setProgressState({ state: state.state, route: state.route, afterOffer: state.afterOffer }));
  return true;
}
