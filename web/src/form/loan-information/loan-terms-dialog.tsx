import { useEffect, useRef, useState } from 'react';
import { useTranslation } from '../../i18n/react';
import { LoanTermsFields, type useLoanTerms } from './loan-terms';

type Terms = ReturnType<typeof useLoanTerms>;

/** The <dialog> element, opened as a modal and closed as `open` says, and the copy of the terms it edits. */
function useDraftTerms(open: boolean, terms: Terms) {
  const dialog = useRef<HTMLDialogElement>(null);
  const [draft, setDraft] = useState({ amount: terms.amount, period: terms.period });
  useEffect(() => {
    const el = dialog.current;
    if (!el) return;
    if (open && !el.open) {
      setDraft({ amount: terms.amount, period: terms.period });
      el.showModal();
    }
    if (!open && el.open) el.close();
    // Copied when the dialog opens, not on every change of the terms.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [open]);
  const edited: Terms = {
    ...terms,
    ...draft,
    setTerms: (next: Partial<typeof draft>) => setDraft((d) => ({ ...d, ...next })),
  };
  return { dialog, draft, edited };
}

/**
 * The amount dialog (behaviour §2 "Vietnam brand": a modal asks for the amount). A native modal <dialog>: focus moves
 * into it and is kept there, Escape closes it, and focus returns to what opened it. It changes a copy of the
 * terms, taken when it opens: only "Confirm" keeps the copy; Close and Escape leave the terms as they were.
 */
export function LoanTermsDialog({
  terms,
  open,
  onOpenChange,
  onConfirm,
}: {
  terms: Terms;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  onConfirm: () => void;
}) {
  const { t } = useTranslation('form');
  const { dialog, draft, edited } = useDraftTerms(open, terms);
  return (
    <dialog
      ref={dialog}
      className="dialog"
      aria-labelledby="terms-dialog-heading"
      onClose={() => onOpenChange(false)}
    >
      <form
        method="dialog"
        className="loan-form"
        onSubmit={(e) => {
          e.preventDefault();
          terms.setTerms(draft);
          onOpenChange(false);
          onConfirm();
        }}
      >
        <h2 id="terms-dialog-heading" className="step-heading">
          {t('terms>dialogHeading')}
        </h2>
        <LoanTermsFields terms={edited} />
        <div className="terms-dialog__actions">
          <button type="submit" className="button button--primary">
            {t('terms>confirm')}
          </button>
          <button type="button" className="button button--secondary" onClick={() => onOpenChange(false)}>
            {t('terms>close')}
          </button>
        </div>
      </form>
    </dialog>
  );
}
