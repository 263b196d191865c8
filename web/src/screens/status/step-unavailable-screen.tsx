import { brand } from 'virtual:brand';
import { useTranslation } from '../../i18n/react';
import { StepHeading } from '../../ui/step-heading';

/**
 * /step-unavailable: the server moved the application into a state this build's map does not know (decision
 * 0039). Rather than a guessed screen, this one says the next step cannot be shown here and whom to write to.
 */
export function StepUnavailableScreen() {
  const { t } = useTranslation('screens');
  return (
    <main id="main" className="page">
      <StepHeading>{t('stepUnavailable>heading')}</StepHeading>
      <p role="alert">{t('stepUnavailable>body')}</p>
      <p>
        {t('stepUnavailable>contact')} <a href={`mailto:${brand.supportEmail}`}>{brand.supportEmail}</a>
      </p>
    </main>
  );
}
