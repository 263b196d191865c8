// @vitest-environment happy-dom
import { renderHook } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useSaveCodeAhead } from './use-lead-save';

const loaded = vi.hoisted(() => ({ times: 0 }));
vi.mock('../../lead/lead-api', () => {
  loaded.times++;
  return { leadApi: { endpoints: {} } };
});

describe('useSaveCodeAhead', () => {
  afterEach(() => vi.useRealTimers());

  it("loads the API's code at idle once a question is answered, and not before", async () => {
    vi.useFakeTimers();
    const { rerender } = renderHook(({ answered }) => useSaveCodeAhead(answered), {
      initialProps: { answered: false },
    });
    await vi.runAllTimersAsync();
    expect(loaded.times).toBe(0);
    rerender({ answered: true });
    expect(loaded.times).toBe(0);
    await vi.runAllTimersAsync();
    await vi.dynamicImportSettled();
    expect(loaded.times).toBe(1);
  });
});
