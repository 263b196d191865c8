// @vitest-environment happy-dom
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { brand } from 'virtual:brand';
import { GOOD } from '../../../../contract/testing/data-point-fixtures';
import { sessionStore } from '../../lib/safe-storage';
import { useRouteChange } from '../../progress/route-change';
import { recordingLocation as recordingAt, renderWithProviders } from '../../testing/render';
import { draftKey } from '../draft';
import { StepPage } from './step-page';

const steps = brand.steps;
const LEAD_ID = '4a1c1f52-5c8e-4b43-9d1c-1a2b3c4d5e6f';

const recordingLocation = () => recordingAt(steps[0]!.path);

/** The step as the application page mounts it: with the hook that carries out a recorded route change. */
function StepWithRouteChange({ index }: { index: number }) {
  useRouteChange();
  return <StepPage steps={steps} index={index} />;
}

const type = (name: string | RegExp, value: string) =>
  fireEvent.change(screen.getByRole('textbox', { name }), { target: { value } });

function fillValidAnswers() {
  type('Nombre', 'Ana');
  type('Primer apellido', 'García');
  type('DNI o NIE', GOOD.ES['personal-code']);
  const [year, month, day] = GOOD.ES['date-of-birth'].split('-');
  type('Día', day!);
  type('Mes', month!);
  type('Año', year!);
  fireEvent.click(screen.getByRole('radio', { name: 'Mujer' }));
}

describe('StepPage (es-1, the first classic step)', () => {
  let fetchMock: ReturnType<typeof vi.fn>;
  beforeEach(() => {
    fetchMock = vi.fn(() => Promise.resolve(new Response(JSON.stringify({ id: LEAD_ID, state: 0 }), { headers: { 'content-type': 'application/json' } })));
    vi.stubGlobal('fetch', fetchMock);
    sessionStore.remove(draftKey(steps[0]!.path));
  });
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
  });

  it('asks its questions under a heading, with the progress and a way back', () => {
    renderWithProviders(<StepPage steps={steps} index={0} />, { location: recordingLocation().location });
    expect(screen.getByRole('heading', { level: 1, name: 'Datos personales' })).toBeTruthy();
    expect(screen.getByText(`Paso 1 de ${steps.length}`)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Atrás' }).getAttribute('href')).toBe('/application-frontend/loan-information');
    for (const name of ['Nombre', 'Primer apellido', 'DNI o NIE']) expect(screen.getByRole('textbox', { name })).toBeTruthy();
    expect(screen.getByRole('group', { name: 'Sexo' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Continuar' })).toBeTruthy();
  });

  it('says what a screen reader user would otherwise miss: the progress with the heading, which answers are needed', () => {
    renderWithProviders(<StepPage steps={steps} index={0} />, { location: recordingLocation().location });
    // The progress sits above the heading, which takes the focus: the heading is described by it.
    const heading = screen.getByRole('heading', { level: 1, name: 'Datos personales' });
    expect(document.getElementById(heading.getAttribute('aria-describedby') ?? '')?.textContent).toBe(`Paso 1 de ${steps.length}`);
    // Each needed answer says so; the optional one does not.
    for (const name of ['Nombre', 'Primer apellido', 'DNI o NIE', 'Día', 'Mes', 'Año'])
      expect(screen.getByRole<HTMLInputElement>('textbox', { name }).required, name).toBe(true);
    expect(screen.getByRole<HTMLInputElement>('textbox', { name: 'Segundo apellido (opcional)' }).required).toBe(false);
    expect(screen.getByRole<HTMLInputElement>('radio', { name: 'Mujer' }).required).toBe(true);
    // The save's alert is in the page, empty, before anything fails: a failure is then a change that is announced.
    expect(screen.getByRole('alert').textContent).toBe('');
    // A button that is not busy carries no "not disabled" state to be read out.
    expect(screen.getByRole('button', { name: 'Continuar' }).hasAttribute('aria-disabled')).toBe(false);
  });

  it('names the screen in the document title, "Error:" first while errors show', async () => {
    renderWithProviders(<StepPage steps={steps} index={0} />, { location: recordingLocation().location });
    const site = brand.page.title || brand.displayName;
    await waitFor(() => expect(document.title).toBe(`Datos personales, Paso 1 de ${steps.length} - ${site}`));
    fireEvent.click(screen.getByRole('button', { name: 'Continuar' }));
    await waitFor(() => expect(document.title).toBe(`Error: Datos personales, Paso 1 de ${steps.length} - ${site}`));
  });

  it('while saving, the button keeps the focus and a status says so; a failed save moves focus to its message', async () => {
    let answer!: (response: Response) => void;
    const held = new Promise<Response>((resolve) => (answer = resolve));
    fetchMock.mockReturnValueOnce(held);
    const { location } = recordingLocation();
    renderWithProviders(<StepPage steps={steps} index={0} />, { location });
    fillValidAnswers();
    const button = screen.getByRole('button', { name: 'Continuar' });
    button.focus();
    fireEvent.click(button);
    await waitFor(() => expect(screen.getByRole('status').textContent).toBe('Guardando sus respuestas…'));
    expect(button.hasAttribute('disabled')).toBe(false);
    expect(button.getAttribute('aria-disabled')).toBe('true');
    expect(document.activeElement).toBe(button);
    vi.spyOn(console, 'error').mockImplementation(() => {});
    await waitFor(() => expect(fetchMock).toHaveBeenCalled());
    answer(new Response('', { status: 503 }));
    // The server answered with a fault: the message says the fault is ours, not the person's connection.
    const message = await screen.findByText(/^Algo ha fallado por nuestra parte/);
    await waitFor(() => expect(document.activeElement).toBe(message));
    expect(message.getAttribute('role')).toBe('alert');
  });

  it('a save that gets no answer at all asks the person to check their connection; their answers stay', async () => {
    fetchMock.mockRejectedValueOnce(new TypeError('Failed to fetch'));
    vi.spyOn(console, 'error').mockImplementation(() => {});
    renderWithProviders(<StepPage steps={steps} index={0} />, { location: recordingLocation().location });
    fillValidAnswers();
    fireEvent.click(screen.getByRole('button', { name: 'Continuar' }));
    const message = await screen.findByText(/^No hemos podido guardar sus respuestas\. Compruebe su conexión/);
    expect(message.getAttribute('role')).toBe('alert');
    expect(screen.getByRole('textbox', { name: 'Nombre' })).toHaveProperty('value', 'Ana');
  });

  it('an empty press: every problem in a focused summary naming its question, nothing sent, nowhere to go', async () => {
    const { location, visited } = recordingLocation();
    renderWithProviders(<StepPage steps={steps} index={0} />, { location });
    type('Nombre', 'Ana');
    fireEvent.click(screen.getByRole('button', { name: 'Continuar' }));
    const summary = await screen.findByRole('group', { name: 'Hay un problema' });
    // Focus moves in the summary's effect, which may run a task after the summary is in the page.
    await waitFor(() => expect(document.activeElement).toBe(summary));
    expect(screen.getByRole('link', { name: 'Primer apellido: Introduzca una respuesta para continuar.' })).toBeTruthy();
    expect(screen.queryByRole('link', { name: /^Nombre:/ })).toBeNull();
    expect(screen.getByRole('textbox', { name: 'Nombre' })).toHaveProperty('value', 'Ana');
    expect(fetchMock).not.toHaveBeenCalled();
    expect(visited).toEqual([]);
  });

  it("keeps what is typed as the step's draft in sessionStorage, in the keystroke's own event", () => {
    renderWithProviders(<StepPage steps={steps} index={0} />, { location: recordingLocation().location });
    type('Primer apellido', 'García');
    // No wait: a reload right after the keystroke (a phone discarding the tab) finds it.
    expect(sessionStore.getJson(draftKey(steps[0]!.path), (v): v is Record<string, unknown> => typeof v === 'object')).toMatchObject({ 'last-name': 'García' });
  });

  it('valid answers: the lead is created with an Idempotency-Key and the person goes to the next step', async () => {
    const { location, visited } = recordingLocation();
    const { store } = renderWithProviders(<StepWithRouteChange index={0} />, { location });
    type('Nombre', 'Ana');
    type('Primer apellido', 'García');
    type('DNI o NIE', GOOD.ES['personal-code']);
    const [year, month, day] = GOOD.ES['date-of-birth'].split('-');
    type('Día', day!);
    type('Mes', month!);
    type('Año', year!);
    fireEvent.click(screen.getByRole('radio', { name: 'Mujer' }));
    fireEvent.click(screen.getByRole('button', { name: 'Continuar' }));
    await waitFor(() => expect(visited).toEqual([steps[1]!.path]));
    const request = fetchMock.mock.calls[0]?.[0] as Request;
    expect(request.method).toBe('POST');
    expect(request.url).toMatch(/\/api\/v2\/lead$/);
    expect(request.headers.get('Idempotency-Key')).toMatch(/^[0-9a-f-]{36}$/);
    expect(store.getState().leadApplication.applicationData.id).toBe(LEAD_ID);
    expect(sessionStore.get(draftKey(steps[0]!.path))).toBeNull();
    // The move went through the progress rule: the next step's state, its route change carried out and cleared.
    expect(store.getState().leadApplication.progressState).toBe(2);
    expect(store.getState().leadApplication.routeChange).toBeNull();
  });
});
