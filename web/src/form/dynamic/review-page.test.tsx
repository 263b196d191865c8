// @vitest-environment happy-dom
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi, type Mock } from 'vitest';
import { brand } from 'virtual:brand';
import { dataPoints, parseDataPoints, validationContext } from '../../../../contract/data-points';
import { answersFor } from '../../../../contract/testing/data-point-answers';
import { initialLeadApplicationState } from '../../lead/lead-application-slice';
import { formatMoney } from '../../lib/format';
import { useRouteChange } from '../../progress/route-change';
import { jsonAnswer, recordingLocation, renderWithProviders } from '../../testing/render';
import {
  dynamicPagesSlice,
  initialDynamicPagesState,
  dataPointsRequested,
  type DynamicPagesState,
} from '../dynamic-pages-slice';
import { ReviewPage } from './review-page';

const LEAD_ID = '4a1c1f52-5c8e-4b43-9d1c-1a2b3c4d5e6f';
const ASKED = ['personal-code', 'monthly-income', 'income-source', 'housing-tenure', 'bank-account'];

/** The pages of a Spanish dynamic form whose every page is answered (a pensioner: no employer, no mortgage). */
function answered(overrides: Record<string, unknown> = {}) {
  const values = {
    ...answersFor('ES'),
    'income-source': 'pension',
    'housing-tenure': 'tenant-private',
    amount: '250',
    period: '30',
    ...overrides,
  };
  const ids = [...initialDynamicPagesState().pages[0]!.dataPoints, ...ASKED].filter((id) => dataPoints[id]);
  const { lead, errors } = parseDataPoints(
    ids,
    values,
    validationContext(brand, new Date('2026-11-26T12:00:00Z')),
  );
  expect(errors).toEqual([]);
  // One page at a time, as the server asks for them.
  const dynamicPages = ASKED.reduce<DynamicPagesState>(
    (pages, id) => dynamicPagesSlice.reducer(pages, dataPointsRequested([id])),
    initialDynamicPagesState(),
  );
  return {
    dynamicPages,
    leadApplication: { ...initialLeadApplicationState, applicationData: { ...lead, id: LEAD_ID } },
  };
}

function Review() {
  useRouteChange();
  return <ReviewPage />;
}

const answer = jsonAnswer;

describe('ReviewPage (the dynamic form before it is sent)', () => {
  let fetchMock: Mock<(request: Request) => Promise<Response>>;
  beforeEach(() => {
    fetchMock = vi.fn((_request: Request) =>
      answer({ id: LEAD_ID, state: 7, route: '/checking', status: 'checking', requestedDataPoints: [] }),
    );
    vi.stubGlobal('fetch', fetchMock);
  });
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
  });

  it('reads every answer back under its page, in the language, each page with a link to change it', () => {
    const { location } = recordingLocation('/review');
    renderWithProviders(<Review />, { state: answered(), location });
    const heading = screen.getByRole('heading', { level: 1, name: 'Revise sus respuestas' });
    // Six pages shown, two the answers ruled out (employer, mortgage), and the review: the last of nine, the total
    // every page said (a count that never changes, decision 0008).
    expect(document.getElementById(heading.getAttribute('aria-describedby')!)?.textContent).toBe(
      'Paso 9 de 9',
    );
    expect(document.title).toMatch(/^Revise sus respuestas, Paso 9 de 9 - /);
    const about = screen.getByRole('region', { name: 'Sobre usted' });
    const row = (region: HTMLElement, term: string) =>
      within(region).getByText(term, { selector: 'dt' }).nextElementSibling?.textContent;
    expect(row(about, 'Nombre')).toBe(answersFor('ES')['first-name']);
    expect(row(about, 'Importe del préstamo')).toBe(formatMoney(brand.locale, brand.currency, 250));
    expect(row(about, 'Fecha de nacimiento')).toMatch(/\d{4}$/);
    expect(within(about).getByRole('link', { name: 'Cambiar Sobre usted' }).getAttribute('href')).toBe(
      '/application-frontend/initial-details',
    );
    const income = screen.getByRole('region', { name: 'Ingresos mensuales' });
    expect(row(income, 'Ingresos netos mensuales')).toMatch(/€$/);
    // A choice is read by its label, never its code; the policies are consents, not answers.
    expect(screen.getByRole('region', { name: 'Fuente de ingresos' }).textContent).not.toContain('pension');
    expect(screen.queryByText(/general-policies/)).toBeNull();
    expect(screen.getByRole('button', { name: 'Enviar mi solicitud' })).toBeTruthy();
  });

  it('submits with every data point and the page order, then goes to the check', async () => {
    const { location, visited } = recordingLocation('/review');
    renderWithProviders(<Review />, { state: answered(), location });
    fireEvent.click(screen.getByRole('button', { name: 'Enviar mi solicitud' }));
    // The save goes to the check; the submitted application's step guard names the same screen (use-step-guard.ts).
    await waitFor(() => expect(visited.at(-1)).toBe('/checking'));
    expect(new Set(visited)).toEqual(new Set(['/checking']));
    expect(fetchMock).toHaveBeenCalledTimes(1);
    const [request] = fetchMock.mock.calls[0]!;
    expect(new URL(request.url).pathname).toBe('/v3/lead');
    const body = (await request.json()) as Record<string, unknown>;
    expect(body).toMatchObject({ id: LEAD_ID, submit: true });
    expect(body.stepOrder).toEqual({
      'initial-details': 1,
      'personal-code': 2,
      'monthly-income': 3,
      'income-source': 4,
      'housing-information': 5,
      'bank-account': 6,
    });
    expect(body.dataPoints).toEqual(expect.arrayContaining(['first-name', ...ASKED]));
  });

  it('opens the page the server still misses an answer for, and submits nothing', async () => {
    fetchMock.mockImplementation(() =>
      answer({
        id: LEAD_ID,
        state: 3,
        route: '/income-details',
        status: 'in-progress',
        requestedDataPoints: ['bank-account'],
      }),
    );
    const { location, visited } = recordingLocation('/review');
    renderWithProviders(<Review />, { state: answered(), location });
    fireEvent.click(screen.getByRole('button', { name: 'Enviar mi solicitud' }));
    await waitFor(() => expect(visited).toEqual(['/bank-account']));
  });

  it('says a failed send is ours, keeps every answer, and takes the focus to the message', async () => {
    fetchMock.mockImplementation(() => answer({ message: 'boom' }, 500));
    const { location, visited } = recordingLocation('/review');
    const { store } = renderWithProviders(<Review />, { state: answered(), location });
    fireEvent.click(screen.getByRole('button', { name: 'Enviar mi solicitud' }));
    const alert = await screen.findByText(/Se ha producido un error por nuestra parte|nuestra parte/);
    await waitFor(() => expect(document.activeElement).toBe(alert));
    expect(visited).toEqual([]);
    expect(store.getState().leadApplication.applicationData).toMatchObject({ id: LEAD_ID });
  });

  it('is not shown before every page is answered: the first unanswered page opens instead', async () => {
    const state = answered();
    const { incomeDetails: _income, ...withoutIncome } = state.leadApplication.applicationData as Record<
      string,
      unknown
    >;
    const { location, visited } = recordingLocation('/review');
    renderWithProviders(<Review />, {
      state: { ...state, leadApplication: { ...state.leadApplication, applicationData: withoutIncome } },
      location,
    });
    await waitFor(() => expect(visited).toEqual(['/monthly-income']));
    expect(screen.queryByRole('heading', { level: 1 })).toBeNull();
  });
});
