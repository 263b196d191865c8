// @vitest-environment happy-dom
import { cleanup, fireEvent, screen, within } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { brand } from 'virtual:brand';
import { makeStore } from '../../app/store';
import { renderWithProviders } from '../../testing/render';
import { LoanTermsSummary } from './loan-terms-summary';

function Page() {
  const [open, setOpen] = useState(false);
  return <LoanTermsSummary open={open} onOpenChange={setOpen} onConfirm={() => {}} />;
}

afterEach(cleanup);

describe('LoanTermsSummary', () => {
  const state = {
    leadApplication: { ...makeStore().getState().leadApplication, applicationData: { amount: brand.amount.min, period: brand.period.min } },
  };
  const newAmount = brand.amount.min + brand.amount.step * 10;
  const choose = () => {
    fireEvent.click(screen.getByRole('button', { name: 'Cambiar importe o plazo' }));
    const dialog = screen.getByRole('dialog', { hidden: true });
    fireEvent.change(within(dialog).getByRole('slider', { name: 'Importe del préstamo', hidden: true }), { target: { value: String(newAmount) } });
    return dialog;
  };

  it('the button is described by the current terms', () => {
    renderWithProviders(<Page />, { state });
    const button = screen.getByRole('button', { name: 'Cambiar importe o plazo' });
    expect(document.getElementById(button.getAttribute('aria-describedby')!)?.textContent).toMatch(/ a /);
  });

  it('Close leaves the terms as they were', () => {
    const { store } = renderWithProviders(<Page />, { state });
    const dialog = choose();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cerrar', hidden: true }));
    expect(store.getState().leadApplication.applicationData.amount).toBe(brand.amount.min);
  });

  it('Confirm keeps the new amount', () => {
    const { store } = renderWithProviders(<Page />, { state });
    const dialog = choose();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Confirmar y continuar', hidden: true }));
    expect(store.getState().leadApplication.applicationData.amount).toBe(newAmount);
  });
});
