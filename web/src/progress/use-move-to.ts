import { useCallback } from 'react';
import { progressState, stateForRoute } from './state-map';
import { useAppStore } from '../app/hooks';
import { setProgressState } from '../lead/lead-application-slice';
import { useNavigate } from '../lib/router';

/**
 * A screen's own move to the next route, through the one progress rule (behaviour §2 "Navigation behaviour"): a move
 * into another progress state records the route change (after-offer states replace the history entry, the others
 * push), which `useRouteChange` carries out. A route that is no progress state (a dynamic-form page), or the state
 * already current (a step answered again after Back), is a plain new history entry.
 */
export function useMoveTo(): (route: string) => void {
  const store = useAppStore();
  const navigate = useNavigate();
  return useCallback(
    (route: string) => {
      const n = stateForRoute(route);
      const next = n === undefined ? undefined : progressState(n);
      if (!next || next.state === store.getState().leadApplication.progressState) return navigate(route);
      store.dispatch(setProgressState({ state: next.state, route: next.route, afterOffer: next.afterOffer }));
    },
    [store, navigate],
  );
}
