// @vitest-environment happy-dom
import { act, cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { CONSENT_ACTION_ATTRIBUTE, CONSENT_PENDING_ATTRIBUTE } from '../../../contract/consent-press';
import { CONSENT_CHECK_SCRIPT, CONSENT_TEXT_VERSION } from '../../../contract/tracking';
import { memoryStorage } from '../lib/memory-storage';
import { createSafeStorage } from '../lib/safe-storage';
import { renderWithProviders, SPANISH } from '../testing/render';
import { readAll } from '../testing/screen-reader';
import { ConsentPrompt } from './consent-prompt';
import { createConsentStore, type ConsentStore } from './consent-store';

const t = SPANISH.consent;
const SESSION = '0b7c3f9e-2a51-4c1e-9d2f-6a8e4b1c7d90';
let store: ConsentStore;
let fetchMock: ReturnType<typeof vi.fn>;

function renderPrompt({ settingsOpen = false, onSettingsClosed = () => undefined } = {}) {
  return renderWithProviders(
    <>
      <ConsentPrompt settingsOpen={settingsOpen} onSettingsClosed={onSettingsClosed} store={store} />
      <main id="main">
        <h1 tabIndex={-1}>Contenido</h1>
      </main>
    </>,
  );
}

beforeEach(() => {
  const raw = memoryStorage();
  store = createConsentStore(
    createSafeStorage(
      () => raw,
      () => undefined,
    ),
    undefined,
  );
  sessionStorage.setItem('sessionId', SESSION);
  fetchMock = vi.fn(() => Promise.resolve(new Response('{"recorded":true}', { status: 201 })));
  vi.stubGlobal('fetch', fetchMock);
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  sessionStorage.clear();
});

const bannerRegion = () => screen.findByRole('region', { name: t.banner.title });

describe('the consent banner', () => {
  it('says what each kind of cookie is for and offers accept, reject and choose, equally', async () => {
    renderPrompt();
    const banner = await bannerRegion();
    expect(within(banner).getByRole('heading', { level: 2, name: t.banner.title })).toBeTruthy();
    expect(banner.textContent).toContain(t.banner.text);
    const buttons = within(banner).getAllByRole('button');
    expect(buttons.map((b) => b.textContent)).toEqual([
      t.banner.acceptAll,
      t.banner.rejectAll,
      t.banner.choose,
    ]);
    expect(new Set(buttons.map((b) => b.className)).size, 'no button made more prominent').toBe(1);
  });

  it('is read before the page: its heading, text and three buttons', async () => {
    renderPrompt();
    await bannerRegion();
    const heard = await readAll();
    const start = heard.indexOf(`heading, ${t.banner.title}, level 2`);
    expect(start).toBeGreaterThan(-1);
    expect(heard.slice(start, start + 7)).toEqual([
      `heading, ${t.banner.title}, level 2`,
      'paragraph',
      t.banner.text,
      'end of paragraph',
      `button, ${t.banner.acceptAll}`,
      `button, ${t.banner.rejectAll}`,
      `button, ${t.banner.choose}`,
    ]);
    expect(heard.indexOf('heading, Contenido, level 1')).toBeGreaterThan(start);
  });

  it('"Reject all" stores the refusal, records it with the session id, says so, and moves focus to the heading', async () => {
    renderPrompt();
    await userEvent.click(within(await bannerRegion()).getByRole('button', { name: t.banner.rejectAll }));
    expect(store.get()).toMatchObject({ analytics: false, marketing: false, version: CONSENT_TEXT_VERSION });
    expect(screen.queryByRole('region', { name: t.banner.title })).toBeNull();
    expect(screen.getByText(t.saved).getAttribute('aria-live')).toBe('polite');
    await waitFor(() => expect(document.activeElement?.textContent).toBe('Contenido'));
    await waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(1));
    const [url, init] = fetchMock.mock.calls[0] as [string, RequestInit];
    expect(url).toBe('/api/consent-events');
    expect(JSON.parse(init.body as string)).toEqual({
      sessionId: SESSION,
      analytics: false,
      marketing: false,
      textVersion: CONSENT_TEXT_VERSION,
      action: 'reject-all',
    });
  });

  it('shows nothing once a choice is stored', async () => {
    store.set({ analytics: true, marketing: true });
    renderPrompt();
    await act(() => Promise.resolve());
    expect(screen.queryByRole('region', { name: t.banner.title })).toBeNull();
  });
});

describe('the preferences dialog', () => {
  it('opens from the footer with the current choice, saves a change, and tells who opened it', async () => {
    store.set({ analytics: true, marketing: false });
    const onSettingsClosed = vi.fn();
    renderPrompt({ settingsOpen: true, onSettingsClosed });
    const dialog = await screen.findByRole('dialog', { name: t.dialog.title });
    const analytics = within(dialog).getByRole('checkbox', { name: t.dialog.analytics });
    const marketing = within(dialog).getByRole('checkbox', { name: t.dialog.marketing });
    expect((analytics as HTMLInputElement).checked).toBe(true);
    expect((marketing as HTMLInputElement).checked).toBe(false);
    expect(analytics.getAttribute('aria-describedby')).toBe('consent-analytics-hint');
    expect(dialog.textContent).toContain(t.dialog.necessaryHint);
    await userEvent.click(marketing);
    await userEvent.click(within(dialog).getByRole('button', { name: t.dialog.save }));
    expect(store.get()).toMatchObject({ analytics: true, marketing: true });
    expect(onSettingsClosed).toHaveBeenCalled();
    await waitFor(() =>
      expect(JSON.parse((fetchMock.mock.calls[0] as [string, RequestInit])[1].body as string)).toMatchObject({
        action: 'save',
      }),
    );
  });

  it('"Close" keeps the choice as it was', async () => {
    store.set({ analytics: false, marketing: false });
    const before = store.get();
    renderPrompt({ settingsOpen: true });
    const dialog = await screen.findByRole('dialog', { name: t.dialog.title });
    await userEvent.click(within(dialog).getByRole('checkbox', { name: t.dialog.analytics }));
    await userEvent.click(within(dialog).getByRole('button', { name: t.dialog.close }));
    expect(store.get()).toBe(before);
    expect(fetchMock).not.toHaveBeenCalled();
  });
});

// Last in the file: the head's script adds its listener to the document for good.
describe('a press before the app runs the banner (a slow network)', () => {
  it("is kept by the head's script, the button busy, and carried out when the banner starts", async () => {
    // The build-time banner's button, and the head's script, before any of the app's code.
    const early = document.createElement('button');
    early.setAttribute(CONSENT_ACTION_ATTRIBUTE, 'reject-all');
    document.body.append(early);
    // The page's inline script, run as the page runs it (happy-dom runs no script elements).
    // eslint-disable-next-line @typescript-eslint/no-implied-eval -- the build's own inline script, as the page runs it
    (new Function(CONSENT_CHECK_SCRIPT) as () => void)();
    early.click();
    expect(document.documentElement.getAttribute(CONSENT_PENDING_ATTRIBUTE)).toBe('reject-all');
    expect(early.getAttribute('aria-busy')).toBe('true');
    early.remove();

    renderPrompt();
    await waitFor(() =>
      expect(store.get()).toMatchObject({ analytics: false, marketing: false, version: CONSENT_TEXT_VERSION }),
    );
    expect(document.documentElement.hasAttribute(CONSENT_PENDING_ATTRIBUTE)).toBe(false);
    expect(screen.queryByRole('region', { name: t.banner.title })).toBeNull();
    await waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(1));
  });
});
