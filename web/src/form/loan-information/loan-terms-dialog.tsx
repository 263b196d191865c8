import { useEffect, useRef, useState } from 'react';
import { useTranslation } from '../../i18n/react';
import { brand } from 'virtual:brand';
import { formatMoney, formatPeriod } from '../../lib/format';
import { LoanTermsFields, useLoanTerms } from './loan-terms';

/**
 * The loan the person is applying for, with a button that opens the amount dialog (spec §2 "Vietnam brand": a
 * modal asks for the amount). A native modal <dialog>: focus moves into it and is kept there, Escape closes it,
 * and focus returns to what opened it. `open` is controlled so the page can also ask before sending. The terms
 * change only when the person confirms them.
 */
export function LoanTermsSummary({
  open,
  onOpenChange,
  onConfirm,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  onConfirm: () => void;
}) {
  const { t } = useTranslation('form');
  const terms = useLoanTerms();
  const dialog = useRef<HTMLDialogElement>(null);
  const lng = brand.locale;
  // The dialog changes a copy: only "Confirm" keeps it; Close and Escape leave the terms as they were.
  const [draft, setDraft] = useState({ amount: terms.amount, period: terms.period });
  const edited = { ...terms, ...draft, setTerms: (next: Partial<typeof draft>) => setDraft((d) => ({ ...d, ...next })) };

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

  return (
    <section className="terms-summary" aria-labelledby="terms-summary-heading">
      <h2 id="terms-summary-heading" className="terms-summary__heading">
        {t('terms>heading')}
      </h2>
      <p id="terms-summary-text">
        {t('terms>summary', {
          amount: formatMoney(lng, brand.currency, terms.amount),
          period: formatPeriod(lng, terms.period, brand.period.scale),
        })}
      </p>
      <button
        type="button"
        className="button button--secondary"
        aria-describedby="terms-summary-text"
        onClick={() => onOpenChange(true)}
      >
        {t('terms>change')}
      </button>
      <dialog ref={dialog} className="terms-dialog" aria-labelledby="terms-dialog-heading" onClose={() => onOpenChange(false)}>
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
    </section>
  );
}
