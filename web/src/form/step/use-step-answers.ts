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

/** How long typing pauses before the answers are kept as a draft. */
const DRAFT_DELAY_MS = 300;

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
 * was typed into the build-time rendered page, or what the application holds; kept as a draft while typing, so
 * a reload reopens the step as it was.
 */
export function useStepAnswers(path: string, points: readonly DataPoint[], hasPolicies: boolean) {
  const application = useAppSelector((s) => s.leadApplication.applicationData);
  // Read before React takes the build-time markup over (the first render of a hydration).
  const [early] = useState(() => prerenderedForm(path));
  const form = useFormState(() => {
    const draft = sessionStore.getJson(draftKey(path), isRecord);
    const values: FormValues = formValuesFor(points, application, {
      ...draft,
      ...typedOnPage(early, points),
    });
    // The ticked policies (their ids) come back from the draft, else from what was saved.
    if (hasPolicies)
      values[POLICIES_FIELD] = acceptedPolicies(draft?.[POLICIES_FIELD] ?? application.policies);
    return values;
  });
  const formRef = useRef<HTMLFormElement>(null);

  // The build-time rendered step has been taken over. What the page shows now is what the form holds: a key
  // pressed while React hydrated changed the page but reached no handler, so the page is read once more and kept
  // as a draft. A press of the button meanwhile (caught by the page's inline starter) is carried out now; the
  // heading's mount has already marked the page ready, so the starter catches no more presses.
  useEffect(() => {
    if (early) {
      const onPage = typedOnPage(early, points);
      for (const [id, value] of Object.entries(onPage)) form.setValue(id, value);
      if (Object.keys(onPage).length > 0) sessionStore.setJson(draftKey(path), form.getValues());
    }
    if (takePendingSubmit(formRef.current)) formRef.current?.requestSubmit();
    // Once, when the step page mounts.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  const kept = useRef(form.values);
  const pending = useRef<number | undefined>(undefined);
  useEffect(() => {
    if (kept.current === form.values) return;
    pending.current = window.setTimeout(() => {
      kept.current = form.values;
      sessionStore.setJson(draftKey(path), form.values);
    }, DRAFT_DELAY_MS);
    return () => window.clearTimeout(pending.current);
  }, [form.values, path]);

  /** The answers are saved: the draft goes, and a keeping still pending is called off. */
  const discardDraft = useCallback(() => {
    window.clearTimeout(pending.current);
    kept.current = form.values;
    sessionStore.remove(draftKey(path));
  }, [form.values, path]);

  return { form, formRef, application, discardDraft };
}
