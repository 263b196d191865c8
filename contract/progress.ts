/**
 * The product's own application states (behaviour §4 "Application states"; the numbering is ours, 0 = loan
 * information): the default state map (contract/state-map.json) read through `createStateMap`. A deployment's
 * map replaces it where the brand names one (decision 0039): the web app reads its map from the build
 * (web/src/progress/state-map.ts), the reference API from the brand (server/src/decision/states.ts).
 *
 * Where the 42 come from: behaviour §4 lists 7 pre-offer states. For post-offer we take every state-driven route
 * of behaviour §2 (29 routes, minus /employment-details, which §4 lists as pre-offer, leaves 28) plus checking,
 * accepted, thank-you, redirected, rejected and continue (6): 41 in all. The 42nd is
 * /additional-personal-details: §4 names "additional employment/personal details" as two screens, the backend
 * has /lead/offer/personal-details next to /lead/offer/employment-details (§7), but §2's route list only has
 * the employment one. Post-offer states follow §4's order.
 */
import { createStateMap, DEFAULT_STATE_MAP_ENTRIES } from './state-map';

export { CONTINUE_ROUTE, type ProgressPhase, type ProgressState } from './state-map';

/** The product's own map. */
export const DEFAULT_STATE_MAP = createStateMap(DEFAULT_STATE_MAP_ENTRIES);

export const PROGRESS_STATES = DEFAULT_STATE_MAP.states;

/** Behaviour §9: the initial progress state. */
export const INITIAL_PROGRESS_STATE = DEFAULT_STATE_MAP.initial;

export const { progressState, routeForState, stateForRoute } = DEFAULT_STATE_MAP;
