// @vitest-environment happy-dom
import { cleanup, fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { BrandId } from '../../../../brands/schema';
import { renderWithProviders } from '../../testing/render';
import { LoanTermsFields, useLoanTerms } from './loan-terms';

afterEach(cleanup);

function Terms() {
  return <LoanTermsFields terms={useLoanTerms()} />;
}

/** The landing's amount box of `brand`, after `typed` was typed in it and the box was left. */
function typeAmount(brand: BrandId, typed: string) {
  renderWithProviders(<Terms />, { brand });
  const box = screen.getAllByRole('textbox')[0]!;
  fireEvent.change(box, { target: { value: typed } });
  fireEvent.blur(box);
  const note = document.getElementById(`${box.id.replace(/-text$/, '')}-note`);
  return { value: (box as HTMLInputElement).value, note: note?.textContent ?? '' };
}

describe('the landing amount box (issue 39 row 14)', () => {
  it('vn-1 reads "5 triệu", "5tr" and "5 triệu đồng" as 5.000.000 ₫, kept without a note', () => {
    for (const typed of ['5 triệu', '5tr', '5 triệu đồng']) {
      expect(typeAmount('vn-1', typed)).toEqual({ value: '5.000.000', note: '' });
      cleanup();
    }
  });

  it('es-1 says what changed for 40, 400 and "1.000", and explains "1 0 0" and "abc" instead of reverting silently', () => {
    const notes = ['40', '400', '1.000', '1 0 0', 'abc'].map((typed) => {
      const { note } = typeAmount('es-1', typed);
      cleanup();
      return note.replace(/\s/g, ' ');
    });
    expect(notes).toEqual([
      '40,00 € está por debajo del mínimo. Lo hemos fijado en 50,00 €, lo mínimo que podemos ofrecer.',
      '400,00 € supera el máximo. Lo hemos fijado en 300,00 €, lo máximo que podemos ofrecer.',
      '1000,00 € supera el máximo. Lo hemos fijado en 300,00 €, lo máximo que podemos ofrecer.',
      'No hemos podido leer «1 0 0» como un número, así que se mantiene en 200,00 €.',
      'No hemos podido leer «abc» como un número, así que se mantiene en 200,00 €.',
    ]);
  });
});
