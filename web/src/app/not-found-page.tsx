import { useTranslation } from '../i18n/react';
import { StepHeading } from '../ui/step-heading';
import { Link } from '../lib/router';

/** /404 and every unknown route. */
export function NotFoundPage() {
  const { t } = useTranslation();
  return (
    <main id="main" className="page">
      <StepHeading>{t('notFound>heading')}</StepHeading>
      <p>{t('notFound>body')}</p>
      <p>
        <Link to="/" className="button button--primary">
          {t('notFound>action')}
        </Link>
      </p>
    </main>
  );
}
