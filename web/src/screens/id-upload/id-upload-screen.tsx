import type { DocumentSide } from '../../../../contract/documents';
import { ErrorSummary } from '../../ui/error-summary';
import { FailureAlert } from '../../ui/failure-alert';
import { StepHeading } from '../../ui/step-heading';
import { useTranslation } from '../../i18n/react';
import { DocumentField, KindField } from './id-upload-field';
import { useOfferScreen } from '../common/use-offer-screen';
import { MAX_MB, sideFieldId, useIdUpload } from './use-id-upload';

const ID_UPLOAD_ROUTES = ['/id-upload'];

/**
 * /id-upload (behaviour §2): both sides of the ID card, or the passport's photo page, each uploaded as it is chosen
 * (checked here first, then by the server), with its progress and a retry; then sent, or skipped (every brand:
 * docs/decisions/0029). The server's answer decides the next screen.
 */
export function IdUploadScreen() {
  const { t } = useTranslation('screens');
  const { shown, leadId } = useOfferScreen(ID_UPLOAD_ROUTES);
  const upload = useIdUpload(leadId);
  if (!shown) return null;
  const errorOf = (side: DocumentSide) => upload.errors.find((e) => e.fieldId === sideFieldId(side))?.message;
  return (
    <main id="main" className="page">
      <StepHeading errors={upload.errors.length > 0}>{t('idUpload>heading')}</StepHeading>
      <p>{t('idUpload>intro')}</p>
      <ErrorSummary errors={upload.errors} focusKey={upload.focusKey} />
      <FailureAlert message={upload.failed ? t('idUpload>failed') : ''} failures={upload.failures} />
      <form method="post" onSubmit={upload.send} noValidate className="step-form">
        <KindField kind={upload.kind} onChange={upload.setKind} />
        {upload.needed.map((side) => (
          <DocumentField
            key={side}
            side={side}
            state={upload.sides[side]}
            error={errorOf(side)}
            maxMb={MAX_MB}
            onChoose={(file) => upload.chooseFile(side, file)}
            onRetry={() => upload.retry(side)}
          />
        ))}
        <button type="submit" className="button button--primary" aria-disabled={upload.busy || undefined}>
          {t('idUpload>send')}
        </button>
      </form>
      <p>{t('idUpload>skipIntro')}</p>
      <button
        type="button"
        className="button button--secondary"
        aria-disabled={upload.busy || undefined}
        onClick={upload.skip}
      >
        {t('idUpload>skip')}
      </button>
    </main>
  );
}
