/**
 * The cookie banner (docs/decisions/0036-consent-and-tags.md): a labelled region that never takes focus, with
 * "Accept all", "Reject all" and "Choose" alike. It is in the page's HTML from the build for a brand with tags, so it
 * paints with the page; the head's check (contract/tracking.ts CONSENT_CHECK_SCRIPT) hides it before that paint for
 * a visitor who already chose.
 */
import { useEffect, useRef, type RefObject } from 'react';
import type { ConsentAction, ConsentChoice } from '../../../contract/tracking';
import {
  CONSENT_ACTION_ATTRIBUTE,
  CONSENT_LIVE_ATTRIBUTE,
  CONSENT_PENDING_ATTRIBUTE,
} from '../../../contract/consent-press';
import { useTranslation } from '../i18n/react';

export type Decide = (choice: Pick<ConsentChoice, 'analytics' | 'marketing'>, action: ConsentAction) => void;

export type BannerProps = { onDecide: Decide; onChoose: () => void };

/** The banner runs: presses go to its handlers, and one made before (kept by the head's script) is carried out. */
function useEarlyPress(region: RefObject<HTMLElement | null>, onDecide: Decide, onChoose: () => void) {
  useEffect(() => {
    const root = document.documentElement;
    root.setAttribute(CONSENT_LIVE_ATTRIBUTE, '');
    const pending = root.getAttribute(CONSENT_PENDING_ATTRIBUTE);
    root.removeAttribute(CONSENT_PENDING_ATTRIBUTE);
    for (const b of region.current?.querySelectorAll('[aria-busy]') ?? []) b.removeAttribute('aria-busy');
    if (pending === 'accept-all') onDecide({ analytics: true, marketing: true }, 'accept-all');
    else if (pending === 'reject-all') onDecide({ analytics: false, marketing: false }, 'reject-all');
    else if (pending === 'choose') onChoose();
    return () => root.removeAttribute(CONSENT_LIVE_ATTRIBUTE);
    // Once, when the banner starts.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
}

export function ConsentBanner({ onDecide, onChoose }: BannerProps) {
  const { t } = useTranslation('consent');
  const region = useRef<HTMLElement>(null);
  // Room under the page for the banner, so nothing of the page (the form's button) stays under it.
  useEarlyPress(region, onDecide, onChoose);
  useEffect(() => {
    const el = region.current;
    const root = document.documentElement;
    if (!el || typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(() =>
      root.style.setProperty('--consent-banner-height', `${el.offsetHeight}px`),
    );
    observer.observe(el);
    return () => {
      observer.disconnect();
      root.style.removeProperty('--consent-banner-height');
    };
  }, []);
  return (
    <section ref={region} className="consent-banner" aria-labelledby="consent-banner-title">
      <h2 id="consent-banner-title" className="consent-banner__title">
        {t('banner>title')}
      </h2>
      <p className="consent-banner__text">{t('banner>text')}</p>
      <div className="consent-actions">
        <button
          type="button"
          className="button button--secondary"
          {...{ [CONSENT_ACTION_ATTRIBUTE]: 'accept-all' }}
          onClick={() => onDecide({ analytics: true, marketing: true }, 'accept-all')}
        >
          {t('banner>acceptAll')}
        </button>
        <button
          type="button"
          className="button button--secondary"
          {...{ [CONSENT_ACTION_ATTRIBUTE]: 'reject-all' }}
          onClick={() => onDecide({ analytics: false, marketing: false }, 'reject-all')}
        >
          {t('banner>rejectAll')}
        </button>
        <button
          type="button"
          className="button button--secondary"
          {...{ [CONSENT_ACTION_ATTRIBUTE]: 'choose' }}
          onClick={onChoose}
        >
          {t('banner>choose')}
        </button>
      </div>
    </section>
  );
}

