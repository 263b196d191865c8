import { useEffect, useRef } from 'react';
import { useTranslation } from '../../i18n/react';
import type { SaveFailureKind } from '../../lead/field-errors';

/**
 * Why the last save failed. The paragraph is in the page from the start (empty): its words are then a change in
 * an alert, which is announced, not an alert inserted already filled, which some readers miss. After each failed
 * save focus goes to it, so it is read and the next Tab stays in the form.
 */
export function SaveFailure({
  failed,
  failures,
}: {
  failed: SaveFailureKind | null;
  failures: number;
}) {
  const { t } = useTranslation('form');
  const ref = useRef<HTMLParagraphElement>(null);
  useEffect(() => {
    if (failures > 0) ref.current?.focus();
  }, [failures]);
  return (
    <p ref={ref} tabIndex={-1} role="alert" className="notice notice--error">
      {failed ? t(failed === 'server' ? 'step>saveFailedServer' : 'step>saveFailed') : ''}
    </p>
  );
}
