import { useCallback } from 'react';
import { INITIAL_PROGRESS_STATE } from '../../../../contract/progress';
import { useAppStore } from '../../app/hooks';
import { STORAGE_KEYS, TRUE } from '../../lib/storage-keys';
import {
  clearApplicationResult,
  setProgressState,
  updateApplicationData,
} from '../../lead/lead-application-slice';
import { sessionStore } from '../../lib/safe-storage';

/** What the session keeps of the closed application's outcome: the server state and a partner redirect. */
const OUTCOME_KEYS = [
  STORAGE_KEYS.state,
  STORAGE_KEYS.redirected,
  STORAGE_KEYS.redirectUrl,
  STORAGE_KEYS.redirectMethod,
] as const;

/**
 * A new application after a final state (docs/decisions/0006): the result and the lead id are cleared (behaviour §4;
 * the dynamic pages reset with them), the session is marked as reapplying until the new lead exists, a person
 * sent to a partner before is told apart in the new lead (`posthogParameters.leadPreviouslyRedirected`), and the
 * progress goes back to the loan step. The session, its affiliate reference and its ad clicks stay.
 */
export function useStartAgain(): () => void {
  const store = useAppStore();
  return useCallback(() => {
    const redirected = sessionStore.get(STORAGE_KEYS.redirected) === TRUE;
    for (const key of OUTCOME_KEYS) sessionStore.remove(key);
    sessionStore.set(STORAGE_KEYS.reapplying, TRUE);
    store.dispatch(clearApplicationResult());
    if (redirected)
      store.dispatch(
        updateApplicationData({ data: { posthogParameters: { leadPreviouslyRedirected: true } } }),
      );
    store.dispatch(setProgressState({ state: INITIAL_PROGRESS_STATE, route: '/', afterOffer: false }));
  }, [store]);
}
