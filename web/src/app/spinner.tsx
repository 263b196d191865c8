import { useTranslation } from '../i18n/react';

/** Full-screen spinner while the page loads; neutral colour on 'continue' paths (behaviour §2 "Shell"). */
export function PageSpinner({ neutral }: { neutral: boolean }) {
  const { t } = useTranslation();
  return (
    <div className="page-spinner" role="status">
      <span className={neutral ? 'spinner spinner--neutral' : 'spinner'} />
      <span className="visually-hidden">{t('shell>loading')}</span>
    </div>
  );
}
