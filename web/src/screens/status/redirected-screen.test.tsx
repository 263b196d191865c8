// @vitest-environment happy-dom
import { act, cleanup, fireEvent, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { STORAGE_KEYS } from '../../lib/storage-keys';
import { sessionStore } from '../../lib/safe-storage';
import type * as Render from '../../testing/render';
import type * as Screen from './redirected-screen';
import type * as VirtualBrand from '../../testing/virtual-brand';
vi.mock('virtual:brand', async (real: () => Promise<typeof VirtualBrand>) => {
  const actual = await real();
  return { ...actual, brand: { ...actual.brand, redirectHosts: ['partner.example'] } };
});

// Each test gets the screen's module afresh: it remembers, for the page's life, that it has sent the person on.
let RedirectedScreen: typeof Screen.RedirectedScreen;
let REDIRECT_DELAY_S: number;
let renderWithProviders: typeof Render.renderWithProviders;
let SPANISH: typeof Render.SPANISH;

const PARTNER = 'https://partner.example/apply?ref=1';

describe('RedirectedScreen', () => {
  let assign: ReturnType<typeof vi.fn>;
  beforeEach(async () => {
    vi.resetModules();
    ({ RedirectedScreen, REDIRECT_DELAY_S } = await import('./redirected-screen'));
    ({ renderWithProviders, SPANISH } = await import('../../testing/render'));
    vi.useFakeTimers();
    assign = vi.fn();
    vi.stubGlobal('location', { ...window.location, assign });
    sessionStore.set(STORAGE_KEYS.redirectUrl, PARTNER);
    sessionStore.remove(STORAGE_KEYS.redirected);
    sessionStore.remove(STORAGE_KEYS.redirectMethod);
  });
  afterEach(() => {
    cleanup();
    vi.useRealTimers();
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
  });

  it('sends the person on exactly once, even when the screen remounts within the moment', () => {
    const first = renderWithProviders(<RedirectedScreen />);
    act(() => vi.advanceTimersByTime(1000));
    first.unmount();
    expect(sessionStore.get(STORAGE_KEYS.redirected)).toBeNull();
    renderWithProviders(<RedirectedScreen />);
    act(() => vi.advanceTimersByTime(REDIRECT_DELAY_S * 1000 - 1));
    expect(assign).not.toHaveBeenCalled();
    act(() => vi.advanceTimersByTime(1));
    expect(assign).toHaveBeenCalledTimes(1);
    expect(assign).toHaveBeenCalledWith(PARTNER);
    expect(sessionStore.get(STORAGE_KEYS.redirected)).toBe('true');
    renderWithProviders(<RedirectedScreen />);
    act(() => vi.advanceTimersByTime(REDIRECT_DELAY_S * 1000 + 5000));
    expect(assign).toHaveBeenCalledTimes(1);
  });

  it('posts a POST redirect with a form to the partner URL, its fields from that URL, once', () => {
    sessionStore.set(STORAGE_KEYS.redirectMethod, 'POST');
    const submit = vi.spyOn(HTMLFormElement.prototype, 'submit').mockImplementation(() => undefined);
    const { container } = renderWithProviders(<RedirectedScreen />);
    const form = container.querySelector('form')!;
    expect(form.getAttribute('method')).toBe('post');
    expect(form.getAttribute('action')).toBe(PARTNER);
    expect([...new FormData(form)]).toEqual([['ref', '1']]);
    // The fallback is the form's own button, never a link (a GET the partner did not ask for).
    const button = screen.getByRole('button', { name: SPANISH.screens.redirected.action });
    expect(button).toHaveProperty('type', 'submit');
    expect(button.closest('form')).toBe(form);
    expect(screen.queryByRole('link')).toBeNull();
    act(() => vi.advanceTimersByTime(REDIRECT_DELAY_S * 1000 - 100));
    expect(submit).not.toHaveBeenCalled();
    act(() => vi.advanceTimersByTime(100));
    expect(submit).toHaveBeenCalledTimes(1);
    expect((submit.mock.contexts[0] as HTMLFormElement).getAttribute('action')).toBe(PARTNER);
    expect(assign).not.toHaveBeenCalled();
    expect(sessionStore.get(STORAGE_KEYS.redirected)).toBe('true');
    cleanup();
    renderWithProviders(<RedirectedScreen />);
    act(() => vi.advanceTimersByTime(REDIRECT_DELAY_S * 1000 + 5000));
    expect(submit).toHaveBeenCalledTimes(1);
  });

  it('a POST the person sent with the button within the moment is not posted again by the page', () => {
    sessionStore.set(STORAGE_KEYS.redirectMethod, 'POST');
    const submit = vi.spyOn(HTMLFormElement.prototype, 'submit').mockImplementation(() => undefined);
    const { container } = renderWithProviders(<RedirectedScreen />);
    act(() => vi.advanceTimersByTime(500));
    fireEvent.submit(container.querySelector('form')!);
    expect(sessionStore.get(STORAGE_KEYS.redirected)).toBe('true');
    act(() => vi.advanceTimersByTime(REDIRECT_DELAY_S * 1000 + 5000));
    expect(submit).not.toHaveBeenCalled();
  });

  it('a POST redirect to a host not on the allowlist shows the alert and no form', () => {
    sessionStore.set(STORAGE_KEYS.redirectMethod, 'POST');
    sessionStore.set(STORAGE_KEYS.redirectUrl, 'https://partner.example.evil.test/apply?ref=1');
    const submit = vi.spyOn(HTMLFormElement.prototype, 'submit').mockImplementation(() => undefined);
    const { container } = renderWithProviders(<RedirectedScreen />);
    expect(screen.getByRole('alert').textContent).toBe(SPANISH.screens.redirected.unsafe);
    expect(container.querySelector('form')).toBeNull();
    expect(screen.queryByRole('button')).toBeNull();
    act(() => vi.advanceTimersByTime(REDIRECT_DELAY_S * 1000 + 5000));
    expect(submit).not.toHaveBeenCalled();
    expect(assign).not.toHaveBeenCalled();
  });

  it('names the partner and counts down the seconds before it leaves, time enough to read', async () => {
    const { makeStore } = await import('../../app/store');
    const { setApplicationResult } = await import('../../lead/lead-application-slice');
    const store = makeStore();
    store.dispatch(setApplicationResult({ status: 'redirected', partner: { name: 'Crédito Ibérico' } }));
    renderWithProviders(<RedirectedScreen />, { store });
    expect(
      screen.getByText('Crédito Ibérico, uno de nuestros socios, puede continuar su solicitud en su propio sitio web.'),
    ).toBeTruthy();
    expect(screen.getByText('Le llevaremos allí en 10 s, o pulse el botón para ir ahora.')).toBeTruthy();
    act(() => vi.advanceTimersByTime(3000));
    expect(screen.getByText('Le llevaremos allí en 7 s, o pulse el botón para ir ahora.')).toBeTruthy();
    expect(assign).not.toHaveBeenCalled();
  });
});
