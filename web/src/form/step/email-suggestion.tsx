import { skipToken } from '@reduxjs/toolkit/query';
import { useTranslation } from '../../i18n/react';
import { useSettled } from '../../lib/use-settled';
import type { FormState } from '../form-state';
import { useEmailCheckQuery } from '../lookups-api';
import { isWellFormedEmail, typedEmail } from './typed-email';

/** How long typing pauses before the address is checked. */
export const EMAIL_CHECK_PAUSE_MS = 500;

/**
 * Asks the API about a well-formed address once typing pauses; when it answers with a corrected address
 * ('ana@gmial.com' -> 'ana@gmail.com'), offers it as a button. Nothing changes unless the person presses it; an
 * answer without a suggestion, a failure or no answer at all shows nothing and blocks nothing.
 */
export function EmailSuggestion({ form, field }: { form: FormState; field: string }) {
  const { t } = useTranslation('form');
  const email = typedEmail(form.values[field]);
  // From nothing: this starts when an address first becomes well formed, maybe mid-typing, and asks after a pause.
  const settled = useSettled(isWellFormedEmail(email) ? email : '', EMAIL_CHECK_PAUSE_MS, '');
  // currentData: the answer for this address only, never the last one's while the next is asked.
  const { currentData } = useEmailCheckQuery(settled || skipToken);
  const suggestion = currentData?.suggestion;
  if (!suggestion || settled !== email || suggestion === email) return null;
  const accept = () => {
    form.setValue(field, suggestion);
    // The button goes away with the mistake: the person carries on in the box they were in.
    document.getElementById(field)?.focus();
  };
  return (
    <button type="button" className="email-check__suggestion" onClick={accept}>
      {t('lookup>emailSuggestion', { email: suggestion })}
    </button>
  );
}
