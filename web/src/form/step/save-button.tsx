import { useTranslation } from '../../i18n/react';

/**
 * A step's one button. Never `disabled` while saving: that would drop the focus to the page (a second press does
 * nothing); it says it is busy instead, and a status line says so to a screen reader.
 */
export function SaveButton({ saving, label }: { saving: boolean; label: string }) {
  const { t } = useTranslation('form');
  return (
    <>
      <button type="submit" className="button button--primary" aria-disabled={saving || undefined}>
        {saving ? t('step>saving') : label}
      </button>
      <p role="status" className="visually-hidden">
        {saving ? t('step>saving') : ''}
      </p>
    </>
  );
}
