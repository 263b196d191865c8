// @vitest-environment happy-dom
import { cleanup, fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { renderWithProviders } from '../testing/render';
import { heardDuring } from '../testing/screen-reader';
import { ErrorSummary, inPageOrder } from './error-summary';

afterEach(cleanup);

describe('ErrorSummary', () => {
  it('shows nothing without errors', () => {
    renderWithProviders(<ErrorSummary errors={[]} focusKey={0} />);
    expect(screen.queryByRole('group')).toBeNull();
  });

  it('is a group titled "Hay un problema", described by its errors, that takes focus; each error a link to its field', () => {
    const errors = [
      { fieldId: 'first-name', message: 'Nombre: Introduzca una respuesta para continuar.' },
      { fieldId: 'email', message: 'Correo electrónico: Introduzca una respuesta para continuar.' },
    ];
    const { rerender } = renderWithProviders(
      <>
        <ErrorSummary errors={errors} focusKey={1} />
        <input id="first-name" aria-label="Nombre" />
        <input id="email" aria-label="Correo electrónico" />
      </>,
    );
    const summary = screen.getByRole('group', { name: 'Hay un problema' });
    expect(document.activeElement).toBe(summary);
    // Focus says it; an alert as well would say it twice.
    expect(screen.queryByRole('alert')).toBeNull();
    expect(document.getElementById(summary.getAttribute('aria-describedby') ?? '')?.textContent).toBe(
      errors.map((e) => e.message).join(''),
    );
    const link = screen.getByRole('link', { name: 'Correo electrónico: Introduzca una respuesta para continuar.' });
    expect(link.getAttribute('href')).toBe('#email');
    fireEvent.click(link);
    expect(document.activeElement?.id).toBe('email');
    // A new failed press takes focus back to the summary.
    rerender(
      <>
        <ErrorSummary errors={errors} focusKey={2} />
        <input id="first-name" aria-label="Nombre" />
        <input id="email" aria-label="Correo electrónico" />
      </>,
    );
    expect(document.activeElement).toBe(screen.getByRole('group', { name: 'Hay un problema' }));
  });

  it('is heard once when it takes focus: its title, then its errors', async () => {
    const errors = [
      { fieldId: 'first-name', message: 'Nombre: Introduzca una respuesta para continuar.' },
      { fieldId: 'email', message: 'Correo electrónico: Introduzca una respuesta para continuar.' },
    ];
    const heard = await heardDuring(() => {
      renderWithProviders(<ErrorSummary errors={errors} focusKey={1} />);
    });
    const said = heard.filter((p) => p.includes('Hay un problema'));
    expect(said).toEqual([`group, Hay un problema, ${errors.map((e) => e.message).join(' ')}`]);
  });

  it('lists the errors as the page is read: the policies, last on the page, last; an unknown field after all', () => {
    const errors = [
      { fieldName: 'general-policies', message: 'a' },
      { fieldName: 'unknown', message: 'b' },
      { fieldName: 'email', message: 'c' },
      { fieldName: 'first-name', message: 'd' },
    ];
    const order = inPageOrder(errors, ['first-name', 'last-name', 'email', 'general-policies']).map((e) => e.fieldName);
    expect(order).toEqual(['first-name', 'email', 'general-policies', 'unknown']);
  });
});
