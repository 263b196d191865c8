import { useTranslation } from '../../i18n/react';
import { useStartAgain } from './use-start-again';

/** The way to a new application from a closed one's screen (docs/decisions/0006 "reapplying"). */
export function StartAgain() {
  const { t } = useTranslation('screens');
  const startAgain = useStartAgain();
  return (
    <section className="start-again" aria-labelledby="start-again-heading">
      <h2 id="start-again-heading">{t('startAgain>heading')}</h2>
      <p>{t('startAgain>body')}</p>
      <button type="button" className="button button--secondary" onClick={startAgain}>
        {t('startAgain>action')}
      </button>
    </section>
  );
}
