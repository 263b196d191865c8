// @vitest-environment happy-dom
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi, type Mock } from 'vitest';
import { stateForRoute } from '../../../../contract/progress';
import { initialLeadApplicationState } from '../../lead/lead-application-slice';
import { jsonAnswer, recordingLocation, renderWithProviders } from '../../testing/render';
import { ConsentsScreen } from './consents-screen';

const LEAD_ID = '4a1c1f52-5c8e-4b43-9d1c-1a2b3c4d5e6f';

const state = (route: string) => ({
  leadApplication: {
    ...initialLeadApplicationState,
    progressState: stateForRoute(route)!,
    applicationData: { id: LEAD_ID },
  },
});

const consent = (id: string, title: string, required: boolean) => ({
  id,
  kind: id,
  version: 1,
  required,
  title,
  summary: `Resumen de ${title}.`,
  text: `Texto completo de ${title}.`,
});

const LISTED = {
  locale: 'es',
  lender: 'TF Bank AB',
  consents: [
    consent('data-sharing', 'Comunicación de mi solicitud', true),
    consent('credit-check', 'Consulta a ficheros de solvencia', true),
    consent('lender-marketing', 'Ofertas de TF Bank AB', false),
  ],
};

const ACCEPTED = {
  id: LEAD_ID,
  state: stateForRoute('/accepted'),
  route: '/accepted',
  application: { status: 'accepted' },
};

function show(route = '/tfbank-consents') {
  const { location } = recordingLocation(route);
  return renderWithProviders(<ConsentsScreen />, { state: state(route), location });
}

const box = (name: RegExp) => screen.getByRole<HTMLInputElement>('checkbox', { name });
const save = () => fireEvent.click(screen.getByRole('button', { name: 'Guardar y continuar' }));

describe('ConsentsScreen', () => {
  let fetchMock: Mock<(request: Request) => Promise<Response>>;
  beforeEach(() => {
    sessionStorage.clear();
    fetchMock = vi.fn((request: Request) => jsonAnswer(request.method === 'GET' ? LISTED : ACCEPTED));
    vi.stubGlobal('fetch', fetchMock);
  });
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
  });

  it("shows the lender's consents unticked, the required ones marked, each full text behind a disclosure", async () => {
    show();
    expect(screen.getByRole('heading', { level: 1, name: 'Consentimientos de TF Bank' })).toBeTruthy();
    const required = await screen.findByRole<HTMLInputElement>('checkbox', {
      name: /Comunicación de mi solicitud/,
    });
    const [request] = fetchMock.mock.calls[0]!;
    expect(new URL(request.url).pathname).toBe('/api/lead/offer/policy');
    expect(new URL(request.url).searchParams.get('leadId')).toBe(LEAD_ID);
    expect(screen.getByText(/Antes de que TF Bank AB pueda pagarle/)).toBeTruthy();
    for (const b of screen.getAllByRole<HTMLInputElement>('checkbox')) expect(b.checked).toBe(false);
    expect(required.required).toBe(true);
    expect(required.labels?.[0]?.textContent).toContain('(obligatorio)');
    expect(box(/Ofertas de TF Bank AB/).required).toBe(false);
    expect(box(/Ofertas de TF Bank AB/).labels?.[0]?.textContent).toContain('(opcional)');
    // Described by its summary; the full text in a disclosure named for the consent.
    expect(document.getElementById(required.getAttribute('aria-describedby')!)?.textContent).toBe(
      'Resumen de Comunicación de mi solicitud.',
    );
    const disclosure = screen
      .getByText('Texto completo de Comunicación de mi solicitud.')
      .closest('details')!;
    expect(disclosure.open).toBe(false);
    expect(within(disclosure).getByText(/Comunicación de mi solicitud/, { selector: 'span' })).toBeTruthy();
  });

  it('refuses to go on without a required consent: said in the summary and beside the box, ticks kept', async () => {
    show();
    fireEvent.click(await screen.findByRole('checkbox', { name: /Consulta a ficheros/ }));
    fireEvent.click(box(/Ofertas de TF Bank AB/));
    save();
    const summary = await screen.findByRole('group', { name: /problema/i });
    await waitFor(() => expect(document.activeElement).toBe(summary));
    const link = within(summary).getByRole('link', { name: /Comunicación de mi solicitud/ });
    expect(link.getAttribute('href')).toBe('#consent-data-sharing');
    expect(box(/Comunicación de mi solicitud/).getAttribute('aria-invalid')).toBe('true');
    expect(screen.getAllByText(/el préstamo requiere este consentimiento/)).toHaveLength(2);
    expect(box(/Consulta a ficheros/).checked).toBe(true);
    expect(box(/Ofertas de TF Bank AB/).checked).toBe(true);
    expect(fetchMock.mock.calls.filter(([r]) => r.method === 'POST')).toHaveLength(0);
    fireEvent.click(link);
    expect(document.activeElement).toBe(box(/Comunicación de mi solicitud/));
  });

  it('sends every answer with its version and moves on as the server says; the ticks survive a reload', async () => {
    const first = show('/consents');
    fireEvent.click(await screen.findByRole('checkbox', { name: /Comunicación de mi solicitud/ }));
    first.unmount();
    const { store } = show('/consents');
    await waitFor(() => expect(box(/Comunicación de mi solicitud/).checked).toBe(true));
    fireEvent.click(box(/Consulta a ficheros/));
    save();
    await waitFor(() =>
      expect(store.getState().leadApplication.progressState).toBe(stateForRoute('/accepted')),
    );
    const [post] = fetchMock.mock.calls.find(([r]) => r.method === 'POST')!;
    expect(new URL(post.url).pathname).toBe(`/api/customer/${LEAD_ID}/consents`);
    expect(post.headers.get('Idempotency-Key')).toMatch(/^[0-9a-f-]{36}$/);
    expect(await post.json()).toEqual({
      consents: [
        { id: 'data-sharing', version: 1, given: true },
        { id: 'credit-check', version: 1, given: true },
        { id: 'lender-marketing', version: 1, given: false },
      ],
    });
    expect(sessionStorage.getItem('draft:/consents')).toBeNull();
    // The session state records what was answered, under the screen (behaviour §3 customerConsents).
    expect(store.getState().leadApplication.customerConsents).toEqual({
      '/consents': [
        { id: 'data-sharing', version: 1, given: true },
        { id: 'credit-check', version: 1, given: true },
        { id: 'lender-marketing', version: 1, given: false },
      ],
    });
  });

  it("shows the server's field error on its box and keeps the ticks", async () => {
    fetchMock.mockImplementation((request: Request) =>
      request.method === 'GET'
        ? jsonAnswer(LISTED)
        : jsonAnswer(
            { message: 'no', errors: [{ fieldName: 'credit-check', message: 'consents>errors>required' }] },
            422,
          ),
    );
    show('/dynamic-consents');
    expect(screen.getByRole('heading', { level: 1, name: 'Consentimientos para su oferta' })).toBeTruthy();
    fireEvent.click(await screen.findByRole('checkbox', { name: /Comunicación de mi solicitud/ }));
    fireEvent.click(box(/Consulta a ficheros/));
    save();
    const summary = await screen.findByRole('group', { name: /problema/i });
    expect(within(summary).getByRole('link', { name: /Consulta a ficheros de solvencia/ })).toBeTruthy();
    expect(box(/Consulta a ficheros/).getAttribute('aria-invalid')).toBe('true');
    expect(box(/Comunicación de mi solicitud/).checked).toBe(true);
    const [post] = fetchMock.mock.calls.find(([r]) => r.method === 'POST')!;
    expect(new URL(post.url).pathname).toBe('/api/lead/offer/dynamic-policy');
  });

  it('after another tab saved first (409), shows where the application now stands', async () => {
    fetchMock.mockImplementation((request: Request) => {
      if (request.method === 'POST') return jsonAnswer({ message: 'moved on' }, 409);
      const status = new URL(request.url).pathname.startsWith('/api/lead/status/');
      return jsonAnswer(status ? ACCEPTED : LISTED);
    });
    const { store } = show('/consents');
    for (const name of [/Comunicación de mi solicitud/, /Consulta a ficheros/])
      fireEvent.click(await screen.findByRole('checkbox', { name }));
    save();
    await waitFor(() =>
      expect(store.getState().leadApplication.progressState).toBe(stateForRoute('/accepted')),
    );
    expect(screen.queryByText(/Algo ha fallado/)).toBeNull();
  });
});
