import { brand } from 'virtual:brand';
import { useTranslation } from '../../i18n/react';

const PRIVACY_URL = new URL(brand.privacyPath, brand.siteOrigin).href;
const TERMS_URL = new URL(brand.termsPath, brand.siteOrigin).href;

/**
 * Privacy before data: the first page that asks for personal data says what the answers are for and links the
 * brand's privacy policy and terms (docs/decisions/0023-privacy-notice.md). The links open in this tab: what was
 * typed is kept as a draft and comes back with Back.
 */
export function PrivacyNotice() {
  const { t } = useTranslation('form');
  return (
    <p className="notice privacy-notice">
      {t('privacy>notice')} <a href={PRIVACY_URL}>{t('privacy>policy')}</a>
      <span aria-hidden="true"> · </span>
      <a href={TERMS_URL}>{t('privacy>terms')}</a>
    </p>
  );
}
