// @vitest-environment happy-dom
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi, type Mock } from 'vitest';
import { stateForRoute } from '../../../../contract/progress';
import { initialLeadApplicationState } from '../../lead/lead-application-slice';
import { jsonAnswer, recordingLocation, renderWithProviders } from '../../testing/render';
import type * as handoffReturn from './handoff-return';
import { captureHandoffReturn, forgetHandoffReturn, leaveFor } from './handoff-return';

type HandoffReturn = typeof handoffReturn;
import { OpenBankingScreen } from './open-banking-screen';

vi.mock('./handoff-return', async (original) => ({
  ...(await original<HandoffReturn>()),
  leaveFor: vi.fn(),
}));

const LEAD_ID = '4a1c1f52-5c8e-4b43-9d1c-1a2b3c4d5e6f';
const ACCEPTED = {
  id: LEAD_ID,
  state: stateForRoute('/accepted'),
  route: '/accepted',
  application: { status: 'accepted' },
};

function show(route = '/wenance-tink') {
  const { location } = recordingLocation(route);
  return renderWithProviders(<OpenBankingScreen />, {
    state: {
      leadApplication: {
        ...initialLeadApplicationState,
        progressState: stateForRoute(route)!,
        applicationData: { id: LEAD_ID },
      },
    },
    location,
  });
}

/** The page opened at the return address with `search`: read and removed from the address at once. */
function returnedWith(search: string, route = '/wenance-tink') {
  const history = { state: null, replaceState: vi.fn() };
  captureHandoffReturn({ pathname: `/application-frontend${route}`, search, hash: '' }, history);
  expect(history.replaceState).toHaveBeenCalledWith(null, '', `/application-frontend${route}`);
}

describe('OpenBankingScreen', () => {
  let fetchMock: Mock<(request: Request) => Promise<Response>>;
  beforeEach(() => {
    forgetHandoffReturn();
    fetchMock = vi.fn(() => jsonAnswer({ url: '/provider/tink/1.0/account-check/create-report?state=s' }));
    vi.stubGlobal('fetch', fetchMock);
  });
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
    vi.mocked(leaveFor).mockClear();
  });

  it('says what is shared, with whom and for how long, then starts the hand-off and leaves for Tink', async () => {
    show();
    expect(
      screen.getByRole('heading', { level: 1, name: 'Confirme su cuenta bancaria con Tink' }),
    ).toBeTruthy();
    expect(screen.getByText(/el nombre del titular, el número de cuenta y su saldo actual/)).toBeTruthy();
    expect(screen.getByText(/Solo lectura/)).toBeTruthy();
    expect(screen.getByText(/se usa una sola vez/)).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Continuar a Tink' }));
    await waitFor(() =>
      expect(leaveFor).toHaveBeenCalledWith('/provider/tink/1.0/account-check/create-report?state=s'),
    );
    const [post] = fetchMock.mock.calls[0]!;
    expect(new URL(post.url).pathname).toBe('/api/lead/open-banking/tink/start');
    expect(post.headers.get('Idempotency-Key')).toMatch(/^[0-9a-f-]{36}$/);
    expect(await post.json()).toEqual({ leadId: LEAD_ID });
  });

  it('sends a return to the server once; a cancel is said, with try again and the other way', async () => {
    fetchMock.mockImplementation(() =>
      jsonAnswer({ outcome: 'cancelled', reason: 'USER_CANCELLED', status: {} }),
    );
    returnedWith('?state=abc&error=USER_CANCELLED&error_reason=USER_CANCELLED&utm_source=x');
    show();
    expect(await screen.findByText(/Ha cancelado la comprobación en Tink/)).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Intentarlo de nuevo' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Prefiero escribir mi número de cuenta' })).toBeTruthy();
    expect(fetchMock).toHaveBeenCalledTimes(1);
    const [post] = fetchMock.mock.calls[0]!;
    expect(new URL(post.url).pathname).toBe('/api/lead/open-banking/tink/return');
    expect(await post.json()).toEqual({
      leadId: LEAD_ID,
      params: { state: 'abc', error: 'USER_CANCELLED', error_reason: 'USER_CANCELLED' },
    });
  });

  it("says a refused return (the server's 422) did not move the application", async () => {
    fetchMock.mockImplementation(() => jsonAnswer({ message: 'no', code: 'unknown' }, 422));
    returnedWith('?state=forged&account_verification_report_id=x');
    show();
    expect(await screen.findByText(/No hemos podido confirmar este resultado con Tink/)).toBeTruthy();
  });

  it('moves on as the server says after a verified success', async () => {
    fetchMock.mockImplementation(() => jsonAnswer({ outcome: 'success', reason: null, status: ACCEPTED }));
    returnedWith('?state=abc&account_verification_report_id=r1');
    const { store } = show();
    await waitFor(() =>
      expect(store.getState().leadApplication.progressState).toBe(stateForRoute('/accepted')),
    );
  });

  it('Paylands: a card that will be charged is never called read-only, and the check names its currency', () => {
    show('/moneyman-paylands');
    expect(screen.queryByText(/Solo lectura/)).toBeNull();
    expect(screen.getByText(/cobra solo las cuotas de su contrato/)).toBeTruthy();
    expect(screen.getByText(/Se hace una comprobación de 0,00 €; ahora no se cobra nada/)).toBeTruthy();
  });

  it('Paylands: a refused card is said to be refused', async () => {
    fetchMock.mockImplementation(() => jsonAnswer({ outcome: 'failed', reason: 'REFUSED', status: {} }));
    returnedWith('?state=abc', '/moneyman-paylands');
    show('/moneyman-paylands');
    expect(await screen.findByText(/^Su tarjeta ha sido rechazada\./)).toBeTruthy();
  });

  it('Paylands: the other way is Moneyman\'s "no debit card" and goes on as the server says', async () => {
    fetchMock.mockImplementation(() => jsonAnswer(ACCEPTED));
    const { store } = show('/moneyman-paylands');
    expect(
      screen.getByRole('heading', { level: 1, name: 'Añada su tarjeta de débito con Paylands' }),
    ).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'No tengo tarjeta de débito' }));
    await waitFor(() =>
      expect(store.getState().leadApplication.progressState).toBe(stateForRoute('/accepted')),
    );
    expect(new URL(fetchMock.mock.calls[0]![0].url).pathname).toBe(
      '/api/lead/open-banking/paylands/other-way',
    );
  });
});
