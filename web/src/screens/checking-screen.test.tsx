// @vitest-environment happy-dom
import { cleanup, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { makeStore } from '../app/store';
import { updateApplicationData } from '../lead/lead-application-slice';
import { renderWithProviders, SPANISH } from '../testing/render';
import { CheckingScreen } from './checking-screen';

afterEach(cleanup);

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
});
