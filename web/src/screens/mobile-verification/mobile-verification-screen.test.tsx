// @vitest-environment happy-dom
import { act, cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi, type Mock } from 'vitest';
import { RESEND_COOLDOWN_SECONDS } from '../../../../contract/mobile-verification';
import { stateForRoute } from '../../../../contract/progress';
import { initialLeadApplicationState } from '../../lead/lead-application-slice';
import { jsonAnswer, recordingLocation, renderWithProviders } from '../../testing/render';
import { ChangeMobileNumberScreen } from './change-mobile-number-screen';
import { MobileVerificationScreen } from './mobile-verification-screen';

const LEAD_ID = '4a1c1f52-5c8e-4b43-9d1c-1a2b3c4d5e6f';
const VERIFYING = stateForRoute('/mobile-verification')!;

const state = (id: string | undefined = LEAD_ID) => ({
  leadApplication: {
    ...initialLeadApplicationState,
    progressState: VERIFYING,
    applicationData: { ...(id ? { id } : {}), contactDetails: { phoneNumber: '612345678' } },
  },
});

const answer = jsonAnswer;

describe('MobileVerificationScreen', () => {
  let fetchMock: Mock<(request: Request) => Promise<Response>>;
  beforeEach(() => {
    fetchMock = vi.fn((_request: Request) => answer({ id: LEAD_ID, state: 11, route: '/accepted' }));
    vi.stubGlobal('fetch', fetchMock);
  });
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
    vi.useRealTimers();
  });

  it("asks for the message's code in one box phones fill in, says where it went, and offers a new code later", () => {
    renderWithProviders(<MobileVerificationScreen />, {
      state: state(),
      location: recordingLocation('/mobile-verification').location,
    });
    expect(screen.getByRole('heading', { level: 1, name: 'Confirme su número de móvil' })).toBeTruthy();
    expect(screen.getByText(/termina en 5678/)).toBeTruthy();
    const box = screen.getByRole<HTMLInputElement>('textbox', { name: 'Código del SMS' });
    expect(box.autocomplete).toBe('one-time-code');
    expect(box.inputMode).toBe('numeric');
    expect(box.type).toBe('text');
    const resend = screen.getByRole('button', {
      name: `Enviar un código nuevo (en ${RESEND_COOLDOWN_SECONDS} s)`,
    });
    expect(resend.getAttribute('aria-disabled')).toBe('true');
    expect(screen.getByRole('link', { name: 'Usar otro número de móvil' }).getAttribute('href')).toBe(
      '/application-frontend/change-mobile-number',
    );
  });

  it('keeps only the digits of a pasted code, and refuses an empty or short one without a request', async () => {
    renderWithProviders(<MobileVerificationScreen />, {
      state: state(),
      location: recordingLocation('/mobile-verification').location,
    });
    const box = screen.getByRole<HTMLInputElement>('textbox', { name: 'Código del SMS' });
    fireEvent.change(box, { target: { value: 'Código: 12 34' } });
    expect(box.value).toBe('1234');
    fireEvent.change(box, { target: { value: '12' } });
    fireEvent.click(screen.getByRole('button', { name: 'Confirmar' }));
    const summary = await screen.findByRole('group', { name: /problema/i });
    await waitFor(() => expect(document.activeElement).toBe(summary));
    expect(summary.textContent).toContain('de 4 a 6 cifras');
    expect(box.getAttribute('aria-invalid')).toBe('true');
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it("says a wrong code is wrong, keeps it, and moves on with a right one as the server's state says", async () => {
    fetchMock.mockImplementationOnce(() =>
      answer(
        { message: 'no', errors: [{ fieldName: 'verification-code', message: 'errors>verification-code' }] },
        422,
      ),
    );
    const { store } = renderWithProviders(<MobileVerificationScreen />, {
      state: state(),
      location: recordingLocation('/mobile-verification').location,
    });
    const box = screen.getByRole<HTMLInputElement>('textbox', { name: 'Código del SMS' });
    fireEvent.change(box, { target: { value: '9999' } });
    fireEvent.click(screen.getByRole('button', { name: 'Confirmar' }));
    expect(await screen.findAllByText(/El código no es correcto/)).not.toHaveLength(0);
    expect(box.value).toBe('9999');
    const [wrong] = fetchMock.mock.calls[0]!;
    expect(new URL(wrong.url).pathname).toBe('/api/v2/customer/mobile/verify');
    expect(await wrong.json()).toEqual({ leadId: LEAD_ID, code: '9999' });

    fireEvent.change(box, { target: { value: '1234' } });
    fireEvent.click(screen.getByRole('button', { name: 'Confirmar' }));
    await waitFor(() =>
      expect(store.getState().leadApplication.progressState).toBe(stateForRoute('/accepted')),
    );
  });

  it('asks for a new code once the wait is over; after too many wrong codes it clears the error and the box, says so beside the box and focuses it', async () => {
    vi.useFakeTimers({ toFake: ['Date', 'setInterval', 'clearInterval'] });
    fetchMock.mockImplementation((request) =>
      request.url.endsWith('/verify')
        ? answer({ message: 'too many' }, 429)
        : answer({ resendAfterSeconds: RESEND_COOLDOWN_SECONDS }),
    );
    renderWithProviders(<MobileVerificationScreen />, {
      state: state(),
      location: recordingLocation('/mobile-verification').location,
    });
    const box = screen.getByRole<HTMLInputElement>('textbox', { name: 'Código del SMS' });
    fireEvent.change(box, { target: { value: '9999' } });
    fireEvent.click(screen.getByRole('button', { name: 'Confirmar' }));
    expect(await screen.findAllByText(/Demasiados códigos incorrectos/)).not.toHaveLength(0);
    act(() => vi.advanceTimersByTime(10_000));
    expect(
      screen.getByRole('button', { name: `Enviar un código nuevo (en ${RESEND_COOLDOWN_SECONDS - 10} s)` }),
    ).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: /Enviar un código nuevo/ }));
    expect(fetchMock).toHaveBeenCalledTimes(1);
    act(() => vi.advanceTimersByTime((RESEND_COOLDOWN_SECONDS - 10) * 1000));
    fireEvent.click(screen.getByRole('button', { name: 'Enviar un código nuevo' }));
    const note = await screen.findByText('Le hemos enviado un código nuevo. Escríbalo aquí; el anterior ya no sirve.');
    expect(new URL(fetchMock.mock.calls[1]![0].url).pathname).toBe('/api/v2/customer/mobile/resend-code');
    expect(screen.queryByText(/Demasiados códigos incorrectos/)).toBeNull();
    expect(box.value).toBe('');
    expect(box.getAttribute('aria-invalid')).toBeNull();
    expect(document.activeElement).toBe(box);
    expect(box.getAttribute('aria-describedby')?.split(' ')).toContain(note.id);
    expect(
      screen.getByRole('button', { name: `Enviar un código nuevo (en ${RESEND_COOLDOWN_SECONDS} s)` }),
    ).toBeTruthy();
  });

  it('without an application in this browser, the checking screen says so', async () => {
    const { location, visited } = recordingLocation('/mobile-verification');
    renderWithProviders(<MobileVerificationScreen />, { state: state(''), location });
    await waitFor(() => expect(visited).toEqual(['/checking']));
  });
});

describe('ChangeMobileNumberScreen', () => {
  let fetchMock: Mock<(request: Request) => Promise<Response>>;
  beforeEach(() => {
    fetchMock = vi.fn((_request: Request) =>
      answer({ id: LEAD_ID, state: VERIFYING, route: '/mobile-verification' }),
    );
    vi.stubGlobal('fetch', fetchMock);
  });
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
  });

  it("checks the number with the country's rules, sends it, and goes back to the code", async () => {
    const { location, visited } = recordingLocation('/change-mobile-number');
    const { store } = renderWithProviders(<ChangeMobileNumberScreen />, { state: state(), location });
    expect(screen.getByRole('heading', { level: 1, name: 'Cambie su número de móvil' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Atrás' })).toBeTruthy();
    const box = screen.getByRole('textbox', { name: /móvil/i });
    fireEvent.change(box, { target: { value: '12' } });
    fireEvent.click(screen.getByRole('button', { name: 'Enviar el código a este número' }));
    await waitFor(() => expect(document.activeElement?.getAttribute('role')).toBe('group'));
    expect(fetchMock).not.toHaveBeenCalled();

    fireEvent.change(box, { target: { value: '698 765 432' } });
    fireEvent.click(screen.getByRole('button', { name: 'Enviar el código a este número' }));
    await waitFor(() => expect(visited).toEqual(['/mobile-verification']));
    const [request] = fetchMock.mock.calls[0]!;
    expect(await request.json()).toEqual({ leadId: LEAD_ID, phoneNumber: '698765432' });
    expect(request.headers.get('Idempotency-Key')).toMatch(/^[0-9a-f-]{36}$/);
    expect(store.getState().leadApplication.applicationData).toMatchObject({
      contactDetails: { phoneNumber: '698765432' },
    });
  });

  it('asked for the number before any code: no way back to a code, and on to the verification it opens', async () => {
    const { location, visited } = recordingLocation('/change-mobile-number');
    const asked = state();
    asked.leadApplication.progressState = stateForRoute('/change-mobile-number')!;
    const { store } = renderWithProviders(<ChangeMobileNumberScreen />, { state: asked, location });
    expect(screen.getByRole('heading', { level: 1, name: 'Cambie su número de móvil' })).toBeTruthy();
    expect(screen.queryByRole('link', { name: 'Atrás' })).toBeNull();
    fireEvent.change(screen.getByRole('textbox', { name: /móvil/i }), { target: { value: '698 765 432' } });
    fireEvent.click(screen.getByRole('button', { name: 'Enviar el código a este número' }));
    await waitFor(() => expect(visited).toContain('/mobile-verification'));
    expect(store.getState().leadApplication.progressState).toBe(VERIFYING);
  });

  it('the verification screen is not shown while the number is asked first', async () => {
    const { location, visited } = recordingLocation('/mobile-verification');
    const asked = state();
    asked.leadApplication.progressState = stateForRoute('/change-mobile-number')!;
    renderWithProviders(<MobileVerificationScreen />, { state: asked, location });
    await waitFor(() => expect(visited).toEqual(['/change-mobile-number']));
  });
});
