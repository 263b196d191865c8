// @vitest-environment happy-dom
import { act, cleanup, fireEvent, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { dataPoints } from '../../../../contract/data-points';
import { jsonAnswer, renderWithProviders } from '../../testing/render';
import { useFormState } from '../form-state';
import { StepFields } from './step-fields';

// Records when the email check's module (and with it the API client's code) has been imported.
const loaded = vi.hoisted(() => ({ emailCheck: 0 }));
vi.mock('./email-suggestion', async (importOriginal) => {
  const module = await importOriginal();
  loaded.emailCheck += 1;
  return module;
});
/** Lets a task pass: whatever an import, a render or an effect had started has had its turn. */
const aTaskLater = () => act(() => new Promise((resolve) => setTimeout(resolve, 0)));

let fetchMock: ReturnType<typeof vi.fn>;
beforeEach(() => {
  fetchMock = vi.fn(() => jsonAnswer({ email: 'ana@gmial.com', valid: true, freeMail: false, suggestion: 'ana@gmail.com' }));
  vi.stubGlobal('fetch', fetchMock);
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

function Fields() {
  const form = useFormState(() => ({}));
  return <StepFields points={[dataPoints.email!]} form={form} errorOf={() => undefined} />;
}

describe('the email check’s code', () => {
  it('is not loaded with the step, nor while the address is unfinished; it loads when an address is well formed', async () => {
    renderWithProviders(<Fields />);
    const box = screen.getByRole('textbox', { name: 'Correo electrónico' });
    await aTaskLater();
    expect(loaded.emailCheck).toBe(0);
    fireEvent.change(box, { target: { value: 'ana@gmial' } });
    await aTaskLater();
    expect(loaded.emailCheck).toBe(0);
    fireEvent.change(box, { target: { value: 'ana@gmial.com' } });
    await vi.waitFor(() => expect(loaded.emailCheck).toBe(1));
    expect(await screen.findByRole('button', { name: '¿Quería decir ana@gmail.com?' })).toBeTruthy();
    expect(fetchMock).toHaveBeenCalledTimes(1);
    // The live region was there from the start, so the offer is heard.
    expect(screen.getByRole('button', { name: /ana@gmail\.com/ }).closest('[aria-live]')).toBeTruthy();
  });
});
