import { brand } from 'virtual:brand';
import { useTranslation } from '../../i18n/react';
import { memoLast } from '../../lib/memo-last';

/** The addresses of the brand's privacy policy and terms, on its own site. */
const policyLinks = memoLast((config: typeof brand) => ({
  privacy: new URL(config.privacyPath, config.siteOrigin).href,
  terms: new URL(config.termsPath, config.siteOrigin).href,
}));

/**
 * Privacy before data: the first page that asks for personal data says what the answers are for and links the
 * brand's privacy policy and terms (docs/decisions/0023-privacy-notice.md). The links open in this tab: what was
 * typed is kept as a draft and comes back with Back.
 */
export function PrivacyNotice() {
  const { t } = useTranslation('form');
  const links = policyLinks(brand);
  return (
    <p className="notice privacy-notice">
      {t('privacy>notice')} <a href={links.privacy}>{t('privacy>policy')}</a>
      <span aria-hidden="true"> · </span>
      <a href={links.terms}>{t('privacy>terms')}</a>
    </p>
  );
}
