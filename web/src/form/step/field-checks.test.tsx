// @vitest-environment happy-dom
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { dataPoints } from '../../../../contract/data-points';
import { EMAIL_PATTERN } from '../../../../contract/data-points/patterns';
import { jsonAnswer, recordingLocation, renderWithProviders } from '../../testing/render';
import { useFormState } from '../form-state';
import { StepFields } from './step-fields';
import { StepPage } from './step-page';

type Answer = (url: string) => Promise<Response>;
let answers: Answer;
let fetchMock: ReturnType<typeof vi.fn>;

beforeEach(() => {
  fetchMock = vi.fn((input: Request) => answers(input.url));
  vi.stubGlobal('fetch', fetchMock);
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

/** The questions as a step shows them, with their checks and look-ups. */
function Fields({ ids }: { ids: readonly string[] }) {
  const form = useFormState(() => ({}));
  return <StepFields points={ids.map((id) => dataPoints[id]!)} form={form} errorOf={() => undefined} />;
}

const type = (name: string, value: string) =>
  fireEvent.change(screen.getByRole('textbox', { name }), { target: { value } });
const calls = (part: string) => fetchMock.mock.calls.filter(([r]) => (r as Request).url.includes(part)).length;

describe('the email check (GET /email/validate/{email})', () => {
  it('makes the address pattern ready at idle, not in the render of an empty box', () => {
    vi.useFakeTimers();
    const prepare = vi.spyOn(EMAIL_PATTERN, 'prepare');
    const test = vi.spyOn(EMAIL_PATTERN, 'test');
    try {
      renderWithProviders(<Fields ids={['email']} />);
      expect(test).not.toHaveBeenCalled();
      expect(prepare).not.toHaveBeenCalled();
      vi.runAllTimers();
      expect(prepare).toHaveBeenCalledTimes(1);
    } finally {
      prepare.mockRestore();
      test.mockRestore();
      vi.useRealTimers();
    }
  });

  it('offers the correction of a mistyped domain as a button, heard politely; pressing it puts it in the box', async () => {
    answers = (url) =>
      url.endsWith('/api/email/validate/ana%40gmial.com')
        ? jsonAnswer({ email: 'ana@gmial.com', valid: true, freeMail: false, suggestion: 'ana@gmail.com' })
        : Promise.reject(new Error(`unexpected ${url}`));
    renderWithProviders(<Fields ids={['email']} />);
    type('Correo electrónico', 'Ana@gmial.com');
    const offer = await screen.findByRole('button', { name: '¿Quería decir ana@gmail.com?' });
    expect(offer.closest('[aria-live]')?.getAttribute('aria-live')).toBe('polite');
    // Never applied by itself.
    expect(screen.getByRole('textbox', { name: 'Correo electrónico' })).toHaveProperty('value', 'Ana@gmial.com');
    fireEvent.click(offer);
    const box = screen.getByRole('textbox', { name: 'Correo electrónico' });
    expect(box).toHaveProperty('value', 'ana@gmail.com');
    expect(screen.queryByRole('button', { name: /ana@gmail\.com/ })).toBeNull();
    expect(document.activeElement).toBe(box);
  });

  it('offers nothing and blocks nothing when the check fails, finds no typo, or the address is not finished', async () => {
    answers = (url) =>
      url.includes('ana%40gmial.com')
        ? Promise.reject(new TypeError('Failed to fetch'))
        : jsonAnswer({ email: 'ana@example.es', valid: true, freeMail: false });
    renderWithProviders(<Fields ids={['email']} />);
    type('Correo electrónico', 'ana@gmial');
    type('Correo electrónico', 'ana@gmial.com');
    await waitFor(() => expect(calls('/email/validate/')).toBe(1));
    type('Correo electrónico', 'ana@example.es');
    await waitFor(() => expect(calls('/email/validate/')).toBe(2));
    expect(screen.queryByRole('button')).toBeNull();
    expect(screen.getByRole('textbox', { name: 'Correo electrónico' })).toHaveProperty('value', 'ana@example.es');
  });
});

describe('a postcode the step fills nothing from (GET /postcode/{code})', () => {
  it('names its place, or says it is unknown without blocking', async () => {
    answers = (url) =>
      url.endsWith('/api/postcode/28013')
        ? jsonAnswer({ postcode: '28013', country: 'ES', city: 'Madrid', province: 'Madrid' })
        : jsonAnswer({ message: 'Postcode not found' }, 404);
    renderWithProviders(<Fields ids={['employer-postal-code']} />);
    type('Código postal de la empresa', '28013');
    expect(await screen.findByText('Este código postal es de Madrid, Madrid.')).toHaveProperty('role', 'status');
    type('Código postal de la empresa', '28999');
    expect(await screen.findByText(/^No conocemos este código postal/)).toBeTruthy();
    expect(calls('/postcode/lookup/')).toBe(0);
  });
});

describe('Continue pressed right after typing the postcode', () => {
  it('waits for the look-up in flight: no town or province errors beside the fields it fills', async () => {
    let place!: (response: Response) => void;
    answers = (url) => {
      if (url.endsWith('/api/postcode/lookup/28013')) return new Promise<Response>((resolve) => (place = resolve));
      return jsonAnswer({ id: '4a1c1f52-5c8e-4b43-9d1c-1a2b3c4d5e6f', state: 0 });
    };
    const steps = [
      { path: '/contact-details', dataPoints: ['postal-code', 'city', 'province'] },
      { path: '/income-details', dataPoints: ['monthly-income'] },
    ];
    const { location } = recordingLocation('/contact-details');
    renderWithProviders(<StepPage steps={steps} index={0} />, { location });
    type('Código postal', '28013');
    fireEvent.click(screen.getByRole('button', { name: 'Continuar' }));
    await waitFor(() => expect(calls('/postcode/lookup/28013')).toBe(1));
    expect(screen.queryByRole('group', { name: 'Hay un problema' })).toBeNull();
    place(new Response(JSON.stringify({ postcode: '28013', country: 'ES', city: 'Madrid', province: 'Madrid' })));
    // The answers go out with the town and province the look-up filled.
    await waitFor(() => expect(calls('/v2/lead')).toBe(1));
    const sent = fetchMock.mock.calls.map(([r]) => r as Request).find((r) => r.url.endsWith('/v2/lead'))!;
    expect(await sent.clone().json()).toMatchObject({ contactDetails: { city: 'Madrid', province: 'Madrid' } });
    expect(screen.queryByRole('group', { name: 'Hay un problema' })).toBeNull();
    expect(screen.getByRole('textbox', { name: 'Localidad' })).toHaveProperty('value', 'Madrid');
    expect(screen.getByRole('textbox', { name: 'Provincia' })).toHaveProperty('value', 'Madrid');
  });
});
