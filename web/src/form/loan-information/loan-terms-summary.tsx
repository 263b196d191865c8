import { memo } from 'react';
import { useTranslation } from '../../i18n/react';
import { brand } from 'virtual:brand';
import { formatMoney, formatPeriod } from '../../lib/format';
import { useLoanTerms } from './loan-terms';
import { LoanTermsDialog } from './loan-terms-dialog';

/**
 * The loan the person is applying for, with a button that opens the amount dialog (loan-terms-dialog.tsx).
 * `open` is controlled so the page can also ask before sending. The terms change only when the person confirms
 * them.
 */
export const LoanTermsSummary = memo(function LoanTermsSummary({
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
  const lng = brand.locale;
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
      <LoanTermsDialog terms={terms} open={open} onOpenChange={onOpenChange} onConfirm={onConfirm} />
    </section>
  );
});
