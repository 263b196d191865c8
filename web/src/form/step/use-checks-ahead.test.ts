// @vitest-environment happy-dom
import { renderHook } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type * as points from '../../../../contract/data-points';
import { dataPoints, parseDataPoints } from '../../../../contract/data-points';
import { useChecksAhead } from './use-checks-ahead';

vi.mock('../../../../contract/data-points', async (original) => {
  const real = await original<typeof points>();
  return { ...real, parseDataPoints: vi.fn(real.parseDataPoints) };
});

const asked = [dataPoints['first-name']!, dataPoints['last-name']!];

describe('useChecksAhead', () => {
  afterEach(() => {
    vi.useRealTimers();
    vi.mocked(parseDataPoints).mockClear();
  });

  it('checks a question once at idle after it is first answered, never while typing goes on', () => {
    vi.useFakeTimers();
    const { rerender } = renderHook(({ values }) => useChecksAhead(values, asked), {
      initialProps: { values: {} },
    });
    vi.runAllTimers();
    expect(parseDataPoints).not.toHaveBeenCalled();
    rerender({ values: { 'first-name': 'A' } });
    rerender({ values: { 'first-name': 'An' } });
    expect(parseDataPoints).not.toHaveBeenCalled();
    vi.runAllTimers();
    expect(vi.mocked(parseDataPoints).mock.calls.map(([ids, values]) => [ids, values])).toEqual([
      [['first-name'], { 'first-name': 'An' }],
    ]);
    rerender({ values: { 'first-name': 'Ana', 'last-name': 'G' } });
    vi.runAllTimers();
    expect(vi.mocked(parseDataPoints).mock.calls.at(-1)?.[0]).toEqual(['last-name']);
    rerender({ values: { 'first-name': 'Anabel', 'last-name': 'Gómez' } });
    vi.runAllTimers();
    expect(parseDataPoints).toHaveBeenCalledTimes(2);
  });
});
