import { useSyncExternalStore, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { brand, logoSvg } from 'virtual:brand';
import { useHref, usePath } from '../lib/router';
import { isEmbedded } from '../lib/embedding';
import { useAppSelector } from './hooks';

const LOGO_HEIGHT = 32;
// Width from the logo's viewBox, so its box is known with the first layout (no layout shift).
const viewBox = /viewBox="\s*[\d.]+\s+[\d.]+\s+([\d.]+)\s+([\d.]+)\s*"/.exec(logoSvg);
const logoWidth = viewBox ? Math.round((LOGO_HEIGHT * Number(viewBox[1])) / Number(viewBox[2])) : LOGO_HEIGHT;
/**
 * The brand's own SVG (a file of this repository, read at build time), drawn inline: as an <img> every page built
 * a separate SVG document for it (about 40 ms of main-thread work on the machines the bench runs on). The wrapper
 * is the image a screen reader meets; the drawing inside is hidden from it.
 */
const logoMarkup = logoSvg
  .replace(/<svg\b/, '<svg aria-hidden="true" focusable="false"')
  .replace(/\swidth="[^"]*"/, ` width="${logoWidth}"`)
  .replace(/\sheight="[^"]*"/, ` height="${LOGO_HEIGHT}"`);

function Logo() {
  return (
    <span
      className="logo"
      role="img"
      aria-label={brand.displayName}
      dangerouslySetInnerHTML={{ __html: logoMarkup }}
    />
  );
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
