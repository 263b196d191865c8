// @vitest-environment happy-dom
import { act, cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createI18n } from '../i18n/i18n';
import { I18nProvider } from '../i18n/react';
import { notify } from '../lib/notify';
import { ConnectionNotice } from './connection-notice';

vi.mock('../lib/notify', () => ({ notify: vi.fn() }));

const shell = { offline: 'No tiene conexión.', online: 'Vuelve a tener conexión.' };

function renderNotice() {
  const i18n = createI18n({ lng: 'es', bundled: { common: { shell } }, http: false });
  render(
    <I18nProvider i18n={i18n}>
      <ConnectionNotice />
    </I18nProvider>,
  );
}

function goOnline(online: boolean) {
  vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(online);
  act(() => void window.dispatchEvent(new Event(online ? 'online' : 'offline')));
}

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
  vi.mocked(notify).mockClear();
});

describe('ConnectionNotice', () => {
  it('says nothing while the page is online', () => {
    renderNotice();
    expect(document.querySelector('[aria-live="polite"]')?.textContent).toBe('');
    expect(notify).not.toHaveBeenCalled();
  });

  it('says in the page, for as long as it lasts, that the connection is lost; a toast says it is back', () => {
    renderNotice();
    goOnline(false);
    const notice = screen.getByText('No tiene conexión.');
    expect(notice.closest('[aria-live="polite"]')).not.toBeNull();
    expect(notify).not.toHaveBeenCalled();
    goOnline(true);
    expect(screen.queryByText('No tiene conexión.')).toBeNull();
    expect(notify).toHaveBeenCalledWith('Vuelve a tener conexión.', 'success');
  });
});
