import { useState, type ReactNode } from 'react';
import { useTranslation } from '../i18n/react';
import { brand, logoSvg } from 'virtual:brand';
import { useHref, usePath } from '../lib/router';
import { isEmbedded } from '../lib/embedding';
import { memoLast } from '../lib/memo-last';
import { useClientValue } from '../lib/use-client-value';
import { uiColorStyle } from '../lib/ui-colors-storage';
import { ConnectionNotice } from './connection-notice';
import { useAppSelector } from './hooks';
import { ConsentPrompt } from '../tracking/consent-prompt';
import { needsConsent } from '../tracking';

/**
 * The brand's logo drawn in the page itself, not as an <img>: an SVG image is a second document that the browser
 * parses, lays out (its text shaped apart from the page's) and decodes on the main thread before the first
 * paint. The markup is the brand's own asset, read at build time (scripts/vite-brand-plugin.ts), never input.
 * Its width and height attributes reserve its box (no layout shift). Hidden from assistive technology: the
 * header link names the brand, and the footer says it in words.
 */
const logoMarkup = memoLast((svg: string) =>
  svg.replace(/<svg\b/, '<svg class="logo" aria-hidden="true" focusable="false"'),
);

function Logo() {
  return <span className="logo-box" dangerouslySetInnerHTML={{ __html: logoMarkup(logoSvg) }} />;
}

/** The legal pages every market asks a footer to link: privacy and terms, and a legal notice where required. */
function LegalLinks() {
  const { t } = useTranslation();
  const pages = [
    ['privacy', brand.privacyPath],
    ['terms', brand.termsPath],
    ['imprint', brand.imprintPath],
  ] as const;
  return (
    <nav aria-label={t('shell>legal')}>
      <ul className="footer__links">
        {pages.map(
          ([key, path]) =>
            path && (
              <li key={key}>
                <a href={new URL(path, brand.siteOrigin).href}>{t(`shell>${key}`)}</a>
              </li>
            ),
        )}
      </ul>
    </nav>
  );
}

/**
 * Behaviour §2 "Shell": header with a home-link logo, footer with a logo, "<text> - <year>" and the legal pages
 * (privacy, terms and, where the market requires one, the legal notice); both hidden in a
 * frame, and faded out on 'continue' paths or while the UI-colour state holds a value.
 */
export function Shell({ children, now, renderedAt }: { children: ReactNode; now: Date; renderedAt: Date }) {
  const { t } = useTranslation();
  const path = usePath();
  const home = useHref('/');
  const colors = useAppSelector((s) => s.ui.colors);
  // Client-only facts take their build-time value while hydrating, then their real one.
  const embedded = useClientValue(isEmbedded, false);
  const year = useClientValue(() => now.getUTCFullYear(), renderedAt.getUTCFullYear());
  const faded = path.includes('continue') || colors !== null;
  const chromeClass = faded ? 'chrome chrome--faded' : 'chrome';
  const [cookieSettings, setCookieSettings] = useState(false);
  // The cookie choice can be changed at any time (docs/decisions/0036): from the footer, or in a frame, under the page.
  const settingsButton = needsConsent(brand.tracking) && (
    <button type="button" className="link-button" aria-haspopup="dialog" onClick={() => setCookieSettings(true)}>
      {t('shell>cookieSettings')}
    </button>
  );
  return (
    // A lender's colours, while its screen holds them, over the brand's (screens/common/use-partner-colors.ts).
    <div
      className={embedded ? 'layout layout--embedded' : 'layout'}
      style={colors ? uiColorStyle(colors) : undefined}
    >
      <a className="skip-link" href="#main">
        {t('shell>skipToContent')}
      </a>
      {/* First in reading order after the skip link: a visitor hears of cookies before the page, and can skip it. */}
      <ConsentPrompt settingsOpen={cookieSettings} onSettingsClosed={() => setCookieSettings(false)} />
      {!embedded && (
        <header className={`header ${chromeClass}`}>
          <a href={home} aria-label={`${brand.displayName}, ${t('shell>home')}`}>
            <Logo />
          </a>
        </header>
      )}
      <ConnectionNotice />
      {children}
      {embedded ? (
        settingsButton && <p className="embedded-settings">{settingsButton}</p>
      ) : (
        <footer className={`footer ${chromeClass}`}>
          <Logo />
          <p>{`${brand.footerText} - ${year}`}</p>
          <LegalLinks />
          {settingsButton}
        </footer>
      )}
    </div>
  );
}
