import { useTranslation } from '../i18n/react';
import { Spinner } from '../ui/spinner';

/** Full-screen spinner while the page loads (behaviour §2 "Shell"). */
export function PageSpinner() {
  const { t } = useTranslation();
  return (
    <div className="page-spinner" role="status">
      <Spinner />
      <span className="visually-hidden">{t('shell>loading')}</span>
    </div>
  );
}
