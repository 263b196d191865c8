// @vitest-environment happy-dom
import { cleanup, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { brand } from 'virtual:brand';
import type { Offer } from '../../../../contract/api-answers';
import { makeStore } from '../../app/store';
import { setApplicationResult } from '../../lead/lead-application-slice';
import { formatMoney, formatPercent } from '../../lib/format';
import { renderWithProviders } from '../../testing/render';
import { AcceptedScreen } from './result-screens';
import { offerOf } from '../common/offer-summary';

afterEach(cleanup);

/** es-1 (the unit tests' brand): 200 € over 30 days at 0 %. */
const DAY_OFFER: Offer = {
  amount: 200,
  period: 30,
  periodScale: 'days',
  instalments: 1,
  instalment: 200,
  totalRepayable: 200,
  apr: 0,
  currency: 'EUR',
};

function renderAccepted(result: Record<string, unknown> | null) {
  const store = makeStore();
  if (result) store.dispatch(setApplicationResult(result));
  return renderWithProviders(<AcceptedScreen />, { store });
}

/** The definition list's rows as [term, definition] pairs, in order. */
function rows(list: HTMLElement): [string, string][] {
  return [...list.querySelectorAll('dt')].map((dt) => [
    dt.textContent ?? '',
    dt.nextElementSibling?.textContent ?? '',
  ]);
}

const money = (v: number) => formatMoney(brand.locale, 'EUR', v);

describe('AcceptedScreen', () => {
  it('shows the offer as a definition list: amount, term, repayment, total, APR and lender, in the brand locale', () => {
    renderAccepted({
      status: 'accepted',
      offerId: 'offer-0a1b2c3d4e5f',
      partner: { name: 'Crédito Ibérico' },
      offer: DAY_OFFER,
    });
    const section = screen.getByRole('region', { name: 'Su oferta' });
    expect(within(section).getAllByRole('term')).toHaveLength(6);
    expect(rows(section.querySelector('dl')!)).toEqual([
      ['Importe del préstamo', money(200)],
      ['Plazo de devolución', '30 días'],
      ['Pago único al final del plazo', money(200)],
      ['Total a devolver', money(200)],
      ['TAE', formatPercent(brand.locale, 0)],
      ['Entidad prestamista', 'Crédito Ibérico'],
    ]);
    expect(money(200)).toMatch(/^200,00\s€$/);
    expect(screen.getByText(/La referencia de su oferta es offer-0a1b2c3d4e5f\./)).toBeTruthy();
  });

  it('a loan repaid monthly names its monthly instalment', () => {
    const offer = {
      ...DAY_OFFER,
      amount: 3000,
      period: 6,
      periodScale: 'months',
      instalments: 6,
      instalment: 527.71,
      totalRepayable: 3166.26,
      apr: 20.75,
    };
    renderAccepted({ offer });
    const list = screen.getByRole('region', { name: 'Su oferta' }).querySelector('dl')!;
    expect(rows(list)).toEqual([
      ['Importe del préstamo', money(3000)],
      ['Plazo de devolución', '6 meses'],
      ['Cuota mensual', money(527.71)],
      ['Total a devolver', money(3166.26)],
      ['TAE', formatPercent(brand.locale, 20.75)],
    ]);
  });

  it('headings in order: the screen, its offer, then what happens next, a numbered list of three steps', () => {
    renderAccepted({ offer: DAY_OFFER });
    expect(screen.getAllByRole('heading').map((h) => `${h.tagName} ${h.textContent}`)).toEqual([
      'H1 Su préstamo está aprobado',
      'H2 Su oferta',
      'H2 Próximos pasos',
    ]);
    const steps = within(screen.getByRole('region', { name: 'Próximos pasos' })).getAllByRole('listitem');
    expect(steps.map((li) => li.querySelector('strong')?.textContent)).toEqual([
      'Contrato por correo electrónico',
      'Firma online',
      'Ingreso del dinero',
    ]);
    expect(steps[0]!.closest('ol')).not.toBeNull();
  });

  it('without figures (an old or tampered result) names the lender in a sentence and shows no offer', () => {
    renderAccepted({ partner: { name: 'Financiera del Sol' }, offer: { ...DAY_OFFER, amount: '200' } });
    expect(screen.queryByRole('region', { name: 'Su oferta' })).toBeNull();
    expect(screen.getByText('Su préstamo lo concede Financiera del Sol.')).toBeTruthy();
    expect(screen.getByRole('region', { name: 'Próximos pasos' })).toBeTruthy();
  });

  it('with no result at all: the heading and the next steps, no empty reference', () => {
    renderAccepted(null);
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Su préstamo está aprobado');
    expect(screen.queryByText(/referencia/)).toBeNull();
  });
});

describe('offerOf', () => {
  it('takes a whole offer and refuses anything malformed', () => {
    expect(offerOf({ offer: DAY_OFFER })).toEqual(DAY_OFFER);
    expect(offerOf(null)).toBeUndefined();
    expect(offerOf({ offer: 'x' })).toBeUndefined();
    expect(offerOf({ offer: { ...DAY_OFFER, apr: Number.NaN } })).toBeUndefined();
    expect(offerOf({ offer: { ...DAY_OFFER, totalRepayable: -1 } })).toBeUndefined();
    expect(offerOf({ offer: { ...DAY_OFFER, periodScale: 'weeks' } })).toBeUndefined();
    expect(offerOf({ offer: { ...DAY_OFFER, currency: '<b>' } })).toBeUndefined();
    const { instalment: _dropped, ...partial } = DAY_OFFER;
    expect(offerOf({ offer: partial })).toBeUndefined();
  });
});
