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
