import { useTranslation } from '../../i18n/react';

/** What happens after an acceptance, in order: the contract arrives by email, the applicant signs, the money is paid. */
export const NEXT_STEPS = ['contract', 'sign', 'payout'] as const;

/** The accepted screen's timeline: each step says what happens and when, as a numbered list. */
export function NextSteps() {
  const { t } = useTranslation('screens');
  return (
    <section className="next-steps" aria-labelledby="next-steps-heading">
      <h2 id="next-steps-heading" className="next-steps__heading">
        {t('accepted>nextHeading')}
      </h2>
      <ol className="next-steps__list">
        {NEXT_STEPS.map((step) => (
          <li key={step}>
            <strong className="next-steps__title">{t(`accepted>next>${step}>title`)}</strong>{' '}
            <span>{t(`accepted>next>${step}>detail`)}</span>
          </li>
        ))}
      </ol>
    </section>
  );
}
