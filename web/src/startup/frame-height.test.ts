// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  chooseTargetOrigin,
  frameHeightMessage,
  originOf,
  shouldPostHeight,
  startFrameHeightReporter,
  type FrameHost,
} from './frame-height';

const PARTNER = 'https://partner.example';

function fakeHost(
  options: {
    referrer?: string;
    ancestors?: string[];
    readyState?: DocumentReadyState;
    withObserver?: boolean;
  } = {},
) {
  let height = 500;
  const listeners = new Map<string, Set<() => void>>();
  const observers: { callback: () => void; disconnected: boolean; observed: unknown[] }[] = [];
  class FakeResizeObserver {
    private readonly record: (typeof observers)[number];
    constructor(callback: () => void) {
      this.record = { callback, disconnected: false, observed: [] };
      observers.push(this.record);
    }
    observe(target: unknown) {
      this.record.observed.push(target);
    }
    unobserve() {}
    disconnect() {
      this.record.disconnected = true;
    }
  }
  const postMessage = vi.fn();
  const documentElement = { getBoundingClientRect: () => ({ height }) } as unknown as Element;
  const host: FrameHost = {
    parent: { postMessage },
    document: {
      referrer: options.referrer ?? `${PARTNER}/loans`,
      readyState: options.readyState ?? 'loading',
      documentElement,
    },
    location: { ancestorOrigins: options.ancestors },
    addEventListener: (type, fn) => {
      if (!listeners.has(type)) listeners.set(type, new Set());
      listeners.get(type)?.add(fn);
    },
    removeEventListener: (type, fn) => listeners.get(type)?.delete(fn),
    setTimeout: (fn, ms) => setTimeout(fn, ms) as unknown as number,
    clearTimeout: (id) => clearTimeout(id),
    ResizeObserver:
      options.withObserver === false ? undefined : (FakeResizeObserver as unknown as typeof ResizeObserver),
  };
  const fire = (type: string) => listeners.get(type)?.forEach((fn) => fn());
  return {
    host,
    postMessage,
    observers,
    listeners,
    fire,
    setHeight: (h: number) => {
      height = h;
    },
  };
}

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

describe('shouldPostHeight', () => {
  it('posts the first height and then only changes of more than 10 px', () => {
    expect(shouldPostHeight(null, 300)).toBe(true);
    expect(shouldPostHeight(300, 310)).toBe(false);
    expect(shouldPostHeight(300, 290)).toBe(false);
    expect(shouldPostHeight(300, 311)).toBe(true);
    expect(shouldPostHeight(300, 289)).toBe(true);
    expect(shouldPostHeight(null, Number.NaN)).toBe(false);
    expect(shouldPostHeight(null, -1)).toBe(false);
  });
});

describe('chooseTargetOrigin', () => {
  it('uses the allowlisted parent origin from ancestorOrigins, else from the referrer', () => {
    expect(chooseTargetOrigin({ referrer: '', ancestorOrigins: [PARTNER], allowlist: [`${PARTNER}/`] })).toBe(
      PARTNER,
    );
    expect(
      chooseTargetOrigin({ referrer: `${PARTNER}/a?b=c`, ancestorOrigins: [], allowlist: [PARTNER] }),
    ).toBe(PARTNER);
  });

  it('answers null for a parent off the allowlist, lookalikes, missing referrer or other schemes', () => {
    const allowlist = [PARTNER];
    expect(chooseTargetOrigin({ referrer: 'https://evil.example/', allowlist })).toBeNull();
    expect(chooseTargetOrigin({ referrer: 'https://partner.example.evil.test/', allowlist })).toBeNull();
    expect(chooseTargetOrigin({ referrer: 'https://partner.example@evil.test/', allowlist })).toBeNull();
    expect(chooseTargetOrigin({ referrer: 'http://partner.example/', allowlist })).toBeNull();
    expect(chooseTargetOrigin({ referrer: '', allowlist })).toBeNull();
    expect(
      chooseTargetOrigin({ referrer: 'javascript:alert(1)', allowlist: ['javascript:alert(1)'] }),
    ).toBeNull();
    // ancestorOrigins names the real parent: a referrer cannot override it.
    expect(
      chooseTargetOrigin({ referrer: `${PARTNER}/`, ancestorOrigins: ['https://evil.example'], allowlist }),
    ).toBeNull();
    expect(chooseTargetOrigin({ referrer: `${PARTNER}/`, allowlist: [] })).toBeNull();
  });

  it('originOf', () => {
    expect(originOf('https://a.example:8443/x')).toBe('https://a.example:8443');
    expect(originOf('not a url')).toBeNull();
    expect(originOf('data:text/html,x')).toBeNull();
  });
});

describe('startFrameHeightReporter', () => {
  it('posts { type: FORM_HEIGHT, height } on load, 100 ms after load and on debounced resize', () => {
    const f = fakeHost();
    const stop = startFrameHeightReporter({ win: f.host, allowlist: [PARTNER], debounceMs: 100 });
    expect(f.postMessage).not.toHaveBeenCalled();
    f.fire('load');
    expect(f.postMessage).toHaveBeenCalledTimes(1);
    expect(f.postMessage).toHaveBeenLastCalledWith({ type: 'FORM_HEIGHT', height: 500 }, PARTNER);

    f.setHeight(560);
    vi.advanceTimersByTime(100);
    expect(f.postMessage).toHaveBeenCalledTimes(2);
    expect(f.postMessage).toHaveBeenLastCalledWith({ type: 'FORM_HEIGHT', height: 560 }, PARTNER);

    const observer = f.observers[0];
    expect(observer?.observed).toEqual([f.host.document.documentElement]);
    f.setHeight(900);
    for (let i = 0; i < 20; i++) {
      observer?.callback();
      vi.advanceTimersByTime(50);
    }
    expect(f.postMessage).toHaveBeenCalledTimes(2);
    vi.advanceTimersByTime(100);
    expect(f.postMessage).toHaveBeenCalledTimes(3);
    expect(f.postMessage).toHaveBeenLastCalledWith({ type: 'FORM_HEIGHT', height: 900 }, PARTNER);

    f.setHeight(905);
    observer?.callback();
    vi.advanceTimersByTime(100);
    expect(f.postMessage).toHaveBeenCalledTimes(3);

    stop();
    expect(observer?.disconnected).toBe(true);
    f.setHeight(2000);
    observer?.callback();
    f.fire('load');
    vi.advanceTimersByTime(1000);
    expect(f.postMessage).toHaveBeenCalledTimes(3);
  });

  it('posts at once when the document has already loaded, and every message carries the height only', () => {
    const f = fakeHost({ readyState: 'complete' });
    startFrameHeightReporter({ win: f.host, allowlist: [PARTNER] });
    expect(f.postMessage).toHaveBeenCalledTimes(1);
    for (const [message] of f.postMessage.mock.calls)
      expect(Object.keys(message as object).sort()).toEqual(['height', 'type']);
  });

  it('falls back to the window resize event without ResizeObserver', () => {
    const f = fakeHost({ readyState: 'complete', withObserver: false });
    const stop = startFrameHeightReporter({ win: f.host, allowlist: [PARTNER] });
    vi.advanceTimersByTime(100);
    f.setHeight(800);
    f.fire('resize');
    vi.advanceTimersByTime(100);
    expect(f.postMessage).toHaveBeenLastCalledWith({ type: 'FORM_HEIGHT', height: 800 }, PARTNER);
    stop();
    expect(f.listeners.get('resize')?.size ?? 0).toBe(0);
  });

  it('does nothing for a parent off the allowlist', () => {
    const f = fakeHost({ readyState: 'complete', referrer: 'https://evil.example/' });
    startFrameHeightReporter({ win: f.host, allowlist: [PARTNER] });
    f.fire('load');
    vi.advanceTimersByTime(1000);
    expect(f.postMessage).not.toHaveBeenCalled();
    expect(f.observers).toHaveLength(0);
  });

  it('does nothing when not embedded (the real window at top level)', () => {
    const spy = vi.spyOn(window, 'postMessage');
    const stop = startFrameHeightReporter({ win: window, allowlist: [PARTNER] });
    vi.advanceTimersByTime(1000);
    expect(spy).not.toHaveBeenCalled();
    stop();
  });

  it('frameHeightMessage rounds up', () => {
    expect(frameHeightMessage(100.2)).toEqual({ type: 'FORM_HEIGHT', height: 101 });
  });
});
