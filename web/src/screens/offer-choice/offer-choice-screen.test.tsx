// @vitest-environment happy-dom
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi, type Mock } from 'vitest';
import { stateForRoute } from '../../../../contract/progress';
import { initialLeadApplicationState } from '../../lead/lead-application-slice';
import { jsonAnswer, recordingLocation, renderWithProviders } from '../../testing/render';
import { OfferChoiceScreen } from './offer-choice-screen';

const LEAD_ID = '4a1c1f52-5c8e-4b43-9d1c-1a2b3c4d5e6f';

const state = (route: string) => ({
  leadApplication: {
    ...initialLeadApplicationState,
    progressState: stateForRoute(route)!,
    applicationData: { id: LEAD_ID },
  },
});

const offer = (n: number, lender: string, totalRepayable: number, apr: number) => ({
  id: `smava-${n}-300-30`,
  lender,
  amount: 300,
  period: 30,
  periodScale: 'days',
  instalments: 1,
  instalment: totalRepayable,
  totalRepayable,
  nominalRate: 20,
  apr,
  fees: 10,
  currency: 'EUR',
});

const SMAVA = {
  route: '/smava',
  lender: 'smava',
  offers: [
    offer(1, 'Hanse Kreditbank', 314.93, 120.5),
    offer(2, 'Mainufer Bank', 309.5, 80.25),
    offer(3, 'Alpenland Direkt', 321.1, 150),
  ],
};

const status = (route: string, status: string) => ({
  id: LEAD_ID,
  state: stateForRoute(route),
  route,
  application: { status },
});

const norm = (s: string | null | undefined) => (s ?? '').replace(/[\u00a0\u202f]/g, ' ');

function show(route = '/smava') {
  const { location } = recordingLocation(route);
  return renderWithProviders(<OfferChoiceScreen />, { state: state(route), location });
}

const cardHeadings = () => screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent);
const posts = (fetchMock: Mock<(request: Request) => Promise<Response>>) =>
  fetchMock.mock.calls.map(([r]) => r).filter((r) => r.method === 'POST');

describe('OfferChoiceScreen', () => {
  let fetchMock: Mock<(request: Request) => Promise<Response>>;
  beforeEach(() => {
    fetchMock = vi.fn((request: Request) =>
      jsonAnswer(request.method === 'GET' ? SMAVA : status('/accepted', 'accepted')),
    );
    vi.stubGlobal('fetch', fetchMock);
  });
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
    sessionStorage.clear();
  });

  it("shows each offer with its figures in the brand's format, the market's labels, example and warning", async () => {
    show();
    const h1 = screen.getByRole('heading', { level: 1, name: 'Sus ofertas de préstamo de smava' });
    expect(document.title).toMatch(/^Sus ofertas de préstamo de smava - /);
    expect(h1.tabIndex).toBe(-1);
    await screen.findByRole('heading', { level: 2, name: 'Oferta 1: Hanse Kreditbank' });
    const [request] = fetchMock.mock.calls[0]!;
    expect(new URL(request.url).pathname).toBe('/api/lead/offer/payment');
    expect(new URL(request.url).searchParams.get('leadId')).toBe(LEAD_ID);
    expect(screen.getAllByRole('listitem')).toHaveLength(3);
    const text = norm(document.body.textContent);
    expect(text).toContain('314,93 €');
    expect(text).toContain('TIN (tipo de interés nominal)');
    expect(text).toContain('TAE');
    expect(text).toContain('120,5 % (comisiones incluidas)');
    expect(text).toContain('Ejemplo representativo: Hanse Kreditbank le presta 300,00 € a 30 días');
    expect(screen.getByText('Atención: tomar dinero prestado cuesta dinero.')).toBeTruthy();
  });

  it("shows the cheapest first, says the order in the sort's own words, and offers the lender's order", async () => {
    show();
    await screen.findByRole('heading', { level: 2, name: 'Oferta 1: Hanse Kreditbank' });
    expect(cardHeadings()).toEqual([
      'Oferta 2: Mainufer Bank',
      'Oferta 1: Hanse Kreditbank',
      'Oferta 3: Alpenland Direkt',
    ]);
    const sort = screen.getByLabelText<HTMLSelectElement>('Ordenar las ofertas');
    expect(sort.selectedOptions[0]?.textContent).toMatch(/coste total/i);
    fireEvent.change(sort, { target: { value: 'ranked' } });
    expect(cardHeadings()).toEqual([
      'Oferta 1: Hanse Kreditbank',
      'Oferta 2: Mainufer Bank',
      'Oferta 3: Alpenland Direkt',
    ]);
  });

  it('asks to confirm an accept, gives focus back on cancel, then sends the offer and moves on', async () => {
    const { store } = show();
    const accept = await screen.findByRole('button', { name: 'Aceptar la oferta 2 de Mainufer Bank' });
    fireEvent.click(accept);
    const question = screen.getByRole('heading', { level: 2, name: '¿Acepta la oferta 2?' });
    await waitFor(() => expect(document.activeElement).toBe(question));
    fireEvent.click(screen.getByRole('button', { name: 'Cancelar' }));
    expect(document.activeElement).toBe(accept);
    expect(screen.queryByRole('heading', { name: '¿Acepta la oferta 2?' })).toBeNull();
    expect(posts(fetchMock)).toHaveLength(0);
    fireEvent.click(accept);
    fireEvent.click(screen.getByRole('button', { name: 'Sí, acepto esta oferta' }));
    await waitFor(() =>
      expect(store.getState().leadApplication.progressState).toBe(stateForRoute('/accepted')),
    );
    const [post] = posts(fetchMock);
    expect(new URL(post!.url).pathname).toBe('/api/lead/offer/payment');
    expect(post!.headers.get('Idempotency-Key')).toMatch(/^[0-9a-f-]{36}$/);
    expect(await post!.json()).toEqual({ leadId: LEAD_ID, answer: 'accept', offerId: 'smava-2-300-30' });
  });

  it('declines all the offers after confirming, and the application ends', async () => {
    fetchMock.mockImplementation((request: Request) =>
      jsonAnswer(
        request.method === 'GET' ? SMAVA : { ...status('/rejected', 'rejected'), reason: 'offer-declined' },
      ),
    );
    const { store } = show();
    fireEvent.click(await screen.findByRole('button', { name: 'Rechazar todas las ofertas' }));
    const question = screen.getByRole('heading', { level: 2, name: '¿Rechaza todas las ofertas?' });
    await waitFor(() => expect(document.activeElement).toBe(question));
    fireEvent.keyDown(question, { key: 'Escape' });
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Rechazar todas las ofertas' }));
    fireEvent.click(screen.getByRole('button', { name: 'Rechazar todas las ofertas' }));
    fireEvent.click(screen.getByRole('button', { name: 'Sí, rechazar' }));
    await waitFor(() =>
      expect(store.getState().leadApplication.progressState).toBe(stateForRoute('/rejected')),
    );
    expect(await posts(fetchMock)[0]!.json()).toEqual({ leadId: LEAD_ID, answer: 'decline' });
    expect(store.getState().leadApplication.applicationResult).toMatchObject({ reason: 'offer-declined' });
  });

  it('tells an offer that is gone (422) and reloads the offers; a fault of ours is said and can be retried', async () => {
    fetchMock.mockImplementation((request: Request) =>
      request.method === 'GET'
        ? jsonAnswer(SMAVA)
        : jsonAnswer(
            { message: 'no', errors: [{ fieldName: 'offerId', message: 'offerChoice>errors>unknownOffer' }] },
            422,
          ),
    );
    show();
    fireEvent.click(await screen.findByRole('button', { name: 'Aceptar la oferta 1 de Hanse Kreditbank' }));
    fireEvent.click(screen.getByRole('button', { name: 'Sí, acepto esta oferta' }));
    await screen.findByText(/Esta oferta ya no está disponible/);
    const lists = () => fetchMock.mock.calls.filter(([r]) => r.method === 'GET' && !r.url.includes('/partner/logos'));
    await waitFor(() => expect(lists()).toHaveLength(2));
    fetchMock.mockImplementation(() => jsonAnswer({ message: 'boom' }, 500));
    fireEvent.click(screen.getByRole('button', { name: 'Sí, acepto esta oferta' }));
    await screen.findByText(/Algo ha fallado por nuestra parte/);
  });

  it('lets the Provident offer be re-priced for other terms typed as text, within its limits', async () => {
    const provident = {
      route: '/provident-offer',
      lender: 'Provident',
      offers: [{ ...offer(1, 'Provident', 314.93, 120.5), id: 'provident-offer-1-300-30' }],
      limits: { amount: { min: 50, max: 1000, step: 10 }, period: { min: 7, max: 30, step: 1 } },
    };
    const repriced = {
      ...provident,
      offers: [{ ...provident.offers[0]!, amount: 500, totalRepayable: 520.4 }],
    };
    fetchMock.mockImplementation((request: Request) =>
      jsonAnswer(request.method === 'GET' ? provident : repriced),
    );
    show('/provident-offer');
    const amount = await screen.findByLabelText<HTMLInputElement>('Importe (EUR)');
    expect(amount.type).toBe('text');
    expect(amount.inputMode).toBe('numeric');
    expect(screen.getByLabelText<HTMLInputElement>('Plazo en días').inputMode).toBe('numeric');
    fireEvent.change(amount, { target: { value: '5000' } });
    fireEvent.click(screen.getByRole('button', { name: 'Actualizar la oferta' }));
    // Said in the summary, which takes focus and links to the field, and beside the field.
    const summary = screen.getByRole('group', { name: 'Hay un problema' });
    expect(document.activeElement).toBe(summary);
    const link = within(summary).getByRole('link');
    expect(norm(link.textContent)).toBe('Indique un importe de 50,00 € a 1000,00 €.');
    expect(link.getAttribute('href')).toBe('#offer-amount');
    expect(norm(document.getElementById('offer-amount-error')!.textContent)).toBe(
      'Indique un importe de 50,00 € a 1000,00 €.',
    );
    expect(amount.getAttribute('aria-invalid')).toBe('true');
    expect(posts(fetchMock)).toHaveLength(0);
    // What is typed is kept for a reload until it is sent.
    expect(JSON.parse(sessionStorage.getItem('draft:/provident-offer')!)).toEqual({
      amount: '5000',
      period: '30',
    });
    fireEvent.change(amount, { target: { value: '500' } });
    fireEvent.click(screen.getByRole('button', { name: 'Actualizar la oferta' }));
    await screen.findByText(/La oferta se ha actualizado/);
    const [post] = posts(fetchMock);
    expect(new URL(post!.url).pathname).toBe('/api/lead/offer/update-provident-offer');
    expect(await post!.json()).toEqual({ leadId: LEAD_ID, amount: 500, period: 30 });
    expect(norm(document.body.textContent)).toContain('520,40 €');
    expect(sessionStorage.getItem('draft:/provident-offer')).toBeNull();
  });

  it('pl-1 Provident: "1 500,50" is rounded to the offered 1 500 zł and said beside the box; a new edit clears what the update said', async () => {
    const provident = {
      route: '/provident-offer',
      lender: 'Provident',
      offers: [{ ...offer(1, 'Provident', 1100, 20), amount: 1000, currency: 'PLN', id: 'provident-1' }],
      limits: { amount: { min: 100, max: 5000, step: 100 }, period: { min: 30, max: 61, step: 1 } },
    };
    const repriced = { ...provident, offers: [{ ...provident.offers[0]!, amount: 1500, totalRepayable: 1650 }] };
    fetchMock.mockImplementation((request: Request) =>
      jsonAnswer(request.method === 'GET' ? provident : repriced),
    );
    const { location } = recordingLocation('/provident-offer');
    renderWithProviders(<OfferChoiceScreen />, { state: state('/provident-offer'), location, brand: 'pl-1' });
    const amount = await screen.findByLabelText<HTMLInputElement>('Kwota (PLN)');
    fireEvent.change(amount, { target: { value: '1 500,50' } });
    fireEvent.click(screen.getByRole('button', { name: 'Zaktualizuj ofertę' }));
    await screen.findByText(/Oferta została zaktualizowana/);
    expect(screen.queryByRole('group', { name: /problem/i })).toBeNull();
    expect(await posts(fetchMock)[0]!.json()).toEqual({ leadId: LEAD_ID, amount: 1500, period: 30 });
    const note = document.getElementById('offer-amount-note')!;
    expect(norm(note.textContent)).toBe('Zaokrągliliśmy do 1500,00 zł: kwotę wybiera się co 100,00 zł.');
    expect(amount.getAttribute('aria-describedby')).toContain('offer-amount-note');
    expect(amount.value).toBe('1500');
    fireEvent.change(amount, { target: { value: '2000' } });
    expect(screen.queryByText(/Oferta została zaktualizowana/)).toBeNull();
    expect(document.getElementById('offer-amount-note')).toBeNull();
  });
});
