// @vitest-environment happy-dom
import { act, cleanup, fireEvent, screen } from '@testing-library/react';
import { lazy, Suspense } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { createBrowserLocation, usePath } from '../../lib/router';
import { useRouteChange } from '../../progress/route-change';
import { renderWithProviders, SPANISH } from '../../testing/render';
import { LoanInformationStep } from './loan-information-step';

const BASE = '/application-frontend';

afterEach(() => {
  cleanup();
  window.history.replaceState(null, '', '/');
});

/** The loan screen, and the first step whose code arrives when `arrived` resolves, as the app routes them. */
function renderLoanScreen(arrived: Promise<void>) {
  const FirstStep = lazy(() => arrived.then(() => ({ default: () => <h1>first step</h1> })));
  function Routes() {
    useRouteChange();
    return usePath() === '/' ? <LoanInformationStep nextPath="/personal-details" /> : <FirstStep />;
  }
  window.history.replaceState(null, '', `${BASE}/`);
  return renderWithProviders(
    <Suspense fallback={<p>loading</p>}>
      <Routes />
    </Suspense>,
    { location: createBrowserLocation(BASE) },
  );
}

describe('the loan screen (index)', () => {
  it("says Continue is busy while the first step renders, and a second press does not add a second history entry", async () => {
    let arrive!: () => void;
    renderLoanScreen(new Promise<void>((resolve) => (arrive = resolve)));
    const entries = window.history.length;
    const button = screen.getByRole('button', { name: SPANISH.common.loan.continue });
    act(() => void fireEvent.click(button));
    expect(button.getAttribute('aria-busy')).toBe('true');
    expect(screen.queryByText('loading')).toBeNull();
    act(() => void fireEvent.click(button));
    act(() => arrive());
    expect(await screen.findByRole('heading', { name: 'first step' })).toBeTruthy();
    expect(window.location.pathname).toBe(`${BASE}/personal-details`);
    expect(window.history.length).toBe(entries + 1);
  });
});
