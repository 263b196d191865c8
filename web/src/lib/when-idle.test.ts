// @vitest-environment happy-dom
import { describe, expect, it, vi } from 'vitest';
import { whenIdle } from './when-idle';

describe('whenIdle', () => {
  it('waits for the load event, then for an idle moment', () => {
    const listeners: Record<string, () => void> = {};
    const requestIdleCallback = vi.fn((callback: () => void) => {
      callback();
      return 1;
    });
    const win = {
      document: { readyState: 'loading' },
      addEventListener: (type: string, listener: () => void) => (listeners[type] = listener),
      requestIdleCallback,
      removeEventListener: vi.fn(),
      setTimeout,
    } as unknown as Window;
    const run = vi.fn();
    whenIdle(win, run);
    expect(run).not.toHaveBeenCalled();
    listeners.load!();
    expect(requestIdleCallback).toHaveBeenCalledWith(run, { timeout: 5000 });
    expect(run).toHaveBeenCalledTimes(1);
  });


  it('on a page already loaded, waits only for an idle moment; without idle callbacks, for the next task', () => {
    vi.useFakeTimers();
    try {
      const run = vi.fn();
      whenIdle({ document: { readyState: 'complete' }, setTimeout, clearTimeout } as unknown as Window, run);
      expect(run).not.toHaveBeenCalled();
      vi.advanceTimersByTime(1);
      expect(run).toHaveBeenCalledTimes(1);
    } finally {
      vi.useRealTimers();
    }
  });

  it('cancelled before the page loaded or before the idle moment, never runs', () => {
    vi.useFakeTimers();
    try {
      const run = vi.fn();
      const win = { document: { readyState: 'loading' }, addEventListener: vi.fn(), removeEventListener: vi.fn(), setTimeout, clearTimeout };
      whenIdle(win as unknown as Window, run)();
      expect(win.removeEventListener).toHaveBeenCalledWith('load', win.addEventListener.mock.calls[0]![1]);
      whenIdle({ ...win, document: { readyState: 'complete' } } as unknown as Window, run)();
      vi.advanceTimersByTime(10);
      expect(run).not.toHaveBeenCalled();
    } finally {
      vi.useRealTimers();
    }
  });
});
