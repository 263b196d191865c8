import { useSyncExternalStore, type ReactNode } from 'react';
import { useTranslation } from '../i18n/react';
import { brand, logoSvg } from 'virtual:brand';
import { useHref, usePath } from '../lib/router';
import { isEmbedded } from '../lib/embedding';
import { useAppSelector } from './hooks';

const logoSrc = `data:image/svg+xml,${encodeURIComponent(logoSvg)}`;
const LOGO_HEIGHT = 32;
// Width from the logo's viewBox, so the browser reserves its box before the image decodes (no layout shift).
const viewBox = /viewBox="\s*[\d.]+\s+[\d.]+\s+([\d.]+)\s+([\d.]+)\s*"/.exec(logoSvg);
const logoWidth = viewBox ? Math.round((LOGO_HEIGHT * Number(viewBox[1])) / Number(viewBox[2])) : undefined;

function Logo() {
  return <img className="logo" src={logoSrc} alt={brand.displayName} height={LOGO_HEIGHT} width={logoWidth} />;
}

/**
 * Spec §2 "Shell": header with a home-link logo, footer with a logo and "<text> - <year>"; both hidden in a
 * frame, and faded out on 'continue' paths or while the UI-colour state holds a value.
 */
const noSubscription = () => () => {};

export function Shell({ children, now, renderedAt }: { children: ReactNode; now: Date; renderedAt: Date }) {
  const { t } = useTranslation();
  const path = usePath();
  const home = useHref('/');
  const colors = useAppSelector((s) => s.ui.colors);
  // Client-only facts take their build-time value while hydrating, then their real one.
  const embedded = useSyncExternalStore(noSubscription, isEmbedded, () => false);
  const year = useSyncExternalStore(
    noSubscription,
    () => now.getUTCFullYear(),
    () => renderedAt.getUTCFullYear(),
  );
  const faded = path.includes('continue') || colors !== null;
  const chromeClass = faded ? 'chrome chrome--faded' : 'chrome';
  return (
    <div className={embedded ? 'layout layout--embedded' : 'layout'}>
      <a className="skip-link" href="#main">
        {t('shell>skipToContent')}
      </a>
      {!embedded && (
        <header className={`header ${chromeClass}`}>
          <a href={home} aria-label={t('shell>home')}>
            <Logo />
          </a>
        </header>
      )}
      {children}
      {!embedded && (
        <footer className={`footer ${chromeClass}`}>
          <Logo />
          <p>{`${brand.footerText} - ${year}`}</p>
        </footer>
      )}
    </div>
  );
}
