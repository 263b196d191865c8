import { useRef, useState } from 'react';
import { brand } from 'virtual:brand';
import { useAppDispatch, useAppStore } from '../../app/hooks';
import { fieldErrorsOf, useCreateLeadMutation, useUpdateLeadMutation } from '../../lead/lead-api';
import { leadSaved, setPageErrors, updateApplicationData } from '../../lead/lead-application-slice';
import { saveApplicationLocally } from '../../lead/persistence';
import { buildLeadCreateBody } from '../../lead/lead-payload';
import type { ApplicationData } from '../../lead/merge-application-data';
import { localStore, sessionStore } from '../../lib/safe-storage';
import { randomUuid } from '../../landing/apply-startup';

export type SaveOutcome =
  { ok: true } | { ok: false; kind: 'failed' } | { ok: false; kind: 'fields'; erroredPage: string | null };
type Flow = { path: string; fields: readonly string[] }[];

/**
 * Commits a step's answers: into the store first (nothing typed is lost whatever the network does), then to
 * the server — the first saved step creates the lead (POST), later ones update it (PUT). A retry of the same
 * answers reuses the Idempotency-Key, so a lost answer never makes a second lead.
 */
export function useLeadSave(flow: Flow) {
  const dispatch = useAppDispatch();
  const store = useAppStore();
  const [createLead] = useCreateLeadMutation();
  const [updateLead] = useUpdateLeadMutation();
  const [saving, setSaving] = useState(false);
  const attempt = useRef<{ body: string; key: string } | null>(null);

  const save = async (page: string, data: ApplicationData, submit: boolean): Promise<SaveOutcome> => {
    dispatch(updateApplicationData({ page, data }));
    const application = store.getState().leadApplication.applicationData;
    const id = typeof application.id === 'string' ? application.id : null;
    const body = id ? data : buildLeadCreateBody(application, { sessionStore, now: new Date(), brand });
    const serialised = JSON.stringify([id, body, submit]);
    if (attempt.current?.body !== serialised) attempt.current = { body: serialised, key: randomUuid() };
    const idempotencyKey = attempt.current.key;
    setSaving(true);
    try {
      const answer = id
        ? await updateLead({ id, body, idempotencyKey, submit }).unwrap()
        : await createLead({ body, idempotencyKey, submit }).unwrap();
      attempt.current = null;
      dispatch(leadSaved({ id: answer.id, at: Date.now() }));
      if (!id)
        saveApplicationLocally(
          { sessionStore, localStore },
          store.getState().leadApplication.applicationData,
        );
      return { ok: true };
    } catch (error) {
      const fieldErrors = fieldErrorsOf(error);
      if (fieldErrors) {
        dispatch(setPageErrors({ errors: fieldErrors, pages: flow }));
        return { ok: false, kind: 'fields', erroredPage: store.getState().leadApplication.erroredPage };
      }
      console.error(id ? 'Failed to update lead' : 'Failed to post lead', error);
      return { ok: false, kind: 'failed' };
    } finally {
      setSaving(false);
    }
  };
  return { save, saving };
}
