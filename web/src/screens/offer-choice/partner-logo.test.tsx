// @vitest-environment happy-dom
import { cleanup, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { jsonAnswer, renderWithProviders } from '../../testing/render';
import { PartnerLogo } from './partner-logo';

const svg = (text: string) => `data:image/svg+xml;base64,${btoa(`<svg xmlns="http://www.w3.org/2000/svg">${text}</svg>`)}`;
const LOGOS = {
  logos: [
    { lender: 'Cofidis', src: svg('Cofidis'), width: 160, height: 40 },
    { lender: 'Instabank', src: 'https://cdn.example/instabank.svg', width: 160, height: 40 },
  ],
};

describe('PartnerLogo', () => {
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
  });

  it("shows the lender's logo from /partner/logos, named by the lender, at its size", async () => {
    const fetchMock = vi.fn(() => jsonAnswer(LOGOS));
    vi.stubGlobal('fetch', fetchMock);
    renderWithProviders(<PartnerLogo lender="Cofidis" />);
    const logo = await screen.findByRole<HTMLImageElement>('img', { name: 'Cofidis' });
    expect(logo.getAttribute('src')).toBe(LOGOS.logos[0]!.src);
    expect([logo.width, logo.height]).toEqual([160, 40]);
    const [request] = fetchMock.mock.calls[0] as unknown as [Request];
    expect(new URL(request.url).pathname).toBe('/api/partner/logos');
  });

  it('shows none for a lender without one, an answer with a picture from elsewhere, or a failed read', async () => {
    const fetchMock = vi.fn(() => jsonAnswer(LOGOS));
    vi.stubGlobal('fetch', fetchMock);
    renderWithProviders(<PartnerLogo lender="Proficredit" />);
    await waitFor(() => expect(fetchMock).toHaveBeenCalled());
    cleanup();
    renderWithProviders(<PartnerLogo lender="Instabank" />);
    cleanup();
    vi.stubGlobal('fetch', vi.fn(() => jsonAnswer({ message: 'down' }, 503)));
    renderWithProviders(<PartnerLogo lender="Cofidis" />);
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(screen.queryByRole('img')).toBeNull();
  });
});
