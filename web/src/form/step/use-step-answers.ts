import { useCallback, useEffect, useRef, useState } from 'react';
import type { DataPoint } from '../../../../contract/data-points';
import { useAppSelector } from '../../app/hooks';
import { sessionStore } from '../../lib/safe-storage';
import { isRecord } from '../../../../contract/merge';
import { draftKey } from '../draft';
import { prerenderedForm, takePendingSubmit } from '../../lib/early-input';
import { valueOnPage } from '../../ui/field';
import { useFormState, type FormValues } from '../form-state';
import { formValuesFor } from './form-values';
import { acceptedPolicies, POLICIES_FIELD } from './policies-block';

/** Answers typed into the build-time rendered step before its code ran (early-input.ts). */
function typedOnPage(
  form: HTMLFormElement | null,
  points: readonly DataPoint[],
): Record<string, string | boolean> {
  if (!form) return {};
  const typed: Record<string, string | boolean> = {};
  for (const p of points) {
    const value = valueOnPage(p, form);
    if (value !== undefined) typed[p.id] = value;
  }
  return typed;
}

/**
 * A step's live answers: from its draft in sessionStorage (never localStorage: it may hold a national id), what
 * was typed into the build-time rendered page, or what the application holds; kept as a draft at every change, in
 * the event that made it, so a reload (a phone discarding the tab) reopens the step as it was, however soon.
 */
export function useStepAnswers(path: string, points: readonly DataPoint[], hasPolicies: boolean) {
  const application = useAppSelector((s) => s.leadApplication.applicationData);
  // Read before React takes the build-time markup over (the first render of a hydration).
  const [early] = useState(() => prerenderedForm(path));
  // The answers last written as the draft, or those the step opened with (nothing typed yet).
  const kept = useRef<FormValues | null>(null);
  const keep = useCallback(
    (values: FormValues) => {
      if (kept.current === values) return;
      kept.current = values;
      sessionStore.setJson(draftKey(path), values);
    },
    [path],
  );
  const form = useFormState(() => {
    const draft = sessionStore.getJson(draftKey(path), isRecord);
    const values: FormValues = formValuesFor(points, application, {
      ...draft,
      ...typedOnPage(early, points),
    });
    // The ticked policies (their ids) come back from the draft, else from what was saved.
    if (hasPolicies)
      values[POLICIES_FIELD] = acceptedPolicies(draft?.[POLICIES_FIELD] ?? application.policies);
    kept.current = values;
    return values;
  }, keep);
  const formRef = useRef<HTMLFormElement>(null);

  // The build-time rendered step has been taken over. What the page shows now is what the form holds: a key
  // pressed while React hydrated changed the page but reached no handler, so the page is read once more and kept
  // as a draft. A press of the button meanwhile (caught by the page's inline starter) is carried out now; the
  // heading's mount has already marked the page ready, so the starter catches no more presses.
  useEffect(() => {
    if (early) {
      const onPage = typedOnPage(early, points);
      for (const [id, value] of Object.entries(onPage)) form.setValue(id, value);
      // Kept even when the first render already held it (typed before the code ran: no change to hear).
      if (Object.keys(onPage).length > 0) sessionStore.setJson(draftKey(path), form.getValues());
    }
    if (takePendingSubmit(formRef.current)) formRef.current?.requestSubmit();
    // Once, when the step page mounts.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  const { getValues } = form;
  /** The answers are saved: the draft goes, and nothing kept later brings these answers back as one. */
  const discardDraft = useCallback(() => {
    kept.current = getValues();
    sessionStore.remove(draftKey(path));
  }, [getValues, path]);

  return { form, formRef, application, discardDraft };
}
