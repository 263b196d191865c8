// @vitest-environment happy-dom
import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useSettled } from './use-settled';

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

describe('useSettled', () => {
  it('follows the value once it has not changed for the pause, one change per pause', () => {
    const { result, rerender } = renderHook(({ value }) => useSettled(value, 500), { initialProps: { value: 'a' } });
    expect(result.current).toBe('a');
    rerender({ value: 'ab' });
    act(() => vi.advanceTimersByTime(400));
    rerender({ value: 'abc' });
    act(() => vi.advanceTimersByTime(400));
    expect(result.current).toBe('a');
    act(() => vi.advanceTimersByTime(100));
    expect(result.current).toBe('abc');
  });

  it('starts from `initial` when given, and reaches the value after the pause', () => {
    const { result } = renderHook(() => useSettled('ana@gmial.co', 500, ''));
    expect(result.current).toBe('');
    act(() => vi.advanceTimersByTime(500));
    expect(result.current).toBe('ana@gmial.co');
  });
});
