/**
 * The cookie preferences (docs/decisions/0036-consent-and-tags.md), loaded when the visitor opens them. A native
 * modal <dialog>: focus moves in and stays, Escape closes it, and focus goes back to what opened it.
 */
import { useEffect, useRef, useState } from 'react';
import type { ConsentChoice } from '../../../contract/tracking';
import { useTranslation } from '../i18n/react';
import type { Decide } from './consent-banner';

type Category = 'analytics' | 'marketing';

function CategoryBox({
  name,
  checked,
  onChange,
}: {
  name: Category;
  checked: boolean;
  onChange: (on: boolean) => void;
}) {
  const { t } = useTranslation('consent');
  const id = `consent-${name}`;
  return (
    <div className="consent-category">
      <input
        id={id}
        type="checkbox"
        className="consent-category__box"
        checked={checked}
        aria-describedby={`${id}-hint`}
        onChange={(e) => onChange(e.target.checked)}
      />
      <label htmlFor={id} className="consent-category__label">
        {t(`dialog>${name}`)}
      </label>
      <p id={`${id}-hint`} className="consent-category__hint">
        {t(`dialog>${name}Hint`)}
      </p>
    </div>
  );
}

/** The preferences: necessary (always on, said in words), analytics and marketing, as the visitor last chose. */
export type DialogProps = { current: ConsentChoice | null; onDecide: Decide; onClose: () => void };

export function ConsentDialog({ current, onDecide, onClose }: DialogProps) {
  const { t } = useTranslation('consent');
  const dialog = useRef<HTMLDialogElement>(null);
  // What opened the dialog gets focus back when it closes (and still exists): never the page body.
  const opener = useRef<Element | null>(typeof document === 'undefined' ? null : document.activeElement);
  const [draft, setDraft] = useState({
    analytics: current?.analytics ?? false,
    marketing: current?.marketing ?? false,
  });
  useEffect(() => {
    const el = dialog.current;
    if (el && !el.open) el.showModal();
  }, []);
  const decide: Decide = (choice, action) => {
    dialog.current?.close();
    onDecide(choice, action);
  };
  return (
    <dialog
      ref={dialog}
      className="dialog"
      aria-labelledby="consent-dialog-title"
      onClose={() => {
        if (opener.current instanceof HTMLElement && opener.current.isConnected) opener.current.focus();
        onClose();
      }}
    >
      <h2 id="consent-dialog-title" className="step-heading">
        {t('dialog>title')}
      </h2>
      <p>{t('dialog>intro')}</p>
      <div className="consent-category">
        <p className="consent-category__label">{t('dialog>necessary')}</p>
        <p className="consent-category__hint">{t('dialog>necessaryHint')}</p>
      </div>
      <CategoryBox
        name="analytics"
        checked={draft.analytics}
        onChange={(on) => setDraft((d) => ({ ...d, analytics: on }))}
      />
      <CategoryBox
        name="marketing"
        checked={draft.marketing}
        onChange={(on) => setDraft((d) => ({ ...d, marketing: on }))}
      />
      <DialogActions
        onSave={() => decide(draft, 'save')}
        onDecide={decide}
        onCancel={() => dialog.current?.close()}
      />
    </dialog>
  );
}

/** Save, accept all, reject all, or close without a change. */
function DialogActions({
  onSave,
  onDecide,
  onCancel,
}: {
  onSave: () => void;
  onDecide: Decide;
  onCancel: () => void;
}) {
  const { t } = useTranslation('consent');
  return (
    <div className="consent-actions">
      <button type="button" className="button button--primary" onClick={onSave}>
        {t('dialog>save')}
      </button>
      <button
        type="button"
        className="button button--secondary"
        onClick={() => onDecide({ analytics: true, marketing: true }, 'accept-all')}
      >
        {t('dialog>acceptAll')}
      </button>
      <button
        type="button"
        className="button button--secondary"
        onClick={() => onDecide({ analytics: false, marketing: false }, 'reject-all')}
      >
        {t('dialog>rejectAll')}
      </button>
      <button type="button" className="button button--secondary" onClick={onCancel}>
        {t('dialog>close')}
      </button>
    </div>
  );
}
