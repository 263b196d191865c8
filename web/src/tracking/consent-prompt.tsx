/**
 * Where the consent UI lives on every page (docs/decisions/0036-consent-and-tags.md): nothing for a brand without
 * tags; otherwise the banner until the visitor chooses (in the page's HTML from the build, hidden before the first
 * paint when a choice is stored), and the preferences dialog when asked for, whose code loads only then.
 */
import { Suspense, useState, useSyncExternalStore } from 'react';
import { brand } from 'virtual:brand';
import type { ConsentAction, ConsentChoice } from '../../../contract/tracking';
import { useTranslation } from '../i18n/react';
import { lazyNamed } from '../lib/lazy-named';
import { consentStore, type ConsentStore } from './consent-store';
import { needsConsent } from './index';
import { ConsentBanner } from './consent-banner';

const ConsentDialog = lazyNamed(() => import('./consent-ui'), 'ConsentDialog');

/** At build time and while hydrating: no choice, so the banner is in the page's HTML (hidden by the head's check when one was made). */
const serverSnapshot = (): null => null;

/** After a choice made from the banner, focus goes to the screen's heading, never to the page body. */
function focusHeading(): void {
  const target = document.querySelector<HTMLElement>('#main h1') ?? document.getElementById('main');
  if (!target) return;
  if (!target.hasAttribute('tabindex')) target.setAttribute('tabindex', '-1');
  target.focus();
}

export function useConsentChoice(store: ConsentStore = consentStore): ConsentChoice | null {
  return useSyncExternalStore(store.subscribe, store.get, serverSnapshot);
}

export function ConsentPrompt({
  settingsOpen,
  onSettingsClosed,
  store = consentStore,
}: {
  settingsOpen: boolean;
  onSettingsClosed: () => void;
  /** The page's one store, unless a test gives its own. */
  store?: ConsentStore;
}) {
  const { i18n } = useTranslation();
  const choice = useConsentChoice(store);
  const [choosing, setChoosing] = useState(false);
  const [status, setStatus] = useState('');
  const fromBanner = choice === null;
  const decide = (picked: Pick<ConsentChoice, 'analytics' | 'marketing'>, action: ConsentAction) => {
    const saved = store.set(picked);
    void import('./record-consent').then((m) => m.recordConsent(saved, action));
    setChoosing(false);
    onSettingsClosed();
    setStatus(i18n.t('consent:saved'));
    // The banner's button is gone; the footer's button (the settings) is still there, and the dialog returns to it.
    if (fromBanner) requestAnimationFrame(focusHeading);
  };
  const closeDialog = () => {
    setChoosing(false);
    onSettingsClosed();
  };
  const active = needsConsent(brand.tracking);
  return (
    <>
      {/* Each in a boundary of its own: the dialog's code loading never hides the banner (and its focused button). */}
      {active && choice === null && <ConsentBanner onDecide={decide} onChoose={() => setChoosing(true)} />}
      {active && (choosing || settingsOpen) && (
        <Suspense fallback={null}>
          <ConsentDialog current={choice} onDecide={decide} onClose={closeDialog} />
        </Suspense>
      )}
      {/* A polite live region with no role, as the connection notice's: empty, it is nothing to a screen reader. */}
      <div aria-live="polite" className="visually-hidden">
        {status}
      </div>
    </>
  );
}
