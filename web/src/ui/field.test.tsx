// @vitest-environment happy-dom
import { cleanup, fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { dataPoints } from '../../../contract/data-points';
import { renderWithProviders } from '../testing/render';
import { ErrorSummary } from './error-summary';
import { Field } from './field';

const point = (id: string) => dataPoints[id]!;
/** The texts an element is described by, in order (what a screen reader reads after its name). */
const descriptions = (el: Element) =>
  (el.getAttribute('aria-describedby') ?? '')
    .split(' ')
    .map((id) => document.getElementById(id)?.textContent);
afterEach(cleanup);

describe('Field', () => {
  it('a name: a labelled text box with its hint, autocomplete and no spellcheck; typing reports the text', () => {
    const onChange = vi.fn();
    renderWithProviders(<Field dataPoint={point('first-name')} value="An" onChange={onChange} />);
    const box = screen.getByRole('textbox', { name: 'Nombre' });
    expect(box).toHaveProperty('value', 'An');
    expect(box.getAttribute('type')).toBe('text');
    expect(box.getAttribute('autocomplete')).toBe('given-name');
    expect(box.getAttribute('spellcheck')).toBe('false');
    expect(document.getElementById(box.getAttribute('aria-describedby')!)?.textContent).toBe(
      'Tal como aparece en su documento de identidad.',
    );
    fireEvent.change(box, { target: { value: 'Ana' } });
    expect(onChange).toHaveBeenCalledWith('Ana');
  });

  it('an email and a phone: their input types and keyboards, never type=number', () => {
    renderWithProviders(
      <>
        <Field dataPoint={point('email')} value="" onChange={() => {}} />
        <Field dataPoint={point('phone-number')} value="" onChange={() => {}} />
      </>,
    );
    expect(screen.getByRole('textbox', { name: 'Correo electrónico' }).getAttribute('type')).toBe('email');
    const phone = screen.getByRole('textbox', { name: 'Número de móvil' });
    expect(phone.getAttribute('type')).toBe('tel');
    expect(phone.getAttribute('inputmode')).toBe('tel');
    expect(document.querySelector('input[type="number"]')).toBeNull();
  });

  it('an error: announced with its prefix, tied to the input, the input marked invalid', () => {
    renderWithProviders(
      <Field dataPoint={point('email')} value="x" onChange={() => {}} error="errors>email" />,
    );
    const box = screen.getByRole('textbox', { name: 'Correo electrónico' });
    expect(box.getAttribute('aria-invalid')).toBe('true');
    const described = descriptions(box);
    expect(described).toContain(
      'Hay un error: Introduzca un correo electrónico con el formato nombre@ejemplo.com.',
    );
  });

  it('an optional question says so in its label', () => {
    renderWithProviders(<Field dataPoint={point('middle-name')} value="" onChange={() => {}} />);
    expect(screen.getByRole('textbox', { name: /\(opcional\)$/ })).toBeTruthy();
  });

  it('a select: its translated options after "choose", reporting the value chosen', () => {
    const onChange = vi.fn();
    renderWithProviders(<Field dataPoint={point('income-source')} value="" onChange={onChange} />);
    const select = screen.getByRole('combobox', { name: 'Principal fuente de ingresos' });
    const options = screen.getAllByRole('option').map((o) => o.textContent);
    expect(options[0]).toBe('Elija una opción');
    expect(options).toContain('Trabajo a jornada completa');
    fireEvent.change(select, { target: { value: 'full-time-employment' } });
    expect(onChange).toHaveBeenCalledWith('full-time-employment');
  });

  it('a radio group: a named group of choices, the first carrying the field id for the error link', () => {
    const onChange = vi.fn();
    renderWithProviders(<Field dataPoint={point('gender')} value="male" onChange={onChange} />);
    const group = screen.getByRole('group', { name: 'Sexo' });
    expect(group.tagName).toBe('FIELDSET');
    expect(screen.getByRole('radio', { name: 'Hombre' })).toHaveProperty('checked', true);
    expect(screen.getByRole('radio', { name: 'Mujer' }).id).toBe('gender');
    fireEvent.click(screen.getByRole('radio', { name: 'Mujer' }));
    expect(onChange).toHaveBeenCalledWith('female');
  });

  it('a radio group with an error: every choice is marked invalid and the group is described by the error', () => {
    renderWithProviders(
      <Field dataPoint={point('gender')} value="" onChange={() => {}} error="errors>required" />,
    );
    for (const radio of screen.getAllByRole('radio')) expect(radio.getAttribute('aria-invalid')).toBe('true');
    const group = screen.getByRole('group', { name: 'Sexo' });
    expect(document.getElementById(group.getAttribute('aria-describedby')!)?.textContent).toMatch(
      /^Hay un error:/,
    );
  });

  it('a checkbox reports true and false', () => {
    const onChange = vi.fn();
    renderWithProviders(<Field dataPoint={point('marketing-consents')} value={false} onChange={onChange} />);
    const box = screen.getByRole('checkbox', {
      name: 'Deseo recibir ofertas y novedades sobre productos y servicios',
    });
    fireEvent.click(box);
    expect(onChange).toHaveBeenCalledWith(true);
  });

  it('a date: three numeric boxes in a group, joined as YYYY-MM-DD', () => {
    const onChange = vi.fn();
    renderWithProviders(<Field dataPoint={point('date-of-birth')} value="1990-03-" onChange={onChange} />);
    expect(screen.getByRole('group', { name: 'Fecha de nacimiento' })).toBeTruthy();
    const [day, month, year] = ['Día', 'Mes', 'Año'].map((name) => screen.getByRole('textbox', { name }));
    expect([day, month, year].map((b) => b!.getAttribute('inputmode'))).toEqual([
      'numeric',
      'numeric',
      'numeric',
    ]);
    expect(month).toHaveProperty('value', '03');
    expect(year!.getAttribute('autocomplete')).toBe('bday-year');
    fireEvent.change(day!, { target: { value: '7' } });
    expect(onChange).toHaveBeenLastCalledWith('1990-03-07');
  });

  it('a date with a wrong month: hint and error describe the group, only the month is invalid, the summary link goes there', () => {
    renderWithProviders(
      <>
        <ErrorSummary
          errors={[{ fieldId: 'date-of-birth', message: 'Fecha de nacimiento: revise el mes' }]}
          focusKey={1}
        />
        <Field
          dataPoint={point('date-of-birth')}
          value="1990-13-07"
          onChange={() => {}}
          error="errors>date-of-birth>format"
        />
      </>,
    );
    const group = screen.getByRole('group', { name: 'Fecha de nacimiento' });
    const described = descriptions(group);
    expect(described).toEqual([
      'Día, mes y año, por ejemplo, 27 03 1990.',
      'Hay un error: Introduzca su fecha de nacimiento con día, mes y año.',
    ]);
    const invalid = ['Día', 'Mes', 'Año'].map((name) =>
      screen.getByRole('textbox', { name }).getAttribute('aria-invalid'),
    );
    expect(invalid).toEqual([null, 'true', null]);
    fireEvent.click(screen.getByRole('link', { name: 'Fecha de nacimiento: revise el mes' }));
    expect(document.activeElement?.id).toBe('date-of-birth-month');
  });

  it('a date whose parts are each fine but whose day does not exist: every box is invalid', () => {
    renderWithProviders(
      <Field
        dataPoint={point('date-of-birth')}
        value="1990-02-31"
        onChange={() => {}}
        error="errors>date-of-birth>format"
      />,
    );
    const invalid = ['Día', 'Mes', 'Año'].map((name) =>
      screen.getByRole('textbox', { name }).getAttribute('aria-invalid'),
    );
    expect(invalid).toEqual(['true', 'true', 'true']);
  });
});
