// @vitest-environment happy-dom
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { readFileSync } from 'node:fs';
import { afterEach, beforeEach, describe, expect, it, vi, type Mock } from 'vitest';
import { OFFER_FORM_ROUTES } from '../../../../contract/offer-forms';
import { stateForRoute } from '../../../../contract/progress';
import { initialLeadApplicationState } from '../../lead/lead-application-slice';
import { draftKey } from '../../form/draft';
import { jsonAnswer, recordingLocation, renderWithProviders } from '../../testing/render';
import { OfferFormScreen } from './offer-form-screen';

const LEAD_ID = '4a1c1f52-5c8e-4b43-9d1c-1a2b3c4d5e6f';
const ACCEPTED = {
  id: LEAD_ID,
  state: stateForRoute('/accepted'),
  route: '/accepted',
  application: { status: 'accepted' },
};

const waitingOn = (route: string, id: string | undefined = LEAD_ID) => ({
  leadApplication: {
    ...initialLeadApplicationState,
    progressState: stateForRoute(route)!,
    applicationData: { ...(id ? { id } : {}), personalDetails: { dateOfBirth: '1990-05-17' } },
  },
});

const render = (route: (typeof OFFER_FORM_ROUTES)[number], state = waitingOn(route)) =>
  renderWithProviders(<OfferFormScreen route={route} />, {
    state,
    location: recordingLocation(route).location,
  });

const name = () => screen.getByRole('textbox', { name: 'Nombre completo de su persona de referencia' });
const phone = () => screen.getByRole('textbox', { name: 'Número de móvil de su persona de referencia' });
const kind = () => screen.getByRole('combobox', { name: '¿De qué conoce a esta persona?' });
const save = () => fireEvent.click(screen.getByRole('button', { name: 'Guardar y continuar' }));

describe('OfferFormScreen', () => {
  let fetchMock: Mock<(request: Request) => Promise<Response>>;
  beforeEach(() => {
    sessionStorage.clear();
    fetchMock = vi.fn((_request: Request) => jsonAnswer(ACCEPTED));
    vi.stubGlobal('fetch', fetchMock);
  });
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
  });

  it("asks the screen's questions from the catalogue, refuses every problem at once without a request", async () => {
    render('/reference-details');
    expect(screen.getByRole('heading', { level: 1, name: 'Una persona de contacto' })).toBeTruthy();
    expect(phone().getAttribute('autocomplete')).toBe('off');
    fireEvent.change(phone(), { target: { value: '12' } });
    save();
    const summary = await screen.findByRole('group', { name: 'Hay un problema' });
    await waitFor(() => expect(document.activeElement).toBe(summary));
    const links = [...summary.querySelectorAll('a')].map((a) => a.getAttribute('href'));
    expect(links).toEqual(['#reference-type', '#reference-name', '#reference-phone-number']);
    expect(phone().getAttribute('aria-invalid')).toBe('true');
    expect((phone() as HTMLInputElement).value).toBe('12');
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('saves the answers at their places in the lead, then opens the screen the server names', async () => {
    const { store } = render('/reference-details');
    fireEvent.change(kind(), { target: { value: 'friend' } });
    fireEvent.change(name(), { target: { value: ' Lucía Pérez ' } });
    fireEvent.change(phone(), { target: { value: '612 345 678' } });
    save();
    await waitFor(() =>
      expect(store.getState().leadApplication.progressState).toBe(stateForRoute('/accepted')),
    );
    const [request] = fetchMock.mock.calls[0]!;
    expect(new URL(request.url).pathname).toBe('/api/lead/offer/reference-details');
    expect(request.headers.get('Idempotency-Key')).toMatch(/^[0-9a-f-]{36}$/);
    expect(await request.json()).toEqual({
      leadId: LEAD_ID,
      answers: { referenceDetails: { type: 'friend', name: 'Lucía Pérez', phoneNumber: '612345678' } },
    });
    expect(sessionStorage.getItem(draftKey('/reference-details'))).toBeNull();
  });

  it("shows the server's field errors and a failed save's message, keeps the answers, and retries with the same key", async () => {
    fetchMock
      .mockImplementationOnce(() => Promise.reject(new TypeError('Failed to fetch')))
      .mockImplementationOnce(() =>
        jsonAnswer(
          { message: 'no', errors: [{ fieldName: 'reference-phone-number', message: 'errors>phone' }] },
          422,
        ),
      );
    render('/reference-details');
    fireEvent.change(kind(), { target: { value: 'friend' } });
    fireEvent.change(name(), { target: { value: 'Lucía Pérez' } });
    fireEvent.change(phone(), { target: { value: '612345678' } });
    save();
    const alert = await screen.findByText(/No hemos podido guardar/);
    await waitFor(() => expect(document.activeElement).toBe(alert));
    save();
    await screen.findByRole('group', { name: 'Hay un problema' });
    expect(phone().getAttribute('aria-invalid')).toBe('true');
    expect((name() as HTMLInputElement).value).toBe('Lucía Pérez');
    const keys = fetchMock.mock.calls.map(([r]) => r.headers.get('Idempotency-Key'));
    expect(keys[0]).toBe(keys[1]);
  });

  it('keeps what is typed as a draft, so a reload reopens the screen as it was', async () => {
    render('/reference-details');
    fireEvent.change(name(), { target: { value: 'Lucía' } });
    await waitFor(() => expect(sessionStorage.getItem(draftKey('/reference-details'))).toContain('Lucía'));
    cleanup();
    render('/reference-details');
    expect((name() as HTMLInputElement).value).toBe('Lucía');
  });

  it('is not shown once the server has moved past it, nor without an application', async () => {
    const moved = recordingLocation('/reference-details');
    renderWithProviders(<OfferFormScreen route="/reference-details" />, {
      state: waitingOn('/accepted'),
      location: moved.location,
    });
    await waitFor(() => expect(moved.visited).toEqual(['/accepted']));
    cleanup();
    const none = recordingLocation('/cnp');
    renderWithProviders(<OfferFormScreen route="/cnp" />, {
      state: waitingOn('/cnp', ''),
      location: none.location,
    });
    await waitFor(() => expect(none.visited).toEqual(['/checking']));
  });

  it("offers the makes of /data/vehicleModels.json and the chosen make's models; a model of another make is refused", async () => {
    fetchMock.mockImplementation((request: Request) =>
      new URL(request.url).pathname === '/api/data/vehicleModels.json'
        ? jsonAnswer({
            makes: [
              { name: 'Dacia', models: ['Sandero', 'Duster'] },
              { name: 'SEAT', models: ['Ibiza'] },
            ],
          })
        : jsonAnswer(ACCEPTED),
    );
    const { store } = render('/vehicle');
    const make = screen.getByRole('combobox', { name: 'Marca' });
    await waitFor(() => expect(make.querySelectorAll('option')).toHaveLength(3));
    fireEvent.change(make, { target: { value: 'Dacia' } });
    const model = screen.getByRole('combobox', { name: 'Modelo' });
    expect([...model.querySelectorAll('option')].map((o) => o.textContent)).toEqual([
      'Elija una opción',
      'Sandero',
      'Duster',
    ]);
    fireEvent.change(model, { target: { value: 'Duster' } });
    fireEvent.change(make, { target: { value: 'SEAT' } });
    fireEvent.change(screen.getByRole('textbox', { name: 'Año de la primera matriculación' }), {
      target: { value: '2018' },
    });
    fireEvent.change(screen.getByRole('textbox', { name: 'Matrícula' }), { target: { value: '1234 bcd' } });
    fireEvent.click(screen.getByRole('radio', { name: 'No, ya está pagado' }));
    save();
    await screen.findByRole('group', { name: 'Hay un problema' });
    expect(screen.getAllByText(/Elija un modelo de la marca elegida/)).not.toHaveLength(0);
    fireEvent.change(make, { target: { value: 'Dacia' } });
    fireEvent.change(model, { target: { value: 'Duster' } });
    save();
    await waitFor(() =>
      expect(store.getState().leadApplication.progressState).toBe(stateForRoute('/accepted')),
    );
    const saved = fetchMock.mock.calls.map(([r]) => r).find((r) => r.method === 'POST')!;
    expect(await saved.json()).toMatchObject({
      answers: {
        otherDetails: {
          vehicleMake: 'Dacia',
          vehicleModel: 'Duster',
          vehicleRegistrationYear: 2018,
          vehicleLicensePlateNumber: '1234 BCD',
          isVehicleFinanced: false,
        },
      },
    });
  });

  it("offers the positions /choices/position lists, each in the applicant's language", async () => {
    fetchMock.mockImplementation(() => jsonAnswer({ choices: ['employee', 'specialist'] }));
    render('/professional-details');
    const position = screen.getByRole('combobox', { name: /puesto/i });
    await waitFor(() => expect(position.querySelectorAll('option')).toHaveLength(3));
    expect(new URL(fetchMock.mock.calls[0]![0].url).pathname).toBe('/api/choices/position');
  });

  it.each(['en', 'es', 'mx', 'co', 'pl', 'ro', 'vn', 'de', 'ph'])(
    'has a heading and an intro for every screen in %s',
    (lng) => {
      const { offer } = JSON.parse(readFileSync(`web/public/locales/${lng}/form.json`, 'utf8')) as {
        offer: Record<string, { heading: unknown; intro: unknown }>;
      };
      for (const route of OFFER_FORM_ROUTES) {
        const texts = offer[route.slice(1)];
        expect(typeof texts?.heading === 'string' && typeof texts.intro === 'string').toBe(true);
      }
    },
  );
});
