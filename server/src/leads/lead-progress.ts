import type { Queryable } from '../db/database';
import { findLead, insertLeadEvent, saveLead, type LeadRecord } from '../db/lead-queries';
import { advance, settle, type Progress } from '../decision/transitions';
import type { Failure, LeadDeps, Result } from './lead-result';
import { endpointOf, SKIPPABLE_ROUTES } from './screen-endpoints';
import { outcomeOf } from './lead-view';
import { sendFirstCode, VERIFYING } from './verification-code';
import { routeForState } from '../../../contract/progress';

/** Entering the mobile verification sends its first code. */
async function entered(
  tx: Queryable,
  saved: LeadRecord,
  before: Progress,
  deps: Pick<LeadDeps, 'now' | 'log' | 'codes'>,
) {
  if (saved.state === VERIFYING && before.state !== VERIFYING) await sendFirstCode(tx, saved, deps);
}

function progressOf(record: LeadRecord): Progress {
  return {
    state: record.state,
    status: record.status,
    outcome: outcomeOf(record),
    decideAt: record.decideAt,
  };
}

const changed = (a: Progress, b: Progress) => a.state !== b.state || a.status !== b.status;

/**
 * The lead as it stands now: when its checking time is over, the decision is applied (and stored) here,
 * so polling the status is what moves it on.
 */
export async function readLead(
  deps: Pick<LeadDeps, 'db' | 'brand' | 'now' | 'access' | 'log' | 'codes'>,
  id: string,
): Promise<LeadRecord | undefined> {
  const record = await findLead(deps.db, deps.brand.id, id, deps.access);
  if (!record) return undefined;
  if (!changed(progressOf(record), settle(progressOf(record), deps.now))) return record;
  return deps.db.transaction(async (tx) => {
    const locked = await findLead(tx, deps.brand.id, id, deps.access, true);
    if (!locked) return undefined;
    const before = progressOf(locked);
    const after = settle(before, deps.now);
    if (!changed(before, after)) return locked;
    const saved = await saveLead(tx, { ...locked, ...after }, deps.now);
    await insertLeadEvent(
      tx,
      { leadId: id, kind: 'decided', fromState: before.state, toState: after.state, status: after.status },
      deps.now,
    );
    await entered(tx, saved, before, deps);
    return saved;
  });
}

/** Whether the lead waits for the applicant on one of `routes` (a screen of the offer). */
export const isWaitingOn = (lead: Pick<LeadRecord, 'state' | 'status'>, routes: readonly string[]): boolean =>
  lead.status === 'pending' && routes.includes(routeForState(lead.state) ?? '');

/**
 * The lead (as it stands now) when it waits on one of `routes`; else the failure to answer: 404 for a lead that
 * does not exist or is not this browser's, 409 (`message`) for one that waits elsewhere or for nothing.
 */
export async function leadWaitingOn(
  deps: Pick<LeadDeps, 'db' | 'brand' | 'now' | 'access' | 'log' | 'codes'>,
  id: string,
  routes: readonly string[],
  message: string,
): Promise<Result<LeadRecord>> {
  const lead = await readLead(deps, id);
  if (!lead) return { ok: false, status: 404, message: 'Lead not found' };
  return isWaitingOn(lead, routes) ? { ok: true, value: lead } : { ok: false, status: 409, message };
}

/**
 * Continue or skip on a post-offer screen (see transitions.advance), inside the transaction that holds the lead's
 * lock; elsewhere the lead is answered as it is.
 */
export async function advanceLocked(
  tx: Queryable,
  record: LeadRecord,
  how: 'continue' | 'skip',
  deps: Pick<LeadDeps, 'now' | 'log' | 'codes'>,
): Promise<LeadRecord> {
  const before = progressOf(record);
  const after = advance(before, how);
  if (!changed(before, after)) return record;
  const saved = await saveLead(tx, { ...record, ...after }, deps.now);
  await insertLeadEvent(
    tx,
    {
      leadId: record.id,
      kind: how === 'continue' ? 'continued' : 'skipped',
      fromState: before.state,
      toState: after.state,
      status: after.status,
    },
    deps.now,
  );
  await entered(tx, saved, before, deps);
  return saved;
}

/**
 * Continue or skip on a post-offer screen (see transitions.advance); elsewhere the lead is answered as it is.
 * `refuse`, asked under the lead's lock, may turn the move down (the open continue and skip calls: `openMove`).
 */
export async function moveLead(
  deps: LeadDeps,
  id: string,
  how: 'continue' | 'skip',
  refuse: (record: LeadRecord) => Failure | null = () => null,
): Promise<Result<LeadRecord>> {
  await readLead(deps, id);
  return deps.db.transaction(async (tx): Promise<Result<LeadRecord>> => {
    const record = await findLead(tx, deps.brand.id, id, deps.access, true);
    if (!record) return { ok: false, status: 404, message: 'Lead not found' };
    return refuse(record) ?? { ok: true, value: await advanceLocked(tx, record, how, deps) };
  });
}

/**
 * The open continue and skip calls: a post-offer screen moves on through them only where a person may leave it
 * without its step (SKIPPABLE_ROUTES); any other is refused with 409 naming the call that moves it.
 */
export function openMove(deps: LeadDeps, id: string, how: 'continue' | 'skip'): Promise<Result<LeadRecord>> {
  return moveLead(deps, id, how, (record) => {
    const route = routeForState(record.state);
    if (record.status !== 'pending' || !route || SKIPPABLE_ROUTES.includes(route)) return null;
    return { ok: false, status: 409, message: `${route} moves on only through ${endpointOf(route, record.id)}` };
  });
}
