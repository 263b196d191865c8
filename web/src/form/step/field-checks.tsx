import { Suspense, useEffect, useState } from 'react';
import { EMAIL_PATTERN } from '../../../../contract/data-points/patterns';
import type { FormState } from '../form-state';
import { lazyNamed } from '../../lib/lazy-named';
import { useOnceTrue } from '../../lib/use-once-true';
import { whenIdle } from '../../lib/when-idle';
import { LookupStatus } from './lookup-status';
import { isWellFormedEmail } from './typed-email';

// The checks talk to the server through RTK Query: their code comes with the step that asks for them, the email
// check's only once there is an address to ask about (below).
const EmailSuggestion = lazyNamed(() => import('./email-suggestion'), 'EmailSuggestion');
const PostcodeConfirm = lazyNamed(() => import('./lookups'), 'PostcodeConfirm');

/**
 * Under an email box: the API's correction of a mistyped domain, offered as a button the person may press
 * (behaviour §7, docs/decisions/0046-field-checks.md). The polite live region is there from the start, so the
 * suggestion is heard when it appears, after what the person is typing. Its code, with the API client's (RTK Query,
 * about 23 KB gzip), loads when a well-formed address is first typed, the first moment there is something to ask:
 * on a dynamic flow's first step it would otherwise come with the page (docs/decisions/0046-field-checks.md).
 */
export function EmailCheck({ form, field }: { form: FormState; field: string }) {
  const asking = useOnceTrue(isWellFormedEmail(form.values[field]));
  // The address pattern (tested at each keystroke from the first) is made ready while the person reads the step.
  useEffect(() => whenIdle(window, EMAIL_PATTERN.prepare), []);
  return (
    <div className="email-check" aria-live="polite">
      {asking && (
        <Suspense fallback={null}>
          <EmailSuggestion form={form} field={field} />
        </Suspense>
      )}
    </div>
  );
}

/** Under a postcode the step fills nothing from: the place it belongs to, or that it is unknown (behaviour §7). */
export function PostcodeCheck({ form, field }: { form: FormState; field: string }) {
  const [status, setStatus] = useState('');
  return (
    <>
      <Suspense fallback={null}>
        <PostcodeConfirm form={form} code={field} onStatus={setStatus} />
      </Suspense>
      <LookupStatus>{status}</LookupStatus>
    </>
  );
}
