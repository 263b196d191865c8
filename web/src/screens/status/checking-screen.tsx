import { useTranslation } from '../../i18n/react';
import { StepHeading } from '../../ui/step-heading';
import { Link } from '../../lib/router';
import { useStatusPolling } from './use-status-polling';
import { Spinner } from '../../ui/spinner';

/**
 * /checking: says the application is being checked while its status is polled (useStatusPolling); after five
 * failed polls in a row, says so and offers to check again. Opened with no application in this browser (another
 * device, cleared data, a bookmark), it says so and offers to start one, instead of spinning for ever.
 */
export function CheckingScreen() {
  const { t } = useTranslation('screens');
  const { hasApplication, gaveUp, polls, retry } = useStatusPolling();
  if (!hasApplication)
    return (
      <main id="main" className="page">
        <StepHeading>{t('checking>noneHeading')}</StepHeading>
        <p>{t('checking>noneBody')}</p>
        <Link to="/" className="button button--primary">
          {t('checking>noneAction')}
        </Link>
      </main>
    );
  return (
    <main id="main" className="page">
      <StepHeading>{t('checking>heading')}</StepHeading>
      {!gaveUp && (
        <div className="checking" role="status">
          <Spinner />
          <p>{polls > 6 ? t('checking>slow') : t('checking>body')}</p>
        </div>
      )}
      {gaveUp && (
        <div role="alert">
          <p>{t('checking>failed')}</p>
          <button type="button" className="button button--primary" onClick={retry}>
            {t('checking>retry')}
          </button>
        </div>
      )}
    </main>
  );
}
