import { validationContext } from '../../../contract/data-points';
import { mergeApplicationData } from '../../../contract/merge';
import type { LoanApplication } from '../../../contract/lead';
import { checkOfferForm } from '../../../contract/offer-form-check';
import { OFFER_FORMS, isOfferFormRoute, type OfferFormRoute } from '../../../contract/offer-forms';
import { routeForState } from '../../../contract/progress';
import { findLead, insertLeadEvent, saveLead, type LeadRecord } from '../db/lead-queries';
import { advanceLocked, isWaitingOn, readLead } from './lead-progress';
import type { LeadDeps, Result } from './lead-service';

/** The detail screen a lead waits on that saves to `savePath`, if it waits on one. */
function screenOf(record: LeadRecord, savePath: string): OfferFormRoute | undefined {
  const route = routeForState(record.state);
  if (!route || !isOfferFormRoute(route) || !isWaitingOn(record, [route])) return undefined;
  return OFFER_FORMS[route].savePath === savePath ? route : undefined;
}

/**
 * A detail screen's answers (contract/offer-forms.ts): checked against the screen the lead waits on, merged into
 * the lead in their normalised form, recorded as a `details-saved` event, and the offer moves on as with continue,
 * all in one transaction. Nothing is stored on a refusal.
 */
export async function saveOfferForm(
  deps: LeadDeps,
  savePath: string,
  leadId: string,
  answers: LoanApplication,
): Promise<Result<LeadRecord>> {
  await readLead(deps, leadId);
  return deps.db.transaction(async (tx): Promise<Result<LeadRecord>> => {
    const record = await findLead(tx, deps.brand.id, leadId, deps.access, true);
    if (!record) return { ok: false, status: 404, message: 'Lead not found' };
    const screen = screenOf(record, savePath);
    if (!screen)
      return { ok: false, status: 409, message: 'The application is not waiting for these details' };
    const checked = checkOfferForm(screen, answers, record.data, validationContext(deps.brand, deps.now));
    if (checked.errors.length > 0)
      return { ok: false, status: 422, message: 'Some answers are not valid', errors: checked.errors };
    const saved = await saveLead(
      tx,
      { ...record, data: mergeApplicationData(record.data, checked.lead) },
      deps.now,
    );
    await insertLeadEvent(
      tx,
      {
        leadId,
        kind: 'details-saved',
        fromState: record.state,
        toState: record.state,
        status: record.status,
      },
      deps.now,
    );
    return { ok: true, value: await advanceLocked(tx, saved, 'continue', deps) };
  });
}
