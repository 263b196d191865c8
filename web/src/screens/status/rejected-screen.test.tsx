// @vitest-environment happy-dom
import { cleanup, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { brand } from 'virtual:brand';
import { makeStore } from '../../app/store';
import { setApplicationResult } from '../../lead/lead-application-slice';
import { renderWithProviders, SPANISH } from '../../testing/render';
import { RejectedScreen } from './result-screens';

afterEach(cleanup);

function renderRejected(result: Record<string, unknown>) {
  const store = makeStore();
  store.dispatch(setApplicationResult(result));
  return renderWithProviders(<RejectedScreen />, { store });
}

const texts = SPANISH.screens.rejected;

describe('RejectedScreen', () => {
  it('gives the reason the lender gave, whom to write to, and a new application', () => {
    renderRejected({ status: 'rejected', reason: 'income' });
    expect(screen.getByRole('heading', { level: 1, name: texts.heading })).toBeTruthy();
    expect(screen.getByText(texts.reason.income)).toBeTruthy();
    const contact = screen.getByRole('link', { name: brand.supportEmail });
    expect(contact.getAttribute('href')).toBe(`mailto:${brand.supportEmail}`);
    expect(contact.parentElement?.textContent).toBe(`${texts.contact} ${brand.supportEmail}`);
    expect(screen.getByRole('button', { name: SPANISH.screens.startAgain.action })).toBeTruthy();
  });

  it('says no reason when none was given, or one it does not know', () => {
    for (const reason of [undefined, 'test', 'no-partner']) {
      renderRejected({ status: 'rejected', reason });
      for (const text of Object.values(texts.reason)) expect(screen.queryByText(text)).toBeNull();
      expect(screen.getByRole('link', { name: brand.supportEmail })).toBeTruthy();
      cleanup();
    }
  });

  it('says the applicant declined the offer and may apply again, not that the application was refused', () => {
    renderRejected({ status: 'rejected', reason: 'offer-declined' });
    expect(screen.getByRole('heading', { level: 1, name: texts.declinedHeading })).toBeTruthy();
    expect(screen.getByText(texts.reason['offer-declined'])).toBeTruthy();
    expect(screen.queryByText(texts.body)).toBeNull();
    // The person's own refusal: a place to write to, and no review of a decision of ours.
    const contact = screen.getByRole('link', { name: brand.supportEmail });
    expect(contact.parentElement?.textContent).toBe(`${SPANISH.screens.result.contact} ${brand.supportEmail}`);
    expect(screen.queryByText(texts.contact, { exact: false })).toBeNull();
    expect(screen.getByRole('button', { name: SPANISH.screens.startAgain.action })).toBeTruthy();
  });

  it('pl-1: a declined offer is worded without grammatical gender, and offers no review', () => {
    const store = makeStore();
    store.dispatch(setApplicationResult({ status: 'rejected', reason: 'offer-declined' }));
    renderWithProviders(<RejectedScreen />, { store, brand: 'pl-1' });
    expect(screen.getByRole('heading', { level: 1, name: 'Oferta została odrzucona' })).toBeTruthy();
    expect(document.body.textContent).not.toMatch(/Odrzuciłeś|Odrzuciłaś|rozpatrzył/);
  });
});
