import { useState, type FormEvent } from 'react';
import { useTranslation } from '../../i18n/react';
import { unsubscribeAddress } from '../../../../contract/unsubscribe';
import { StepHeading } from '../../ui/step-heading';
import { useUnsubscribeMutation } from './link-api';

/** A refusal of the link itself (forged, of another brand, malformed): no retry helps. */
const isRefused = (error: unknown) =>
  typeof error === 'object' &&
  error !== null &&
  'status' in error &&
  [400, 403].includes(Number(error.status));

/**
 * /unsubscribe?token=: the link of a marketing email unsubscribes the address it was sent to (docs/decisions/0041).
 * The page shows that address and one button; it never asks for an address, so no one can unsubscribe another.
 * Without a link of the right form, or one the server refuses, it says to open the link of one of the emails.
 */
export function UnsubscribeScreen() {
  const { t } = useTranslation('screens');
  const [token] = useState(() => new URLSearchParams(window.location.search).get('token') ?? '');
  const address = unsubscribeAddress(token);
  const [unsubscribe, { isLoading, error, data }] = useUnsubscribeMutation();

  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (isLoading) return;
    void unsubscribe(token)
      .unwrap()
      .catch(() => undefined);
  };

  let body;
  if (data) body = <p role="status">{t('unsubscribe>done', { email: data.email })}</p>;
  else if (address === null || isRefused(error)) body = <p role="alert">{t('unsubscribe>noLink')}</p>;
  else
    body = (
      <>
        <p>{t('unsubscribe>intro', { email: address })}</p>
        {error && (
          <p role="alert" className="notice notice--error">
            {t('unsubscribe>failed')}
          </p>
        )}
        <form onSubmit={submit} noValidate className="step-form">
          <button type="submit" className="button button--primary" aria-disabled={isLoading || undefined}>
            {isLoading ? t('unsubscribe>sending') : t('unsubscribe>submit')}
          </button>
        </form>
      </>
    );

  return (
    <main id="main" className="page">
      <StepHeading>{t('unsubscribe>heading')}</StepHeading>
      {body}
    </main>
  );
}
