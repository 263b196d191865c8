// @vitest-environment happy-dom
import { act, cleanup, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { brand } from 'virtual:brand';
import { renderWithProviders } from '../../testing/render';
import { ANNOUNCE_AFTER_MS, CostPanel } from './cost-panel';

beforeEach(() => vi.useFakeTimers());
afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

describe('CostPanel', () => {
  const { min, step } = brand.amount;
  const period = brand.period.default;
  const status = () => screen.getByRole('status').textContent;

  it('says nothing on load, and the total once when it has settled after changes, never per step', () => {
    const { rerender } = renderWithProviders(<CostPanel amount={min} period={period} />);
    expect(status()).toBe('');
    act(() => vi.advanceTimersByTime(ANNOUNCE_AFTER_MS * 2));
    expect(status()).toBe('');
    // Three slider steps in quick succession: still nothing.
    for (const n of [1, 2, 3]) {
      rerender(<CostPanel amount={min + n * step} period={period} />);
      act(() => vi.advanceTimersByTime(ANNOUNCE_AFTER_MS / 3));
      expect(status()).toBe('');
    }
    act(() => vi.advanceTimersByTime(ANNOUNCE_AFTER_MS));
    const total = screen.getByText('Total a devolver').nextElementSibling?.textContent;
    expect(status()).toBe(`Total a devolver: ${total}`);
  });

  it('the total itself is not a live region (it would be read at every step)', () => {
    renderWithProviders(<CostPanel amount={min} period={period} />);
    expect(document.querySelector('[aria-live]')).toBeNull();
  });
});

describe('the repayment schedule on the landing (issue 39 row 26)', () => {
  const schedule = () => screen.getByText(/./, { selector: '.cost-panel__schedule dd' }).textContent.replace(/\s/g, ' ');

  it('de-1, 1 500 € for 90 days: one payment of the total at the end, after 90 days', () => {
    renderWithProviders(<CostPanel amount={1500} period={90} />, { brand: 'de-1' });
    const total = screen.getByText('Gesamtbetrag zur Rückzahlung').nextElementSibling!.textContent.replace(/\s/g, ' ');
    expect(screen.getByText('Rückzahlung')).toBeTruthy();
    expect(schedule()).toBe(`Eine Zahlung von ${total} am Ende, nach 90 Tagen`);
  });

  it('es-3, a loan in months: the monthly instalments, counted', () => {
    renderWithProviders(<CostPanel amount={1000} period={6} />, { brand: 'es-3' });
    expect(schedule()).toMatch(/^6 cuotas mensuales de \d+,\d\d €$/);
  });
});
