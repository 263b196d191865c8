import { useTranslation } from '../../i18n/react';
import { useNavigationPending } from '../../lib/router';

/**
 * A step's one button. Never `disabled` while saving: that would drop the focus to the page (a second press does
 * nothing); it says it is busy instead, and a status line says so to a screen reader. While the screen is being
 * left (a route change renders in a transition: lib/router.tsx) it shows the busy spinner and keeps its label:
 * a Back press saves nothing, so the button must not say it is saving.
 */
export function SaveButton({ saving, label }: { saving: boolean; label: string }) {
  const { t } = useTranslation('form');
  const leaving = useNavigationPending();
  return (
    <>
      <button
        type="submit"
        className="button button--primary"
        aria-disabled={saving || leaving || undefined}
        aria-busy={(leaving && !saving) || undefined}
      >
        {saving ? t('step>saving') : label}
      </button>
      <p role="status" className="visually-hidden">
        {saving ? t('step>saving') : ''}
      </p>
    </>
  );
}
