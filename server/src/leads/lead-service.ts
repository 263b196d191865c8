import { randomUUID } from 'node:crypto';
import type { FieldError, LeadRequest, LoanApplication } from '../../../contract/lead';
import {
  findLead,
  findOpenLeadOfSession,
  insertLead,
  insertLeadEvent,
  saveLead,
  type LeadRecord,
} from '../db/lead-queries';
import { preOfferState } from '../decision/pre-offer';
import { decide } from '../decision/rules';
import { isFinal, submit, type Progress } from '../decision/transitions';
import { checkLead } from './lead-checks';
import { outcomeOf } from './lead-view';
import type { Failure, LeadDeps, Result } from './lead-result';

export type { Failure, LeadDeps, Result } from './lead-result';
import { mergeApplicationData } from '../../../contract/merge';

/** A create or update body: the lead, the product id, and `submit: true` on the final step. */
export type LeadBody = LeadRequest & { submit?: boolean };

/** `submitWhen`: submit also when this holds for the (merged) lead — the dynamic form, once nothing is missing. */
export interface LeadOptions {
  submitWhen?: (lead: LoanApplication) => boolean;
}

const fail = (status: Failure['status'], message: string, errors?: FieldError[]): Failure =>
  errors ? { ok: false, status, message, errors } : { ok: false, status, message };

function split(body: LeadBody): { lead: LoanApplication; submit: boolean; product: string; id?: string } {
  const { product, submit: wantsSubmit, id, ...lead } = body;
  return { lead, submit: wantsSubmit === true, product, ...(id !== undefined ? { id } : {}) };
}

function progressAfter(
  id: string,
  lead: LoanApplication,
  progress: Progress,
  wantsSubmit: boolean,
  deps: LeadDeps,
): Progress {
  if (progress.status !== 'in-progress') return progress;
  const next = { ...progress, state: preOfferState(lead, progress.state) };
  if (!wantsSubmit) return next;
  const today = deps.now.toISOString().slice(0, 10);
  const { outcome } = decide({ leadId: id, lead, brand: deps.brand, today });
  return submit(next, outcome, deps.now, deps.checkingMs);
}

export async function createLead(
  deps: LeadDeps,
  body: LeadBody,
  options: LeadOptions = {},
): Promise<Result<LeadRecord>> {
  const { lead: given, submit: asked, product } = split(body);
  const wantsSubmit = asked || (options.submitWhen?.(given) ?? false);
  if (product !== deps.brand.productId)
    return fail(400, `Unknown product: this server takes "${deps.brand.productId}"`);
  const checked = checkLead(given, wantsSubmit, deps);
  if (!checked.ok) return checked;
  const lead = checked.value;
  const keyHash = deps.access === 'internal' ? null : deps.access.keyHash;
  if (keyHash === null) return fail(401, 'A lead is created with its lead key: Authorization: Bearer <key>');
  // One application per browser session: a second create from the same session and key (a tab duplicated
  // before the first save, a create whose answer was lost and retried with another key) continues the open
  // lead. A session id alone joins nothing: another browser naming it holds another key.
  const joined = async () => {
    const open = await findOpenLeadOfSession(deps.db, deps.brand.id, lead.sessionId ?? '', keyHash);
    return open ? updateLead(deps, open.id, body, options) : fail(409, 'The session lead changed meanwhile');
  };
  if (lead.sessionId && (await findOpenLeadOfSession(deps.db, deps.brand.id, lead.sessionId, keyHash)))
    return joined();
  const record = await insertNew(deps, { lead, product, keyHash, wantsSubmit });
  return record ? { ok: true, value: record } : joined();
}

/** Inserts a new lead and its events; undefined when its session and key have an open lead already. */
async function insertNew(
  deps: LeadDeps,
  {
    lead,
    product,
    keyHash,
    wantsSubmit,
  }: { lead: LoanApplication; product: string; keyHash: string; wantsSubmit: boolean },
): Promise<LeadRecord | undefined> {
  const id = randomUUID();
  const start: Progress = {
    state: preOfferState(lead),
    status: 'in-progress',
    outcome: null,
    decideAt: null,
  };
  const progress = progressAfter(id, lead, start, wantsSubmit, deps);
  return deps.db.transaction(async (tx) => {
    const created = await insertLead(
      tx,
      {
        id,
        brand: deps.brand.id,
        product,
        sessionId: lead.sessionId ?? null,
        keyHash,
        data: lead,
        ...progress,
        submittedAt: progress.status === 'checking' ? deps.now : null,
      },
      deps.now,
    );
    if (!created) return undefined;
    await insertLeadEvent(
      tx,
      { leadId: id, kind: 'created', fromState: null, toState: created.state, status: created.status },
      deps.now,
    );
    if (created.status === 'checking') {
      await insertLeadEvent(
        tx,
        { leadId: id, kind: 'submitted', fromState: null, toState: created.state, status: created.status },
        deps.now,
      );
    }
    return created;
  });
}

/** Why a lead's answers can no longer be changed. */
const frozenMessage = (status: LeadRecord['status']) =>
  isFinal(status)
    ? `The application is closed (${status}): its answers can no longer be changed`
    : `The application was submitted (${status}): its answers can no longer be changed; ` +
      'the screens after the offer send their own answers';

export async function updateLead(
  deps: LeadDeps,
  id: string,
  body: LeadBody,
  options: LeadOptions = {},
): Promise<Result<LeadRecord>> {
  const { lead, submit: asked, product, id: bodyId } = split(body);
  if (product !== deps.brand.productId)
    return fail(400, `Unknown product: this server takes "${deps.brand.productId}"`);
  if (bodyId !== undefined && bodyId !== id) return fail(400, 'The id in the body is not the id in the path');
  return deps.db.transaction(async (tx): Promise<Result<LeadRecord>> => {
    const stored = await findLead(tx, deps.brand.id, id, deps.access, true);
    if (!stored) return fail(404, 'Lead not found');
    // Frozen once submitted: from checking on, only the screens after the offer write, each its own answers.
    if (stored.status !== 'in-progress') return fail(409, frozenMessage(stored.status));
    const given = mergeApplicationData(stored.data, lead);
    const wantsSubmit = asked || (options.submitWhen?.(given) ?? false);
    const checked = checkLead(given, wantsSubmit, deps);
    if (!checked.ok) return checked;
    const merged = checked.value;
    const before: Progress = {
      state: stored.state,
      status: stored.status,
      outcome: outcomeOf(stored),
      decideAt: stored.decideAt,
    };
    const after = progressAfter(id, merged, before, wantsSubmit, deps);
    const submitted = before.status === 'in-progress' && after.status === 'checking';
    const saved = await saveLead(
      tx,
      {
        id,
        sessionId: merged.sessionId ?? stored.sessionId,
        data: merged,
        ...after,
        submittedAt: submitted ? deps.now : stored.submittedAt,
      },
      deps.now,
    );
    await insertLeadEvent(
      tx,
      {
        leadId: id,
        kind: submitted ? 'submitted' : 'updated',
        fromState: stored.state,
        toState: saved.state,
        status: saved.status,
      },
      deps.now,
    );
    return { ok: true, value: saved };
  });
}
