import { useTranslation } from 'react-i18next';
import { Link } from '../lib/router';

/** /404 and every unknown route. */
export function NotFoundPage() {
  const { t } = useTranslation();
  return (
    <main id="main" className="page">
      <h1 className="step-heading">{t('notFound>heading')}</h1>
      <p>{t('notFound>body')}</p>
      <p>
        <Link to="/" className="button button--primary">
          {t('notFound>action')}
        </Link>
      </p>
    </main>
  );
}
