/**
 * Progress states 0..41 <-> routes (behaviour §4 "Application states"; the numbering is ours, 0 = loan information).
 *
 * Where the 42 come from: behaviour §4 lists 7 pre-offer states. For post-offer we take every state-driven route
 * of behaviour §2 (29 routes, minus /employment-details, which §4 lists as pre-offer, leaves 28) plus checking,
 * accepted, thank-you, redirected, rejected and continue (6): 41 in all. The 42nd is
 * /additional-personal-details: §4 names "additional employment/personal details" as two screens, the backend
 * has /lead/offer/personal-details next to /lead/offer/employment-details (§7), but §2's route list only has
 * the employment one. Post-offer states follow §4's order.
 *
 * - afterOffer: entering the state replaces the history entry instead of pushing one (behaviour §2 "Navigation
 *   behaviour"), so Back never returns to a screen the server has moved past. True for every post-offer state.
 * - final: the application is over (accepted, thank-you, redirected, rejected); nothing follows.
 * - /continue/{id} is the continue state's route with the lead id appended.
 */

export type ProgressPhase = 'pre-offer' | 'post-offer';

export interface ProgressState {
  state: number;
  /** '/personal-details' (no base path, no trailing slash). */
  route: string;
  phase: ProgressPhase;
  afterOffer: boolean;
  final: boolean;
}

const PRE_OFFER = [
  'loan-information',
  'personal-details',
  'contact-details',
  'income-details',
  'other-information',
  'reference-information',
  'employment-details',
] as const;

const POST_OFFER = [
  'checking',
  'instantor',
  'mobile-verification',
  'change-mobile-number',
  'accepted',
  'thank-you',
  'redirected',
  'rejected',
  'continue',
  'vehicle',
  'wenance-tink',
  'wenance-account',
  'moneyman-paylands',
  'consents',
  'dynamic-consents',
  'additional-employment-details',
  'additional-personal-details',
  'marital-details',
  'aide',
  'credit-details',
  'professional-details',
  'cnp',
  'advanzia-consents',
  'id-upload',
  'customer-debts',
  'reference-details',
  'wniosek',
  'wniosek-uzupelnienie',
  'smava',
  'tfbank-consents',
  'ipfd-offer-choice',
  'cofidis-offer',
  'provident-offer',
  'instabank-offer',
  'proficredit-offer',
] as const;

const FINAL: ReadonlySet<string> = new Set(['accepted', 'thank-you', 'redirected', 'rejected']);

export const PROGRESS_STATES: readonly ProgressState[] = Object.freeze(
  [
    ...PRE_OFFER.map((name) => ['pre-offer', name] as const),
    ...POST_OFFER.map((name) => ['post-offer', name] as const),
  ].map(([phase, name], state): ProgressState =>
    Object.freeze({
      state,
      route: `/${name}`,
      phase,
      afterOffer: phase === 'post-offer',
      final: FINAL.has(name),
    }),
  ),
);

/** Behaviour §9: the initial progress state. */
export const INITIAL_PROGRESS_STATE = 0;

export const CONTINUE_ROUTE = '/continue';

const stateByRoute: ReadonlyMap<string, number> = new Map(PROGRESS_STATES.map((s) => [s.route, s.state]));

/** The entry of state `n`, or undefined outside 0..41. */
export const progressState = (n: number): ProgressState | undefined => PROGRESS_STATES[n];

/** The route of state `n` ('/personal-details'), or undefined for an unknown state. */
export const routeForState = (n: number): string | undefined => PROGRESS_STATES[n]?.route;

/**
 * The state a path shows, or undefined. Tolerates a missing leading slash and a trailing slash, and maps
 * '/continue/{id}' to the continue state. The index '/' is no state: it shows whatever the stored state says.
 */
export function stateForRoute(path: string): number | undefined {
  const route = `/${path.replace(/^\/+|\/+$/g, '')}`;
  if (route.startsWith(`${CONTINUE_ROUTE}/`)) return stateByRoute.get(CONTINUE_ROUTE);
  return stateByRoute.get(route);
}
