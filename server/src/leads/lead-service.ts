import { randomUUID } from 'node:crypto';
import type { BrandConfig } from '../../../brands/schema';
import { dataPoints, getIn, validateDataPoints, validateLeadFields, validationContext } from '../../../contract/data-points';
import type { FieldError, LeadRequest, LoanApplication } from '../../../contract/lead';
import { isDisposableEmail } from '../content/email-domains';
import type { Database } from '../db/database';
import {
  findLead,
  findOpenLeadOfSession,
  insertLead,
  insertLeadEvent,
  saveLead,
  type LeadRecord,
} from '../db/lead-queries';
import { INITIAL_DATA_POINTS } from '../../../contract/dynamic-steps';
import { preOfferState } from '../decision/pre-offer';
import { decide } from '../decision/rules';
import { isFinal, submit, type Progress } from '../decision/transitions';
import type { LeadStatus } from '../decision/states';
import { outcomeOf } from './lead-view';
import { mergeApplicationData } from '../../../contract/merge';

export interface LeadDeps {
  db: Database;
  brand: Readonly<BrandConfig>;
  now: Date;
  checkingMs: number;
}

/** A create or update body: the lead, the product id, and `submit: true` on the final step. */
export type LeadBody = LeadRequest & { submit?: boolean };

/** `submitWhen`: submit also when this holds for the (merged) lead — the dynamic form, once nothing is missing. */
export interface LeadOptions {
  submitWhen?: (lead: LoanApplication) => boolean;
}

export type Failure = { ok: false; status: 400 | 404 | 409 | 422; message: string; errors?: FieldError[] };
export type Result<T> = { ok: true; value: T } | Failure;

const fail = (status: Failure['status'], message: string, errors?: FieldError[]): Failure =>
  errors ? { ok: false, status, message, errors } : { ok: false, status, message };

function split(body: LeadBody): { lead: LoanApplication; submit: boolean; product: string; id?: string } {
  const { product, submit: wantsSubmit, id, ...lead } = body;
  return { lead, submit: wantsSubmit === true, product, ...(id !== undefined ? { id } : {}) };
}

/** What a submission needs at the least: the first page's data points (amount, period, names, contact, policies). */
function submissionErrors(lead: LoanApplication, deps: LeadDeps): FieldError[] {
  const values: Record<string, unknown> = {};
  for (const id of INITIAL_DATA_POINTS) {
    const point = dataPoints[id];
    if (point) values[id] = getIn(lead, point.path);
  }
  return validateDataPoints(INITIAL_DATA_POINTS, values, validationContext(deps.brand, deps.now));
}

/**
 * A throw-away address (server-only rule: the client cannot know the list): refused on create and update, after
 * the catalogue's rules and only for an address of the right form.
 */
const DISPOSABLE_EMAIL_ERROR: Readonly<FieldError> = {
  fieldName: 'email',
  message: 'errors>email-disposable',
};

function check(lead: LoanApplication, wantsSubmit: boolean, deps: LeadDeps): Failure | undefined {
  const errors = validateLeadFields(lead, validationContext(deps.brand, deps.now));
  if (!errors.some((e) => e.fieldName === 'email') && isDisposableEmail(lead.contactDetails?.email))
    errors.push({ ...DISPOSABLE_EMAIL_ERROR });
  if (wantsSubmit) {
    for (const e of submissionErrors(lead, deps))
      if (!errors.some((x) => x.fieldName === e.fieldName)) errors.push(e);
  }
  return errors.length > 0 ? fail(422, 'Some fields are not valid', errors) : undefined;
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
  const { lead, submit: asked, product } = split(body);
  const wantsSubmit = asked || (options.submitWhen?.(lead) ?? false);
  if (product !== deps.brand.productId)
    return fail(400, `Unknown product: this server takes "${deps.brand.productId}"`);
  const invalid = check(lead, wantsSubmit, deps);
  if (invalid) return invalid;
  // One application per browser session: a second create from the same session (a tab duplicated before the
  // first save, a create whose answer was lost and retried with another key) continues the open lead.
  if (lead.sessionId) {
    const open = await findOpenLeadOfSession(deps.db, deps.brand.id, lead.sessionId);
    if (open) return updateLead(deps, open.id, body, options);
  }
  const id = randomUUID();
  const start: Progress = {
    state: preOfferState(lead),
    status: 'in-progress',
    outcome: null,
    decideAt: null,
  };
  const progress = progressAfter(id, lead, start, wantsSubmit, deps);
  const record = await deps.db.transaction(async (tx) => {
    const created = await insertLead(
      tx,
      {
        id,
        brand: deps.brand.id,
        product,
        sessionId: lead.sessionId ?? null,
        data: lead,
        ...progress,
        submittedAt: progress.status === 'checking' ? deps.now : null,
      },
      deps.now,
    );
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
  return { ok: true, value: record };
}

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
    const stored = await findLead(tx, deps.brand.id, id, true);
    if (!stored) return fail(404, 'Lead not found');
    if (isFinal(stored.status as LeadStatus))
      return fail(409, `The application is closed (${stored.status})`);
    const merged = mergeApplicationData(stored.data, lead);
    const wantsSubmit = asked || (options.submitWhen?.(merged) ?? false);
    const invalid = check(merged, wantsSubmit && stored.status === 'in-progress', deps);
    if (invalid) return invalid;
    const before: Progress = {
      state: stored.state,
      status: stored.status as LeadStatus,
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
