/**
 * The application states as data (behaviour §4 "Application states", decision 0039): a state map is a list of
 * entries, each a state number, the route it shows and how entering it moves the history. The product's own map
 * is contract/state-map.json; a deployment whose backend numbers its states otherwise names its own file in the
 * brand's configuration (`stateMap`), checked at build time by contract/state-map-schema.ts. This module reads a
 * map; it brings no zod, so the first screen can carry it.
 *
 * - replace: entering the state replaces the history entry instead of pushing one (behaviour §2 "Navigation
 *   behaviour"), so Back never returns to a screen the server has moved past. The product's map has it for every
 *   state after the offer.
 * - final: the application is over (accepted, thank-you, redirected, rejected); nothing follows.
 * - /continue/{id} is the continue state's route with the lead id appended.
 */
import DEFAULT_ENTRIES from './state-map.json' with { type: 'json' };

export interface StateMapEntry {
  state: number;
  /** '/personal-details' (no base path, no trailing slash). */
  route: string;
  replace: boolean;
  final: boolean;
}

export type ProgressPhase = 'pre-offer' | 'post-offer';

export interface ProgressState {
  state: number;
  route: string;
  /** Post-offer exactly when entering the state replaces the history entry. */
  phase: ProgressPhase;
  afterOffer: boolean;
  final: boolean;
}

export interface StateMap {
  /** The map's states, in the order of its file. */
  readonly states: readonly ProgressState[];
  /** The state the application starts in: the loan step's. */
  readonly initial: number;
  /** The entry of state `n`, or undefined for a number the map does not have. */
  progressState: (n: number) => ProgressState | undefined;
  /** The route of state `n` ('/personal-details'), or undefined for a number the map does not have. */
  routeForState: (n: number) => string | undefined;
  /**
   * The state a path shows, or undefined. Tolerates a missing leading slash and a trailing slash, and maps
   * '/continue/{id}' to the continue state. The index '/' is no state: it shows whatever the stored state says.
   */
  stateForRoute: (path: string) => number | undefined;
}

/** The loan step: the state every map starts in. */
export const LOAN_ROUTE = '/loan-information';
export const CONTINUE_ROUTE = '/continue';
/** The screens that end an application: a final state shows one of them, and each of them is final. */
export const RESULT_ROUTES: readonly string[] = ['/accepted', '/thank-you', '/redirected', '/rejected'];

/** The product's own map (contract/state-map.json): states 0..41, 0 the loan step. */
export const DEFAULT_STATE_MAP_ENTRIES: readonly StateMapEntry[] = DEFAULT_ENTRIES;

/** Every route a state may show: the routes of the product's own map, each a screen the web app has. */
export const STATE_ROUTES: readonly string[] = DEFAULT_ENTRIES.map((e) => e.route);

/** A map over `entries` (checked ones: contract/state-map-schema.ts); throws when it has no loan step. */
export function createStateMap(entries: readonly StateMapEntry[]): StateMap {
  const states: readonly ProgressState[] = Object.freeze(
    entries.map(({ state, route, replace, final }) =>
      Object.freeze({ state, route, phase: replace ? 'post-offer' : 'pre-offer', afterOffer: replace, final }),
    ),
  );
  const byState: ReadonlyMap<number, ProgressState> = new Map(states.map((s) => [s.state, s]));
  const byRoute: ReadonlyMap<string, number> = new Map(states.map((s) => [s.route, s.state]));
  const initial = byRoute.get(LOAN_ROUTE);
  if (initial === undefined) throw new Error(`A state map needs the loan step (${LOAN_ROUTE})`);
  const progressState = (n: number) => byState.get(n);
  return Object.freeze({
    states,
    initial,
    progressState,
    routeForState: (n: number) => progressState(n)?.route,
    stateForRoute: (path: string) => {
      const route = `/${path.replace(/^\/+|\/+$/g, '')}`;
      return byRoute.get(route.startsWith(`${CONTINUE_ROUTE}/`) ? CONTINUE_ROUTE : route);
    },
  });
}
