import { useRef, useState } from 'react';
import { brand } from 'virtual:brand';
import { UUID_PATTERN } from '../../../../contract/uuid';
import { useAppDispatch, useAppStore } from '../../app/hooks';
import type { AppDispatch } from '../../app/store';
import { failureCause, fieldErrorsOf, type SaveFailureKind } from '../../lead/field-errors';
import { dataPointsRequested } from '../dynamic-pages-slice';
import { leadSaved, setPageErrors, updateApplicationData } from '../../lead/lead-application-slice';
import { saveApplicationLocally } from '../../lead/lead-application-storage';
import { buildLeadCreateBody } from '../../lead/lead-payload';
import type { ApplicationData } from '../../lead/merge-application-data';
import { localStore, sessionStore } from '../../lib/safe-storage';
import { useAttempts } from '../../lead/attempt';
import { whenIdle } from '../../lib/when-idle';
// Plain requests (0.7 KB gzip), with the step's code: the press of Continue loads nothing (docs/decisions/0053).
import { leadWrites } from '../../lead/lead-writes';

/** A save answered 200 counts only with a lead id in it (a proxy's HTML page or a wrong shape is a failure). */
const isLeadAnswer = (value: unknown): value is { id: string; status?: unknown; requestedDataPoints?: unknown } =>
  typeof value === 'object' && value !== null && typeof (value as { id?: unknown }).id === 'string' &&
  UUID_PATTERN.test((value as { id: string }).id);
const isStringList = (value: unknown): value is string[] =>
  Array.isArray(value) && value.every((v) => typeof v === 'string');

/**
 * The affiliate events of a save (docs/decisions/0019): their code loads after the save and is never awaited, so
 * a slow or failed event post cannot hold up or break the journey.
 */
function reportAffiliateEvents(
  dispatch: AppDispatch,
  saved: { id: string; status?: unknown },
  application: ApplicationData,
) {
  const report = { leadId: saved.id, status: saved.status, application };
  void import('../../lead/affiliate-report')
    .then((m) => m.reportSaved(dispatch, report))
    .catch(() => undefined);
  // The tags' funnel events, once per lead, with the visitor's consent (docs/decisions/0036).
  void import('../../tracking/funnel')
    .then((m) => m.reportFunnel(m.funnelEventsAfterSave(saved.status, application), { id: saved.id, application }))
    .catch(() => undefined);
}

/** What a save reports: the affiliate's events, and the step's form event for product analytics (with consent). */
function reportSaved(
  dispatch: AppDispatch,
  saved: { id: string; status?: unknown },
  page: string,
  flow: Flow,
  application: ApplicationData,
) {
  // Once the next screen has shown: their code's loading and start never hold up its render.
  whenIdle(window, () => {
    reportAffiliateEvents(dispatch, saved, application);
    const fields = flow.find((step) => step.path === page)?.fields ?? [];
    void import('../../tracking/form-events')
      .then((m) => m.reportStepSaved(page, fields, application))
      .catch(() => undefined);
  });
}

export type SaveOutcome =
  | { ok: true; requestedDataPoints?: string[] }
  | { ok: false; kind: 'failed'; cause: SaveFailureKind }
  | { ok: false; kind: 'fields'; erroredPage: string | null };
type Flow = { path: string; fields: readonly string[] }[];
/** The dynamic form (v3): its review, which submits, carries every data point and each page's 1-based order. */
export type FinalPages = { dataPoints: string[]; stepOrder: Record<string, number> };

/**
 * Commits a step's answers: into the store first (nothing typed is lost whatever the network does), then to
 * the server. Classic: the first saved step creates the lead (POST), later ones update it (PUT). Dynamic: every
 * page goes to POST /v3/lead, whose answer names the data points to ask next (added as pages); the review sends
 * `submit`. A retry of the
 * same answers reuses the Idempotency-Key, so a lost answer never makes a second lead.
 */
export function useLeadSave(flow: Flow, kind: 'classic' | 'dynamic' = 'classic') {
  const dispatch = useAppDispatch();
  const store = useAppStore();
  const [saving, setSaving] = useState(false);
  const attempt = useAttempts<ApplicationData>();
  // A second press while a save is in flight joins it: one request, one lead.
  const inFlight = useRef<Promise<SaveOutcome> | null>(null);

  const send = async (page: string, data: ApplicationData, submit: boolean, final?: FinalPages): Promise<SaveOutcome> => {
    dispatch(updateApplicationData({ page, data }));
    const application = store.getState().leadApplication.applicationData;
    const id = typeof application.id === 'string' ? application.id : null;
    // A retry of the same answers (after a lost response) is the same request: same key and the very same body,
    // since a create body carries the time (expiresAt, device data) and the server refuses a key with another body.
    const { key: idempotencyKey, value: body } = attempt.of([id, page, data, submit, final], () => {
      const fields = id ? data : buildLeadCreateBody(application, { sessionStore, now: new Date(), brand });
      return final ? { ...fields, ...final } : fields;
    });
    setSaving(true);
    try {
      let requestedDataPoints: string[] | undefined;
      let saved: { id: string; status?: unknown };
      if (kind === 'dynamic') {
        const answer = await leadWrites.saveDynamic({ id, body, idempotencyKey, submit });
        if (!isLeadAnswer(answer) || !isStringList(answer.requestedDataPoints))
          throw new Error('Unexpected lead answer');
        requestedDataPoints = answer.requestedDataPoints;
        saved = answer;
        dispatch(dataPointsRequested(requestedDataPoints));
      } else {
        const answer = id
          ? await leadWrites.update({ id, body, idempotencyKey, submit })
          : await leadWrites.create({ body, idempotencyKey, submit });
        if (!isLeadAnswer(answer)) throw new Error('Unexpected lead answer');
        saved = answer;
      }
      dispatch(leadSaved({ id: saved.id, at: Date.now() }));
      attempt.answered();
      reportSaved(dispatch, saved, page, flow, store.getState().leadApplication.applicationData);
      // This device's copy (behaviour §3 "Persistence": saved on one action, the saved answers): what a new tab or a
      // later visit starts from, without the national id, account or ID-card number (docs/decisions/0006, 0049).
      saveApplicationLocally(localStore, store.getState().leadApplication.applicationData);
      return requestedDataPoints ? { ok: true, requestedDataPoints } : { ok: true };
    } catch (error) {
      const fieldErrors = fieldErrorsOf(error);
      if (fieldErrors) {
        dispatch(setPageErrors({ errors: fieldErrors, pages: flow }));
        return { ok: false, kind: 'fields', erroredPage: store.getState().leadApplication.erroredPage };
      }
      console.error(id ? 'Failed to update lead' : 'Failed to post lead', error);
      return { ok: false, kind: 'failed', cause: failureCause(error) };
    } finally {
      setSaving(false);
    }
  };

  const save = (page: string, data: ApplicationData, submit: boolean, final?: FinalPages): Promise<SaveOutcome> => {
    inFlight.current ??= send(page, data, submit, final).finally(() => {
      inFlight.current = null;
    });
    return inFlight.current;
  };
  return { save, saving };
}
