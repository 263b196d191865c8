// @vitest-environment happy-dom
import { act, fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { jsonAnswer, renderWithProviders } from '../../testing/render';
import { useLeadSave, type SaveOutcome } from './use-lead-save';

const reported = vi.hoisted(() => ({ affiliate: 0, form: 0 }));
vi.mock('../../lead/affiliate-report', () => ({ reportSaved: () => void reported.affiliate++ }));
vi.mock('../../tracking/form-events', () => ({ reportStepSaved: () => void reported.form++ }));

const LEAD_ID = '0b7f5d2e-8c1a-4f3b-9e6d-2a4c8b1e7f90';
const outcomes: SaveOutcome[] = [];
function Saver() {
  const { save } = useLeadSave([{ path: '/personal-details', fields: ['firstName'] }]);
  const press = () =>
    void save('/personal-details', { personalDetails: { firstName: 'Ana' } }, false).then((o) => outcomes.push(o));
  return (
    <button type="button" onClick={press}>
      Save
    </button>
  );
}

afterEach(() => {
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

describe('useLeadSave', () => {
  it("reports a save only once the page is idle after it, so the reports' code never holds up the next screen", async () => {
    // Timers only: the answer's body is still read on real turns of the event loop.
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'requestIdleCallback', 'cancelIdleCallback'] });
    vi.stubGlobal(
      'fetch',
      vi.fn(() => jsonAnswer({ id: LEAD_ID, state: 0, route: '/contact-details', status: 'in-progress' }, 201)),
    );
    renderWithProviders(<Saver />);
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await act(async () => {
      for (let turn = 0; turn < 100 && !outcomes.length; turn++) await new Promise((r) => setImmediate(r));
    });
    expect(outcomes).toEqual([{ ok: true }]);
    await vi.dynamicImportSettled();
    expect(reported).toEqual({ affiliate: 0, form: 0 });
    await vi.runAllTimersAsync();
    await vi.dynamicImportSettled();
    expect(reported).toEqual({ affiliate: 1, form: 1 });
  });
});
