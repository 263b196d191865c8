import type { FastifyInstance } from 'fastify';
import {
  HANDOFF_TTL_MS,
  OPEN_BANKING_ROUTES,
  type HandoffOutcome,
  type OpenBankingProvider,
  type OpenBankingReturnBody,
  type Refusal,
} from '../../../contract/open-banking';
import { routeForState } from '../../../contract/progress';
import type { Queryable } from '../db/database';
import { findLead, insertLeadEvent, saveLead, type LeadRecord } from '../db/lead-queries';
import { closeHandoff, findHandoff } from '../db/open-banking-queries';
import type { Outcome } from '../decision/outcome';
import { advanceLocked, isWaitingOn, readLead } from './lead-progress';
import type { LeadDeps, Result } from './lead-service';
import { outcomeOf } from './lead-view';
import { verify } from './open-banking-providers';

const NOT_WAITING = 'The application is not waiting for this hand-off';

export type Returned =
  | { ok: true; outcome: HandoffOutcome; reason: string | null; lead: LeadRecord }
  | { ok: false; status: 404 | 409 | 422; message: string; code?: Refusal };

const REFUSED: Record<Refusal, { status: 409 | 422; message: string }> = {
  unknown: { status: 422, message: 'This return was not issued for this application' },
  expired: { status: 422, message: 'This hand-off has expired' },
  used: { status: 409, message: 'This return was already used' },
  unverified: { status: 422, message: 'The provider does not confirm this result' },
  pending: { status: 409, message: 'The provider has no result yet' },
};
const refuse = (code: Refusal): Returned => ({ ok: false, ...REFUSED[code], code });

async function event(
  tx: Queryable,
  lead: LeadRecord,
  kind: 'open-banking-returned' | 'open-banking-other-way',
  detail: Record<string, unknown>,
  now: Date,
) {
  await insertLeadEvent(
    tx,
    { leadId: lead.id, kind, fromState: lead.state, toState: lead.state, status: lead.status, detail },
    now,
  );
}

/**
 * A provider's return: the state must be known, this lead's and this provider's, unused and unexpired; then the
 * provider's own records decide (open-banking-providers.verify). Success moves the lead on, failure and cancel are
 * recorded and leave it on the screen; a refused return changes nothing but closing an expired state.
 */
export async function returned(
  app: FastifyInstance,
  deps: LeadDeps,
  provider: OpenBankingProvider,
  body: OpenBankingReturnBody,
): Promise<Returned> {
  await readLead(deps, body.leadId);
  const state = body.params.state ?? '';
  return deps.db.transaction(async (tx): Promise<Returned> => {
    const lead = await findLead(tx, deps.brand.id, body.leadId, deps.access, true);
    if (!lead) return { ok: false, status: 404, message: 'Lead not found' };
    const handoff = state ? await findHandoff(tx, state) : undefined;
    if (!handoff || handoff.leadId !== lead.id || handoff.provider !== provider) return refuse('unknown');
    if (handoff.usedAt) return refuse('used');
    if (!isWaitingOn(lead, [OPEN_BANKING_ROUTES[provider]]))
      return { ok: false, status: 409, message: NOT_WAITING };
    if (deps.now.getTime() - handoff.createdAt.getTime() > HANDOFF_TTL_MS) {
      await closeHandoff(tx, state, 'expired', null, deps.now);
      await event(tx, lead, 'open-banking-returned', { provider, outcome: 'expired' }, deps.now);
      return refuse('expired');
    }
    const verdict = await verify(provider, app, body, { state, reference: handoff.reference });
    if ('refused' in verdict) return refuse(verdict.refused);
    await closeHandoff(tx, state, verdict.outcome, verdict.reason, deps.now);
    await event(tx, lead, 'open-banking-returned', { provider, ...verdict }, deps.now);
    const after = verdict.outcome === 'success' ? await advanceLocked(tx, lead, 'continue', deps) : lead;
    return { ok: true, ...verdict, lead: after };
  });
}

/** The screen each hand-off's other way puts next: typed payout account (Tink), documents (Instantor), none. */
const OTHER_WAY: Record<OpenBankingProvider, '/wenance-account' | '/id-upload' | null> = {
  tink: '/wenance-account',
  instantor: '/id-upload',
  paylands: null,
};

/** `outcome`'s steps with `next` right after `current` (once: not if it is already the next step). */
function withNext(
  outcome: Outcome | null,
  current: string,
  next: '/wenance-account' | '/id-upload',
): Outcome | null {
  if (outcome?.kind !== 'accepted') return outcome;
  const at = outcome.steps.findIndex((s) => s === current);
  if (at < 0 || outcome.steps[at + 1] === next) return outcome;
  return { ...outcome, steps: [...outcome.steps.slice(0, at + 1), next, ...outcome.steps.slice(at + 1)] };
}

/**
 * The applicant leaves the hand-off for the screen's other way: recorded, then the lead goes on, with the other
 * way's screen put next in its steps (the server's steps list, never a route the browser names).
 */
export async function otherWay(
  deps: LeadDeps,
  provider: OpenBankingProvider,
  id: string,
): Promise<Result<LeadRecord>> {
  await readLead(deps, id);
  return deps.db.transaction(async (tx): Promise<Result<LeadRecord>> => {
    const lead = await findLead(tx, deps.brand.id, id, deps.access, true);
    if (!lead) return { ok: false, status: 404, message: 'Lead not found' };
    const route = OPEN_BANKING_ROUTES[provider];
    if (!isWaitingOn(lead, [route])) return { ok: false, status: 409, message: NOT_WAITING };
    const next = OTHER_WAY[provider];
    const before = outcomeOf(lead);
    const outcome = next ? withNext(before, routeForState(lead.state) ?? route, next) : before;
    const saved = outcome === before ? lead : await saveLead(tx, { ...lead, outcome }, deps.now);
    await event(tx, lead, 'open-banking-other-way', { provider }, deps.now);
    return { ok: true, value: await advanceLocked(tx, saved, 'continue', deps) };
  });
}
