import { useTranslation } from '../../i18n/react';
import { useNavigationPending } from '../../lib/router';

/**
 * A step's one button. Never `disabled` while saving: that would drop the focus to the page (a second press does
 * nothing); it says it is busy instead, and a status line says so to a screen reader. It stays busy after the save
 * while the next screen renders (a route change renders in a transition: lib/router.tsx).
 */
export function SaveButton({ saving, label }: { saving: boolean; label: string }) {
  const { t } = useTranslation('form');
  const leaving = useNavigationPending();
  const busy = saving || leaving;
  return (
    <>
      <button type="submit" className="button button--primary" aria-disabled={busy || undefined}>
        {busy ? t('step>saving') : label}
      </button>
      <p role="status" className="visually-hidden">
        {saving ? t('step>saving') : ''}
      </p>
    </>
  );
}
