// @vitest-environment happy-dom
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { parseTypedNumber } from '../../lib/typed-number';
import { RangeField } from './range-field';
import type { RangeNote } from './use-range-input';

afterEach(cleanup);

const NOTES: Record<RangeNote, string> = {
  above: '{typed} es más que el máximo: {value}.',
  below: '{typed} es menos que el mínimo: {value}.',
  nearest: 'Cambiado a {value}.',
  unreadable: '«{typed}» no es un número: sigue en {value}.',
};

describe('RangeField', () => {
  const field = (onChange: (value: number) => void = () => {}) =>
    render(
      <form onSubmit={(e) => e.preventDefault()}>
        <RangeField
          name="amount"
          label="Importe del préstamo"
          value={200}
          min={50}
          max={300}
          step={10}
          format={(v) => `${String(v).replace('.', ',')} €`}
          formatPlain={String}
          parse={(text) => parseTypedNumber(text, { group: '.', decimal: ',' })}
          unit="€"
          hint="De 50 € a 300 €"
          noteText={(note, typed, value) => NOTES[note].replace('{typed}', typed).replace('{value}', value)}
          onChange={onChange}
        />
      </form>,
    );
  const box = () => screen.getByRole('textbox', { name: 'Importe del préstamo €' });
  const status = () => screen.getByRole('status');
  const leave = (text: string) => {
    fireEvent.change(box(), { target: { value: text } });
    fireEvent.blur(box());
  };
  /** The box's description, as a screen reader builds it from aria-describedby. */
  const description = () =>
    box()
      .getAttribute('aria-describedby')!
      .split(' ')
      .map((id) => document.getElementById(id)?.textContent)
      .join(' ');

  it('is one group named by its label, and its two controls have names of their own', () => {
    field();
    const group = screen.getByRole('group', { name: 'Importe del préstamo' });
    const slider = screen.getByRole('slider', { name: 'Importe del préstamo' });
    expect(group.contains(box()) && group.contains(slider)).toBe(true);
  });

  it('the text box is heard with its unit and its range, never as type=number; the slider with its value', () => {
    field();
    expect(description()).toBe('De 50 € a 300 €');
    expect(box().getAttribute('type')).toBe('text');
    expect(box().getAttribute('inputmode')).toBe('numeric');
    expect(screen.getByRole('slider').getAttribute('aria-valuetext')).toBe('200 €');
  });

  it('a value above the range is set to the most when the box is left, and the note says so, tied to the box', () => {
    const onChange = vi.fn();
    field(onChange);
    expect(status().textContent).toBe('');
    expect(status().closest('[aria-live], [role="status"]')).toBe(status());
    leave('5000');
    expect(onChange).toHaveBeenLastCalledWith(300);
    expect(status().textContent).toBe('5000 € es más que el máximo: 300 €.');
    expect(description()).toBe('De 50 € a 300 € 5000 € es más que el máximo: 300 €.');
    // Typing again clears it; a value already on the grid is kept without a word.
    fireEvent.change(box(), { target: { value: '250' } });
    expect(status().textContent).toBe('');
    expect(description()).toBe('De 50 € a 300 €');
    fireEvent.blur(box());
    expect(status().textContent).toBe('');
  });

  it('a value below the range is set to the least, and said', () => {
    const onChange = vi.fn();
    field(onChange);
    leave('20');
    expect(onChange).toHaveBeenLastCalledWith(50);
    expect(status().textContent).toBe('20 € es menos que el mínimo: 50 €.');
  });

  it('reads a typed number with the language\'s marks: "99,5" is 99.5, set to 100 and said so (not 995, not 300)', () => {
    const onChange = vi.fn();
    field(onChange);
    leave('99,5');
    expect(onChange).toHaveBeenLastCalledWith(100);
    expect(status().textContent).toBe('Cambiado a 100 €.');
    leave('1.200');
    expect(status().textContent).toBe('1200 € es más que el máximo: 300 €.');
  });

  it('text that is no number leaves the value as it was, and says so; an emptied box shows the value again', () => {
    const onChange = vi.fn();
    field(onChange);
    leave('doscientos');
    expect(onChange).toHaveBeenLastCalledWith(200);
    expect(box()).toHaveProperty('value', '200');
    expect(status().textContent).toBe('«doscientos» no es un número: sigue en 200 €.');
    leave('');
    expect(status().textContent).toBe('');
  });

  it('Enter keeps the value; where it changed it the form is not sent, so the note is read first', () => {
    const submit = vi.fn();
    field();
    box().closest('form')!.addEventListener('submit', submit);
    fireEvent.change(box(), { target: { value: '5000' } });
    const changed = fireEvent.keyDown(box(), { key: 'Enter' });
    expect(changed).toBe(false); // default prevented
    expect(status().textContent).toBe('5000 € es más que el máximo: 300 €.');
    fireEvent.change(box(), { target: { value: '250' } });
    expect(fireEvent.keyDown(box(), { key: 'Enter' })).toBe(true);
  });
});
