// @vitest-environment happy-dom
import { cleanup, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { brand } from 'virtual:brand';
import { initialLeadApplicationState } from '../../lead/lead-application-slice';
import { renderWithProviders } from '../../testing/render';
import { AcceptedScreen, ThankYouScreen } from './result-screens';

afterEach(cleanup);

const LEAD_ID = '4a1c1f52-5c8e-4b43-9d1c-1a2b3c4d5e6f';
const state = {
  leadApplication: { ...initialLeadApplicationState, applicationData: { id: LEAD_ID } },
};

describe('the result screens name who gets in touch and where to write', () => {
  it('/thank-you: who, how and when, the reference, and the support address', () => {
    renderWithProviders(<ThankYouScreen />, { state });
    expect(
      screen.getByText(
        `Hemos recibido su solicitud. El equipo de ${brand.displayName} le llamará al número que nos ha dado, o le escribirá por correo electrónico, en un plazo de un día hábil.`,
      ),
    ).toBeTruthy();
    expect(screen.getByText(new RegExp(`La referencia de su solicitud es ${LEAD_ID}\\.`))).toBeTruthy();
    const contact = screen.getByRole('link', { name: brand.supportEmail });
    expect(contact.getAttribute('href')).toBe(`mailto:${brand.supportEmail}`);
  });

  it('/accepted: a contact channel beside the reference', () => {
    renderWithProviders(<AcceptedScreen />, { state });
    const contact = screen.getByRole('link', { name: brand.supportEmail });
    expect(contact.parentElement?.textContent).toBe(`¿Tiene preguntas? Escríbanos a ${brand.supportEmail}`);
  });
});

describe('a free first loan', () => {
  it('/accepted says in words that nothing is paid on top, where the total is the amount', () => {
    const offer = { amount: 200, period: 30, periodScale: 'days', instalments: 1, instalment: 200 };
    const result = { status: 'accepted', offer: { ...offer, totalRepayable: 200, apr: 0, currency: 'EUR' } };
    renderWithProviders(<AcceptedScreen />, {
      state: { leadApplication: { ...initialLeadApplicationState, applicationResult: result } },
    });
    expect(
      screen.getByText('Sin intereses ni comisiones: devuelve exactamente lo que pide prestado.'),
    ).toBeTruthy();
  });
});
