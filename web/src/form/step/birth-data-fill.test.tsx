// @vitest-environment happy-dom
import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { resolveBrand } from '../../../../brands/resolve';
import { GOOD } from '../../../../contract/testing/data-point-fixtures';
import type { CountryCode } from '../../../../contract/country';
import { createI18n } from '../../i18n/i18n';
import { I18nProvider } from '../../i18n/react';
import { labelOf, textOf } from '../../testing/brand-text';
import { renderWithProviders, SPANISH } from '../../testing/render';
import { useFormState, type FormState, type FormValues } from '../form-state';
import { BirthDataFill } from './birth-data-fill';
import { StepPage } from './step-page';

afterEach(cleanup);

const FILLS = { birthDate: 'date-of-birth', sex: 'gender' };

function setUp(country: CountryCode, initial: FormValues) {
  const said: string[] = [];
  let form!: FormState;
  function Probe() {
    form = useFormState(() => initial);
    return (
      <BirthDataFill
        country={country}
        form={form}
        code="personal-code"
        fills={FILLS}
        onStatus={(s) => said.push(s)}
      />
    );
  }
  const i18n = createI18n({ lng: 'es', bundled: SPANISH, http: false });
  render(
    <I18nProvider i18n={i18n}>
      <Probe />
    </I18nProvider>,
  );
  return { form: () => form, said };
}

describe('BirthDataFill', () => {
  it('a valid PESEL fills in the empty birth date and sex, and says so once', () => {
    const { form, said } = setUp('PL', { 'personal-code': '', 'date-of-birth': '', gender: '' });
    act(() => form().setValue('personal-code', GOOD.PL['personal-code']));
    expect(form().values['date-of-birth']).toBe(GOOD.PL['date-of-birth']);
    expect(form().values.gender).toBe(GOOD.PL.gender);
    expect(said).toEqual([SPANISH.form.assist.birthDataFilled]);
  });

  it('never overwrites what was typed: a differing birth date stays, for the cross-check to question', () => {
    const { form, said } = setUp('PL', {
      'personal-code': '',
      'date-of-birth': '1990-01-01',
      gender: 'female',
    });
    act(() => form().setValue('personal-code', GOOD.PL['personal-code']));
    expect(form().values['date-of-birth']).toBe('1990-01-01');
    expect(form().values.gender).toBe('female');
    expect(said).toEqual([]);
  });

  it('an id that is not valid yet, or encodes no birth date (a Spanish DNI), fills nothing', () => {
    const pl = setUp('PL', { 'personal-code': '', 'date-of-birth': '', gender: '' });
    act(() => pl.form().setValue('personal-code', '4405140135'));
    expect(pl.form().values['date-of-birth']).toBe('');
    cleanup();
    const es = setUp('ES', { 'personal-code': '', 'date-of-birth': '', gender: '' });
    act(() => es.form().setValue('personal-code', GOOD.ES['personal-code']));
    expect(es.form().values['date-of-birth']).toBe('');
    expect(es.said).toEqual([]);
  });
});

describe("pl-1's first step", () => {
  const config = resolveBrand('pl-1', 'development');
  const text = (key: string) => textOf(config.locale, 'form', key);

  it('a PESEL fills in the birth date and sex it encodes and says so, in Polish', async () => {
    renderWithProviders(<StepPage steps={config.steps} index={0} />, { brand: 'pl-1' });
    const code = screen.getByRole('textbox', { name: labelOf(config, 'personal-code') });
    fireEvent.change(code, { target: { value: GOOD.PL['personal-code'] } });
    await waitFor(() =>
      expect(screen.getAllByRole('status').map((s) => s.textContent)).toContain(
        text('assist>birthDataFilled'),
      ),
    );
    const [year, month, day] = GOOD.PL['date-of-birth'].split('-');
    for (const [key, value] of [
      ['date>day', day],
      ['date>month', month],
      ['date>year', year],
    ] as const)
      expect(screen.getByRole<HTMLInputElement>('textbox', { name: text(key) }).value).toBe(value);
    const sex = screen.getByRole<HTMLInputElement>('radio', {
      name: text(`options>gender>${GOOD.PL.gender}`),
    });
    expect(sex.checked).toBe(true);
  });
});
