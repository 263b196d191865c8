import { brand } from 'virtual:brand';
import { providerOfRoute, type OpenBankingProvider } from '../../../../contract/open-banking';
import { formatMoney } from '../../lib/format';
import { FailureAlert } from '../../ui/failure-alert';
import { StepHeading } from '../../ui/step-heading';
import { useTranslation } from '../../i18n/react';
import { usePath } from '../../lib/router';
import { InstantorFrame } from './instantor-frame';
import { useOfferScreen } from '../common/use-offer-screen';
import { usePartnerColors } from '../common/use-partner-colors';
import { useOpenBanking } from './use-open-banking';

/** The provider's name as the applicant reads it. */
const NAMES: Readonly<Record<OpenBankingProvider, string>> = {
  tink: 'Tink',
  instantor: 'Instantor',
  paylands: 'Paylands',
};

/**
 * /wenance-tink, /instantor and /moneyman-paylands (behaviour §2): what the provider will share, with whom, why and for
 * how long; then the hand-off to the provider and, on the way back, what the server found. A failed, cancelled or
 * expired hand-off says so and offers "try again" and the screen's other way (docs/decisions/0032).
 */
export function OpenBankingScreen() {
  const path = usePath();
  const provider = providerOfRoute(path) ?? 'tink';
  const { t } = useTranslation('screens');
  const { shown, leadId } = useOfferScreen([path]);
  usePartnerColors(shown);
  const { busy, problem, failures, begin, otherWay, frame, frameEnded, frameTimedOut } = useOpenBanking(
    provider,
    leadId,
  );
  if (!shown) return null;
  const k = (key: string) =>
    t(`openBanking>${key}`, { provider: NAMES[provider], check: formatMoney(brand.locale, brand.currency, 0) });
  const card = provider === 'paylands';
  // A card's refusal is the card's (the hand-off itself worked); the rest reads as for a bank account.
  const problemKey = problem === 'failed' && card ? 'cardRefused' : problem;
  return (
    <main id="main" className="page">
      <StepHeading errors={problem !== null}>{k(`headings>${provider}`)}</StepHeading>
      <p>{k(`intro>${provider}`)}</p>
      <h2>{k('sharedTitle')}</h2>
      <ul>
        <li>{k(`shared>${provider}`)}</li>
        {/* A bank account is only read; a card is what the instalments are collected from. */}
        <li>{k(card ? 'cardUse' : 'readOnly')}</li>
        <li>{k('duration')}</li>
      </ul>
      <FailureAlert message={problemKey ? k(`problems>${problemKey}`) : ''} failures={failures} />
      <p role="status" className="field__hint lookup-status">
        {busy === 'checking' ? k('checking') : busy === 'starting' ? k('starting') : ''}
      </p>
      {frame && (
        <InstantorFrame
          url={frame.url}
          title={k('frameTitle')}
          onEnd={frameEnded}
          onTimeout={frameTimedOut}
        />
      )}
      <div className="step-form">
        <button
          type="button"
          className="button button--primary"
          aria-disabled={busy !== null || undefined}
          onClick={() => void begin()}
        >
          {problem ? k('tryAgain') : k('start')}
        </button>
        <button
          type="button"
          className="button button--secondary"
          aria-disabled={busy !== null || undefined}
          onClick={() => void otherWay()}
        >
          {k(`otherWay>${provider}`)}
        </button>
      </div>
    </main>
  );
}
