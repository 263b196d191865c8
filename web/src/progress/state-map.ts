import { stateMapEntries } from 'virtual:state-map';
import { createStateMap } from '../../../contract/state-map';

/**
 * The application states of this build (decision 0039): the map the brand names, checked when the build started,
 * or the product's own (contract/state-map.json). Every number the app reads or records goes through it: a
 * status answer's state, the stored progress state, a screen's move to the next route.
 */
export const stateMap = createStateMap(stateMapEntries);

export const { progressState, routeForState, stateForRoute } = stateMap;

/** The state the application starts in: the loan step's. */
export const INITIAL_PROGRESS_STATE = stateMap.initial;
