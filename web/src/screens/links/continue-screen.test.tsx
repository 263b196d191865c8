// @vitest-environment happy-dom
import { cleanup, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi, type Mock } from 'vitest';
import { LOCALE_IDS } from '../../../../brands/schema';
import { textOf } from '../../testing/brand-text';
import { jsonAnswer, recordingLocation, renderWithProviders } from '../../testing/render';
import { forgetBackendProfile } from '../../lead/backend-profile';
import { ContinueScreen } from './continue-screen';

const TOKEN = 'a'.repeat(43);
const LEAD_ID = '0b8c7d0e-5f5a-4c47-9d0c-3a4c1c2f6b1e';

const open = (id: string) =>
  renderWithProviders(<ContinueScreen />, { location: recordingLocation(`/continue/${id}`).location });

/** The page as a server in `profile` serves it: its profile in the head (contract/backend-profile.ts). */
function servedIn(profile: 'spec' | 'keyed') {
  document.head.innerHTML = `<meta name="backend-profile" content="${profile}" />`;
  forgetBackendProfile();
}

describe('ContinueScreen', () => {
  let fetchMock: Mock<(request: Request) => Promise<Response>>;
  beforeEach(() => {
    fetchMock = vi.fn((_request: Request) => jsonAnswer({ message: 'This link has been used' }, 410));
    vi.stubGlobal('fetch', fetchMock);
    servedIn('keyed');
  });
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
    document.head.innerHTML = '';
    forgetBackendProfile();
  });

  it('a link already opened in another browser says to continue on that device, and shows the brand again', async () => {
    const { container } = open(TOKEN);
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toBe(textOf('es', 'screens', 'continue>openedElsewhere'));
    expect(alert.textContent).toMatch(/otro dispositivo/);
    expect(container.querySelector('main')?.classList.contains('link-ended')).toBe(true);
    expect(screen.getByRole('link', { name: 'Empezar una solicitud nueva' })).toBeTruthy();
  });

  it('says so in every language the product speaks', () => {
    const english = textOf('en', 'screens', 'continue>openedElsewhere');
    for (const locale of LOCALE_IDS) {
      const said = textOf(locale, 'screens', 'continue>openedElsewhere');
      expect(said, locale).not.toBe('continue>openedElsewhere');
      if (!['en', 'ph'].includes(locale)) expect(said, locale).not.toBe(english);
    }
  });

  it('a made-up token is "not found", asking the server when it has the form of a token', async () => {
    fetchMock.mockImplementation(() => jsonAnswer({ message: 'This link is not valid' }, 404));
    open(TOKEN);
    expect((await screen.findByRole('alert')).textContent).toBe(textOf('es', 'screens', 'continue>notFound'));
    cleanup();
    fetchMock.mockClear();
    open('not-a-link');
    expect(screen.getByRole('alert').textContent).toBe(textOf('es', 'screens', 'continue>notFound'));
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('under the spec profile asks the server about a lead id, without an Authorization header', async () => {
    servedIn('spec');
    fetchMock.mockImplementation(() => jsonAnswer({ message: 'Lead not found' }, 404));
    open(LEAD_ID);
    await screen.findByRole('alert');
    const request = fetchMock.mock.calls[0]![0];
    expect(new URL(request.url).pathname).toBe(`/api/v3/lead/url/${LEAD_ID}/continue`);
    expect(request.headers.get('authorization')).toBeNull();
  });
});
