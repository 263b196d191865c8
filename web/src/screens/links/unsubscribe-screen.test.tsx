// @vitest-environment happy-dom
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi, type Mock } from 'vitest';
import { jsonAnswer, recordingLocation, renderWithProviders } from '../../testing/render';
import { UnsubscribeScreen } from './unsubscribe-screen';

/** A token of the right form for `email` (the signature is the server's to check). */
const tokenFor = (email: string) => `${Buffer.from(email).toString('base64url')}.${'s'.repeat(43)}`;

const open = (search: string) => {
  window.history.replaceState(null, '', `/application-frontend/unsubscribe${search}`);
  return renderWithProviders(<UnsubscribeScreen />, { location: recordingLocation('/unsubscribe').location });
};

describe('UnsubscribeScreen', () => {
  let fetchMock: Mock<(request: Request) => Promise<Response>>;
  beforeEach(() => {
    fetchMock = vi.fn((_request: Request) =>
      jsonAnswer({ email: 'ana.reyes@example.es', unsubscribed: true }),
    );
    vi.stubGlobal('fetch', fetchMock);
  });
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
  });

  it("shows the link's address and posts its token in the body, never an address", async () => {
    const token = tokenFor('ana.reyes@example.es');
    open(`?token=${token}`);
    expect(screen.getByText(/ana\.reyes@example\.es/)).toBeTruthy();
    expect(screen.queryByRole('textbox')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Darme de baja' }));
    const done = await screen.findByRole('status');
    expect(done.textContent).toContain('ana.reyes@example.es');
    const request = fetchMock.mock.calls[0]![0];
    expect(new URL(request.url).pathname).toBe('/api/customer/email/unsubscribe');
    expect(new URL(request.url).search).toBe('');
    expect(await request.json()).toEqual({ token });
  });

  it('without a link asks for none and sends nothing: it says to open the link of an email', () => {
    for (const search of ['', '?email=ana.reyes%40example.es', '?token=not-a-token']) {
      open(search);
      expect(screen.getByRole('alert').textContent).toMatch(/abra el enlace de uno de nuestros correos/);
      expect(screen.queryByRole('button')).toBeNull();
      expect(screen.queryByRole('textbox')).toBeNull();
      cleanup();
    }
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('a link the server refuses says so; a failure offers another try', async () => {
    fetchMock.mockImplementationOnce(() => jsonAnswer({ message: 'Not a valid unsubscribe link' }, 403));
    open(`?token=${tokenFor('ana.reyes@example.es')}`);
    fireEvent.click(screen.getByRole('button', { name: 'Darme de baja' }));
    await waitFor(() =>
      expect(screen.getByRole('alert').textContent).toMatch(/abra el enlace de uno de nuestros correos/),
    );
    cleanup();
    fetchMock.mockImplementationOnce(() => jsonAnswer({ message: 'Internal error' }, 500));
    open(`?token=${tokenFor('ana.reyes@example.es')}`);
    fireEvent.click(screen.getByRole('button', { name: 'Darme de baja' }));
    expect((await screen.findByRole('alert')).textContent).toMatch(/no hemos podido darle de baja/);
    expect(screen.getByRole('button', { name: 'Darme de baja' })).toBeTruthy();
  });
});
