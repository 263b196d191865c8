// @vitest-environment happy-dom
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { parseTypedNumber } from '../../lib/typed-number';
import { RangeField } from './range-field';

afterEach(cleanup);

describe('RangeField', () => {
  const field = () =>
    render(
      <RangeField
        name="amount"
        label="Importe del préstamo"
        value={200}
        min={50}
        max={300}
        step={10}
        format={(v) => `${v},00 €`}
        formatPlain={String}
        parse={(text) => parseTypedNumber(text, { group: '.', decimal: ',' })}
        unit="€"
        hint="De 50,00 € a 300,00 €"
        adjustedText={(v) => `Cambiado a ${v}.`}
        onChange={() => {}}
      />,
    );

  it('is one group named by its label, and its two controls have names of their own', () => {
    field();
    const group = screen.getByRole('group', { name: 'Importe del préstamo' });
    const box = screen.getByRole('textbox', { name: 'Importe del préstamo €' });
    const slider = screen.getByRole('slider', { name: 'Importe del préstamo' });
    expect(group.contains(box) && group.contains(slider)).toBe(true);
  });

  it('the text box is heard with its unit and its range; the slider with its value in the unit', () => {
    field();
    const box = screen.getByRole('textbox', { name: 'Importe del préstamo €' });
    expect(document.getElementById(box.getAttribute('aria-describedby')!)?.textContent).toBe(
      'De 50,00 € a 300,00 €',
    );
    expect(screen.getByRole('slider').getAttribute('aria-valuetext')).toBe('200,00 €');
  });

  it('a typed value outside the range is changed to the nearest when the box is left, and that is said', () => {
    field();
    const box = screen.getByRole('textbox', { name: 'Importe del préstamo €' });
    expect(screen.getByRole('status').textContent).toBe('');
    fireEvent.change(box, { target: { value: '5000' } });
    fireEvent.blur(box);
    expect(screen.getByRole('status').textContent).toBe('Cambiado a 300,00 €.');
    // Typing again clears it; a value already on the grid is kept without a word.
    fireEvent.change(box, { target: { value: '250' } });
    expect(screen.getByRole('status').textContent).toBe('');
    fireEvent.blur(box);
    expect(screen.getByRole('status').textContent).toBe('');
  });

  it('reads a typed number with the language\'s marks: "99,5" is 99.5, changed to 100 and said so (not 995, not 300)', () => {
    field();
    const box = screen.getByRole('textbox', { name: 'Importe del préstamo €' });
    fireEvent.change(box, { target: { value: '99,5' } });
    fireEvent.blur(box);
    expect(screen.getByRole('status').textContent).toBe('Cambiado a 100,00 €.');
  });
});
