// @vitest-environment happy-dom
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
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
        unit="€"
        hint="De 50,00 € a 300,00 €"
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
});
