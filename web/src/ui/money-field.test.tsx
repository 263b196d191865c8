// @vitest-environment happy-dom
import { cleanup, fireEvent, screen } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { dataPoints } from '../../../contract/data-points';
import { renderWithProviders } from '../testing/render';
import { Field, valueOnPage } from './field';

// es-1 (the unit tests' brand): euros, '.' groups and ',' marks decimals.
const income = dataPoints['monthly-income']!;
afterEach(cleanup);

/** The field in a form that keeps what it reports, as a step does; `held` sees every answer reported. */
function renderIncome(initial = '', held = vi.fn()) {
  function Step() {
    const [value, setValue] = useState(initial);
    return (
      <form onSubmit={(e) => e.preventDefault()}>
        <Field
          dataPoint={income}
          value={value}
          onChange={(v) => {
            held(v);
            setValue(v as string);
          }}
        />
      </form>
    );
  }
  renderWithProviders(<Step />);
  return { box: screen.getByRole('textbox', { name: 'Ingresos netos mensuales' }), held };
}

/** The texts the box is described by, in order (what a screen reader reads after its name). */
const descriptions = (el: Element) =>
  (el.getAttribute('aria-describedby') ?? '')
    .split(' ')
    .map((id) => document.getElementById(id)?.textContent);

const note = () => document.getElementById(`${income.id}-note`)!;
/** The note's words, with Intl's no-break spaces as spaces. */
const noteText = () => note().textContent?.replace(/[\u00a0\u202f]/g, ' ');

describe('MoneyField', () => {
  it('a text box with the numeric keyboard (no answer has decimals), never type=number, its currency heard with it', () => {
    const { box } = renderIncome('1200');
    expect(box.getAttribute('type')).toBe('text');
    expect(box.getAttribute('inputmode')).toBe('numeric');
    expect(box).toHaveProperty('value', '1200');
    expect(descriptions(box)).toEqual(['Lo que recibe después de impuestos, en euros y sin céntimos.', '€']);
    expect(document.getElementById(`${income.id}-unit`)?.getAttribute('aria-hidden')).toBe('true');
    expect(note().getAttribute('aria-live')).toBe('polite');
  });

  it('a sum typed with the marks of the language, spaces or the currency is held as its digits and shown as typed', () => {
    const { box, held } = renderIncome();
    for (const typed of ['1.200.000', '1 200 000', '1200000', '1.200.000 €', '€ 1.200.000']) {
      fireEvent.change(box, { target: { value: typed } });
      expect(held).toHaveBeenLastCalledWith('1200000');
      fireEvent.blur(box);
      expect(box).toHaveProperty('value', typed);
      expect(note().textContent).toBe('');
    }
  });

  it('a sum with cents is held rounded to the whole euro as it is typed, and the note tied to the box says so then: leaving the box moves nothing', () => {
    const { box, held } = renderIncome();
    fireEvent.change(box, { target: { value: '1.850,50' } });
    expect(held).toHaveBeenLastCalledWith('1851');
    expect(box).toHaveProperty('value', '1.850,50');
    const said = 'Lo hemos redondeado a 1851,00 €, porque pedimos importes sin decimales.';
    expect(noteText()).toBe(said);
    expect(descriptions(box)).toContain(note().textContent);
    // Leaving the box (a tap on the button) only shows the rounded sum: the note below is as it was.
    fireEvent.blur(box);
    expect(box).toHaveProperty('value', '1851');
    expect(noteText()).toBe(said);
    expect(held).toHaveBeenLastCalledWith('1851');
    // A whole sum typed over it: the note goes as it is typed.
    fireEvent.change(box, { target: { value: '1.850' } });
    expect(note().textContent).toBe('');
    expect(descriptions(box)).not.toContain('');
    // "99.50 €" written with a full stop is read as 99,50 € too.
    fireEvent.change(box, { target: { value: '99.50 €' } });
    expect(held).toHaveBeenLastCalledWith('100');
    expect(noteText()).toBe('Lo hemos redondeado a 100,00 €, porque pedimos importes sin decimales.');
  });

  it('Enter rounds too; the form is not sent until the note has been read', () => {
    const { box } = renderIncome();
    fireEvent.change(box, { target: { value: '20,4' } });
    expect(fireEvent.keyDown(box, { key: 'Enter' })).toBe(false);
    expect(box).toHaveProperty('value', '20');
    expect(fireEvent.keyDown(box, { key: 'Enter' })).toBe(true);
  });

  it("text that is no sum is held as typed, for the answer's rule to refuse with its message", () => {
    const { box, held } = renderIncome();
    for (const typed of ['doce', '-300', '1.20.000']) {
      fireEvent.change(box, { target: { value: typed } });
      fireEvent.blur(box);
      expect(held).toHaveBeenLastCalledWith(typed);
      expect(box).toHaveProperty('value', typed);
      expect(note().textContent).toBe('');
    }
  });

  it('a sum typed into the build-time rendered page is read as the form holds it', () => {
    const form = document.createElement('form');
    form.innerHTML = `<input id="${income.id}" value="2.500 €">`;
    expect(valueOnPage(income, form)).toBe('2500');
  });
});
