// @vitest-environment happy-dom
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { initialLeadApplicationState } from '../../lead/lead-application-slice';
import { stateForRoute } from '../../progress/state-map';
import { jsonAnswer, recordingLocation, renderWithProviders } from '../../testing/render';
import { ChangeMobileNumberScreen } from './change-mobile-number-screen';

const LEAD_ID = '4a1c1f52-5c8e-4b43-9d1c-1a2b3c4d5e6f';
const state = {
  leadApplication: {
    ...initialLeadApplicationState,
    progressState: stateForRoute('/mobile-verification')!,
    applicationData: { id: LEAD_ID, contactDetails: { phoneNumber: '612345678' } },
  },
};

/** The screen, the other number sent, and the server refusing it with its limits' 429. */
function refusedWith(retryAfterSeconds: number): string[] {
  vi.stubGlobal(
    'fetch',
    vi.fn(() => jsonAnswer({ message: 'limited', retryAfterSeconds }, 429)),
  );
  const { location, visited } = recordingLocation('/change-mobile-number');
  renderWithProviders(<ChangeMobileNumberScreen />, { state, location });
  fireEvent.change(screen.getByRole('textbox', { name: /móvil/i }), { target: { value: '698 765 432' } });
  fireEvent.click(screen.getByRole('button', { name: 'Enviar el código a este número' }));
  return visited;
}

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('ChangeMobileNumberScreen under the limits on codes and numbers', () => {
  it('says how long to wait when a code went moments ago, and stays', async () => {
    const visited = refusedWith(12);
    await waitFor(() =>
      expect(screen.getByRole('alert').textContent).toBe(
        'Acabamos de enviar un código. Inténtelo de nuevo en 12 s.',
      ),
    );
    expect(visited).toEqual([]);
  });

  it("says the number cannot change again for now once the day's changes are used", async () => {
    refusedWith(80_000);
    await waitFor(() =>
      expect(screen.getByRole('alert').textContent).toBe(
        'Por ahora no se puede volver a cambiar el número. Inténtelo mañana.',
      ),
    );
  });
});
