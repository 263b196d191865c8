import { offerSchema, type Offer } from '../../../contract/api-answers';
import {
  OFFER_CHOICE_ERRORS,
  OFFER_CHOICE_SCREENS,
  type ChoiceOffer,
  type OfferAnswerBody,
  type OfferChoiceRoute,
  type OfferChoicesAnswer,
  type OfferUpdateBody,
} from '../../../contract/offer-choices';
import { routeForState } from '../../../contract/progress';
import type { Queryable } from '../db/database';
import { findLead, insertLeadEvent, saveLead, type LeadRecord } from '../db/lead-queries';
import { limitsOf, offerChoicesFor, withinLimits, type Terms } from '../decision/offer-choices';
import type { Outcome } from '../decision/outcome';
import { ROUTES, stateOf } from '../decision/states';
import { advanceLocked, isWaitingOn, leadWaitingOn } from './lead-progress';
import type { LeadDeps, Result } from './lead-service';
import { outcomeOf } from './lead-view';

const NOT_WAITING = "The application is not waiting for an answer to this screen's offer";

type Accepted = Extract<Outcome, { kind: 'accepted' }>;
type Screen = { lead: LeadRecord; route: OfferChoiceRoute; outcome: Accepted };

/** The terms the offers are priced for: the applicant's changed ones, the decision's offer's, the lead's. */
function termsOf(lead: LeadRecord, outcome: Accepted, brand: LeadDeps['brand']): Terms {
  return (
    outcome.terms ?? {
      amount: outcome.offer?.amount ?? lead.data.amount ?? brand.amount.default,
      period: outcome.offer?.period ?? lead.data.period ?? brand.period.default,
    }
  );
}

export const offersOf = (screen: Screen, brand: LeadDeps['brand']): ChoiceOffer[] =>
  offerChoicesFor(screen.route, screen.lead.id, termsOf(screen.lead, screen.outcome, brand), brand);

/** The screen a lead (read or locked) waits on, among `routes`, with its accepted outcome; else 409. */
function screenOfLead(lead: LeadRecord, routes: readonly OfferChoiceRoute[]): Result<Screen> {
  const route = routes.find((r) => r === routeForState(lead.state));
  const outcome = outcomeOf(lead);
  if (!route || outcome?.kind !== 'accepted' || !isWaitingOn(lead, [route]))
    return { ok: false, status: 409, message: NOT_WAITING };
  return { ok: true, value: { lead, route, outcome } };
}

/** The lead as it stands now, when it waits on one of `routes`: 404 (not this browser's), 409 (elsewhere). */
async function screenOf(
  deps: LeadDeps,
  id: string,
  routes: readonly OfferChoiceRoute[],
): Promise<Result<Screen>> {
  const found = await leadWaitingOn(deps, id, routes, NOT_WAITING);
  return found.ok ? screenOfLead(found.value, routes) : found;
}

/** GET: the offers of the screen the lead is on. */
export async function listOfferChoices(
  deps: LeadDeps,
  id: string,
  routes: readonly OfferChoiceRoute[],
): Promise<Result<OfferChoicesAnswer>> {
  const screen = await screenOf(deps, id, routes);
  if (!screen.ok) return screen;
  return { ok: true, value: answerOf(screen.value, deps.brand) };
}

function answerOf(screen: Screen, brand: LeadDeps['brand']): OfferChoicesAnswer {
  const limits = limitsOf(screen.route, brand);
  return {
    route: screen.route,
    lender: OFFER_CHOICE_SCREENS[screen.route].lender,
    offers: offersOf(screen, brand),
    ...(limits ? { limits } : {}),
  };
}

/** Runs `change` on the locked lead when it still waits on one of `routes` (a second tab may have answered). */
async function onLockedScreen<T>(
  deps: LeadDeps,
  id: string,
  routes: readonly OfferChoiceRoute[],
  change: (tx: Queryable, screen: Screen) => Promise<Result<T>>,
): Promise<Result<T>> {
  const read = await screenOf(deps, id, routes);
  if (!read.ok) return read;
  return deps.db.transaction(async (tx): Promise<Result<T>> => {
    const lead = await findLead(tx, deps.brand.id, id, deps.access, true);
    if (!lead) return { ok: false, status: 404, message: 'Lead not found' };
    const screen = screenOfLead(lead, routes);
    return screen.ok ? change(tx, screen.value) : screen;
  });
}

/** An offer's figures as the lead's offer holds them (the schema keeps its fields, dropping the lender's). */
const figures = (offer: ChoiceOffer): Offer => offerSchema.parse(offer);

async function accept(
  tx: Queryable,
  screen: Screen,
  offerId: string,
  deps: LeadDeps,
): Promise<Result<LeadRecord>> {
  const offer = offersOf(screen, deps.brand).find((o) => o.id === offerId);
  if (!offer)
    return {
      ok: false,
      status: 422,
      message: 'No such offer on this screen',
      errors: [{ fieldName: 'offerId', message: OFFER_CHOICE_ERRORS.unknownOffer }],
    };
  const outcome: Accepted = {
    ...screen.outcome,
    offerId: offer.id,
    partner: offer.lender,
    offer: figures(offer),
    chosen: { route: screen.route, offerId: offer.id, lender: offer.lender },
  };
  const saved = await saveLead(tx, { ...screen.lead, outcome }, deps.now);
  const { state, status } = saved;
  const detail = { route: screen.route, offerId: offer.id, lender: offer.lender };
  await insertLeadEvent(
    tx,
    { leadId: saved.id, kind: 'offer-accepted', fromState: state, toState: state, status, detail },
    deps.now,
  );
  return { ok: true, value: await advanceLocked(tx, saved, 'continue', deps) };
}

async function decline(tx: Queryable, screen: Screen, deps: LeadDeps): Promise<Result<LeadRecord>> {
  const outcome: Outcome = { kind: 'rejected', reason: 'offer-declined' };
  const state = stateOf(ROUTES.rejected);
  const saved = await saveLead(tx, { ...screen.lead, outcome, state, status: 'rejected' }, deps.now);
  await insertLeadEvent(
    tx,
    {
      leadId: saved.id,
      kind: 'offer-declined',
      fromState: screen.lead.state,
      toState: state,
      status: 'rejected',
      detail: { route: screen.route },
    },
    deps.now,
  );
  return { ok: true, value: saved };
}

/** POST: accept one offer (the lead moves on, the offer is the lead's) or decline them all (the lead ends). */
export function answerOfferChoice(
  deps: LeadDeps,
  routes: readonly OfferChoiceRoute[],
  body: OfferAnswerBody,
): Promise<Result<LeadRecord>> {
  return onLockedScreen(deps, body.leadId, routes, (tx, screen) =>
    body.answer === 'accept' ? accept(tx, screen, body.offerId, deps) : decline(tx, screen, deps),
  );
}

/** POST: the offer re-priced for other terms within its limits; the terms are kept for the answer that follows. */
export function updateOfferChoice(
  deps: LeadDeps,
  routes: readonly OfferChoiceRoute[],
  body: OfferUpdateBody,
): Promise<Result<OfferChoicesAnswer>> {
  return onLockedScreen(deps, body.leadId, routes, async (tx, screen) => {
    const limits = limitsOf(screen.route, deps.brand);
    const errors = [];
    if (!limits || !withinLimits(body.amount, limits.amount))
      errors.push({ fieldName: 'amount', message: OFFER_CHOICE_ERRORS.amount });
    if (!limits || !withinLimits(body.period, limits.period))
      errors.push({ fieldName: 'period', message: OFFER_CHOICE_ERRORS.period });
    if (errors.length > 0)
      return { ok: false, status: 422, message: 'The terms are outside the offer', errors };
    const outcome: Accepted = { ...screen.outcome, terms: { amount: body.amount, period: body.period } };
    const saved = await saveLead(tx, { ...screen.lead, outcome }, deps.now);
    const { state, status } = saved;
    const detail = { route: screen.route, amount: body.amount, period: body.period };
    await insertLeadEvent(
      tx,
      { leadId: saved.id, kind: 'offer-updated', fromState: state, toState: state, status, detail },
      deps.now,
    );
    return { ok: true, value: answerOf({ ...screen, lead: saved, outcome }, deps.brand) };
  });
}
