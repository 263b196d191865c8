import type { AppDispatch } from '../app/store';
import { routeChangeRecorded } from '../lead/lead-application-slice';

/** The screen for a state this build's map does not know (screens/status/step-unavailable-screen.tsx). */
export const STEP_UNAVAILABLE_ROUTE = '/step-unavailable';

const warned = new Set<number>();

/**
 * The server answered a state the map does not have (decision 0039): never a guessed screen. The screen that
 * says so replaces the current one, the progress state stays the last known one, and the number is logged once.
 */
export function showUnknownState(dispatch: AppDispatch, state: number): void {
  if (!warned.has(state)) {
    warned.add(state);
    console.warn(`Application state ${state} is not in this build's state map: its screen cannot be shown.`);
  }
  dispatch(routeChangeRecorded({ method: 'replace', redirectTo: STEP_UNAVAILABLE_ROUTE }));
}
