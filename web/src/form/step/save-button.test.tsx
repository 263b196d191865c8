// @vitest-environment happy-dom
import { act, cleanup, screen } from '@testing-library/react';
import { lazy, Suspense } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { createBrowserLocation, usePath } from '../../lib/router';
import { renderWithProviders, SPANISH } from '../../testing/render';
import { SaveButton } from './save-button';

const BASE = '/application-frontend';

afterEach(() => {
  cleanup();
  window.history.replaceState(null, '', '/');
});

/** A step's button at `/`; every other path is a screen whose code never arrives, so leaving stays pending. */
function renderButton(saving: boolean) {
  const Elsewhere = lazy(() => new Promise<never>(() => {}));
  function Routes() {
    return usePath() === '/' ? (
      <form>
        <SaveButton saving={saving} label="Continuar" />
      </form>
    ) : (
      <Elsewhere />
    );
  }
  window.history.replaceState(null, '', `${BASE}/`);
  const location = createBrowserLocation(BASE);
  renderWithProviders(
    <Suspense fallback={<p>loading</p>}>
      <Routes />
    </Suspense>,
    { location },
  );
  return location;
}

describe('SaveButton', () => {
  it('says it is saving while a save is on its way, to the eye and in a status line', () => {
    renderButton(true);
    const button = screen.getByRole('button', { name: SPANISH.form.step.saving });
    expect(button.getAttribute('aria-disabled')).toBe('true');
    expect(screen.getByRole('status').textContent).toBe(SPANISH.form.step.saving);
  });

  it('while the screen is being left (Back), is busy but keeps its label: nothing is being saved', () => {
    const location = renderButton(false);
    act(() => location.navigate('/elsewhere'));
    const button = screen.getByRole('button', { name: 'Continuar' });
    expect(button.getAttribute('aria-busy')).toBe('true');
    expect(button.getAttribute('aria-disabled')).toBe('true');
    expect(screen.getByRole('status').textContent).toBe('');
  });
});
