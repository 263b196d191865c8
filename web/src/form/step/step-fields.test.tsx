// @vitest-environment happy-dom
import { cleanup, fireEvent, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { brand } from 'virtual:brand';
import { sessionStore } from '../../lib/safe-storage';
import { recordingLocation, renderWithProviders } from '../../testing/render';
import type * as fieldModule from '../../ui/field';
import { Field } from '../../ui/field';
import { draftKey } from '../draft';
import { StepPage } from './step-page';

// Each question's component, counted: which questions a keystroke or a press renders again.
vi.mock('../../ui/field', async (original) => {
  const real = await original<typeof fieldModule>();
  return { ...real, Field: vi.fn(real.Field) };
});

const steps = brand.steps;
/** The questions rendered since the last count, by data-point id. */
const rendered = () => {
  const ids = vi.mocked(Field).mock.calls.map(([props]) => props.dataPoint.id);
  vi.mocked(Field).mockClear();
  return new Set(ids);
};

describe('StepFields (es-1, the first classic step)', () => {
  beforeEach(() => sessionStore.remove(draftKey(steps[0]!.path)));
  afterEach(cleanup);

  it('a keystroke renders again only the question typed into', () => {
    renderWithProviders(<StepPage steps={steps} index={0} />, { location: recordingLocation(steps[0]!.path).location });
    expect(rendered()).toContain('last-name');
    fireEvent.change(screen.getByRole('textbox', { name: 'Nombre' }), { target: { value: 'Ana' } });
    expect(screen.getByRole('textbox', { name: 'Nombre' })).toHaveProperty('value', 'Ana');
    // The national id's row has help under it (it fills in the birth date), which reads the whole form.
    expect([...rendered()].filter((id) => id !== 'personal-code')).toEqual(['first-name']);
  });

  it('a press with errors renders again the questions it gives an error, not one answered', async () => {
    renderWithProviders(<StepPage steps={steps} index={0} />, { location: recordingLocation(steps[0]!.path).location });
    fireEvent.change(screen.getByRole('textbox', { name: 'Nombre' }), { target: { value: 'Ana' } });
    rendered();
    fireEvent.click(screen.getByRole('button', { name: 'Continuar' }));
    await screen.findByRole('group', { name: 'Hay un problema' });
    const again = rendered();
    expect(again).toContain('last-name');
    expect(again).not.toContain('first-name');
    expect(screen.getByRole('textbox', { name: 'Primer apellido' }).getAttribute('aria-invalid')).toBe('true');
  });
});
