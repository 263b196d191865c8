import { afterEach, describe, expect, it, vi } from 'vitest';
import { warmIntl } from './warm-intl';

type Handler = ((event: unknown) => void) | null;

/** A Worker stand-in: records what was built and lets the test answer, fail or stay silent. */
function fakeWorker(behaviour: 'answers' | 'fails' | 'silent' | 'throws') {
  const built: FakeWorker[] = [];
  class FakeWorker {
    onmessage: Handler = null;
    onerror: Handler = null;
    terminate = vi.fn();
    constructor(
      readonly url: URL,
      readonly options: WorkerOptions,
    ) {
      if (behaviour === 'throws') throw new Error('blocked by the page policy');
      built.push(this);
      queueMicrotask(() => {
        if (behaviour === 'answers') this.onmessage?.({ data: 'warm' });
        if (behaviour === 'fails') this.onerror?.(new Event('error'));
      });
    }
  }
  vi.stubGlobal('Worker', FakeWorker);
  return built;
}

afterEach(() => {
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

describe('warming ICU off the main thread', () => {
  it('resolves at once where there are no workers', async () => {
    vi.stubGlobal('Worker', undefined);
    await expect(warmIntl()).resolves.toBeUndefined();
  });

  it('starts the module worker and ends it once it has answered', async () => {
    const built = fakeWorker('answers');
    await warmIntl();
    expect(built).toHaveLength(1);
    expect(built[0]!.options).toEqual({ type: 'module' });
    expect(String(built[0]!.url)).toMatch(/intl-warm\.worker/);
    expect(built[0]!.terminate).toHaveBeenCalled();
  });

  it('resolves when the worker fails or cannot be built', async () => {
    const failed = fakeWorker('fails');
    await warmIntl();
    expect(failed[0]!.terminate).toHaveBeenCalled();
    fakeWorker('throws');
    await expect(warmIntl()).resolves.toBeUndefined();
  });

  it('gives up on a silent worker after the time-out, and ends it', async () => {
    vi.useFakeTimers();
    const built = fakeWorker('silent');
    let settled = false;
    const warming = warmIntl(500).then(() => (settled = true));
    await vi.advanceTimersByTimeAsync(499);
    expect(settled).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    await warming;
    expect(built[0]!.terminate).toHaveBeenCalled();
  });
});
