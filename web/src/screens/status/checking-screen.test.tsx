// @vitest-environment happy-dom
import { cleanup, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { makeStore } from '../../app/store';
import { clearRouteChange, setProgressState, updateApplicationData } from '../../lead/lead-application-slice';
import { jsonAnswer, recordingLocation, renderWithProviders, SPANISH } from '../../testing/render';
import { CheckingScreen } from './checking-screen';

afterEach(() => {
  cleanup();
  vi.useRealTimers();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

const CHECKING = SPANISH.screens.checking;

describe('CheckingScreen', () => {
  it('with an application: says it is being checked, with a spinner beside the words, in one status region', () => {
    const store = makeStore();
    store.dispatch(updateApplicationData({ data: { id: '4a1c1f52-5c8e-4b43-9d1c-1a2b3c4d5e6f' } }));
    renderWithProviders(<CheckingScreen />, { store });
    expect(screen.getByRole('heading', { level: 1, name: CHECKING.heading })).toBeTruthy();
    const status = screen.getByRole('status');
    expect(status.textContent).toBe(CHECKING.body);
    expect(status.querySelector('.spinner[aria-hidden="true"]')).not.toBeNull();
  });

  it('with no application in this browser: says so and offers to start one, with nothing spinning', () => {
    renderWithProviders(<CheckingScreen />);
    expect(screen.getByRole('heading', { level: 1, name: CHECKING.noneHeading })).toBeTruthy();
    expect(screen.getByText(CHECKING.noneBody)).toBeTruthy();
    expect(screen.getByRole('link', { name: CHECKING.noneAction }).getAttribute('href')).toBe(
      '/application-frontend/',
    );
    expect(screen.queryByRole('status')).toBeNull();
    expect(document.querySelector('.spinner')).toBeNull();
  });

  it('polls with backoff (1 s, then ×1.5), gives up after five failures in a row, and stops when the screen is left', async () => {
    vi.useFakeTimers();
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const fetchMock = vi.fn(() =>
      Promise.resolve(new Response('{"message":"Internal error"}', { status: 500 })),
    );
    vi.stubGlobal('fetch', fetchMock);
    const store = makeStore();
    store.dispatch(updateApplicationData({ data: { id: '4a1c1f52-5c8e-4b43-9d1c-1a2b3c4d5e6f' } }));
    const { unmount } = renderWithProviders(<CheckingScreen />, { store });
    // Each wait, from the answer before: 1000, 1500, 2250, 3375, 5062.5 ms.
    for (const [polled, wait] of [1000, 1500, 2250, 3375, 5063].entries()) {
      await vi.advanceTimersByTimeAsync(wait - 2);
      expect(fetchMock, `before poll ${polled + 1}`).toHaveBeenCalledTimes(polled);
      await vi.advanceTimersByTimeAsync(2);
      expect(fetchMock, `poll ${polled + 1}`).toHaveBeenCalledTimes(polled + 1);
    }
    await vi.advanceTimersByTimeAsync(60_000);
    expect(fetchMock).toHaveBeenCalledTimes(5);
    expect(screen.getByRole('button', { name: CHECKING.retry })).toBeTruthy();
    // Check again: polling starts over; leaving the screen stops it.
    screen.getByRole('button', { name: CHECKING.retry }).click();
    await vi.advanceTimersByTimeAsync(1000);
    expect(fetchMock).toHaveBeenCalledTimes(6);
    unmount();
    await vi.advanceTimersByTimeAsync(60_000);
    expect(fetchMock).toHaveBeenCalledTimes(6);
  });

  it('opened by Back after the server had moved on, opens the screen of the state already recorded', async () => {
    const LEAD = '4a1c1f52-5c8e-4b43-9d1c-1a2b3c4d5e6f';
    vi.stubGlobal('fetch', () =>
      jsonAnswer({ id: LEAD, state: 11, route: '/accepted', application: { status: 'accepted' } }),
    );
    const store = makeStore();
    store.dispatch(updateApplicationData({ data: { id: LEAD } }));
    store.dispatch(setProgressState({ state: 11, route: '/accepted', afterOffer: true }));
    store.dispatch(clearRouteChange());
    const { location, visited } = recordingLocation('/checking');
    renderWithProviders(<CheckingScreen />, { store, location });
    await waitFor(() => expect(visited).toEqual(['/accepted']), { timeout: 3000 });
  });
});
