import { useCallback } from 'react';
import { INITIAL_PROGRESS_STATE } from '../../progress/state-map';
import { useAppStore } from '../../app/hooks';
import { STORAGE_KEYS, TRUE } from '../../lib/storage-keys';
import {
  clearApplicationResult,
  setProgressState,
  updateApplicationData,
} from '../../lead/lead-application-slice';
import { sessionStore } from '../../lib/safe-storage';

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
    // The server state and the partner redirect go with the result (lead-application-storage.ts).
    sessionStore.remove(STORAGE_KEYS.redirected);
    sessionStore.set(STORAGE_KEYS.reapplying, TRUE);
    store.dispatch(clearApplicationResult());
    if (redirected)
      store.dispatch(
        updateApplicationData({ data: { posthogParameters: { leadPreviouslyRedirected: true } } }),
      );
    store.dispatch(setProgressState({ state: INITIAL_PROGRESS_STATE, route: '/', afterOffer: false }));
  }, [store]);
}
