import { useState } from 'react';
import { draftKey } from '../../form/draft';
import { sessionStore } from '../../lib/safe-storage';

type Draft = { leadId: string; given: string[] };

const isDraft = (value: unknown): value is Draft =>
  typeof value === 'object' &&
  value !== null &&
  typeof (value as Draft).leadId === 'string' &&
  Array.isArray((value as Draft).given) &&
  (value as Draft).given.every((id) => typeof id === 'string');

/**
 * The boxes ticked on a consents screen (their consent ids), kept as a draft in sessionStorage until they are
 * sent, so a reload keeps them. A draft of another lead is not this one's.
 */
export function useConsentDraft(route: string, leadId: string | null) {
  const key = draftKey(route);
  const [given, setGiven] = useState<string[]>(() => {
    const draft = sessionStore.getJson(key, isDraft);
    return draft && draft.leadId === leadId ? draft.given : [];
  });
  const change = (next: string[]) => {
    setGiven(next);
    if (leadId) sessionStore.setJson(key, { leadId, given: next } satisfies Draft);
  };
  const clear = () => sessionStore.remove(key);
  return { given, change, clear };
}
