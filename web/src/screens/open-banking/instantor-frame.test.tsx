// @vitest-environment happy-dom
import { act, cleanup, render } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { InstantorFrame } from './instantor-frame';

const URL_ = '/provider/instantor/frame?source=x&userParam=s';

function show() {
  const onEnd = vi.fn();
  const onTimeout = vi.fn();
  render(<InstantorFrame url={URL_} title="Instantor: log in" onEnd={onEnd} onTimeout={onTimeout} />);
  const frame = document.querySelector('iframe')!;
  return { onEnd, onTimeout, frame };
}

const post = (data: unknown, origin: string, source: MessageEventSource | null) =>
  act(() => {
    window.dispatchEvent(new MessageEvent('message', { data, origin, source }));
  });

describe('InstantorFrame', () => {
  afterEach(() => {
    cleanup();
    vi.useRealTimers();
  });

  it("takes processEnd only from the frame's own window and origin", () => {
    const { onEnd, frame } = show();
    expect(frame.title).toBe('Instantor: log in');
    post({ event: 'processEnd' }, 'https://evil.example', frame.contentWindow);
    post({ event: 'processEnd' }, window.location.origin, window);
    post({ event: 'other' }, window.location.origin, frame.contentWindow);
    expect(onEnd).not.toHaveBeenCalled();
    post({ event: 'processEnd', status: 'ok' }, window.location.origin, frame.contentWindow);
    expect(onEnd).toHaveBeenCalledTimes(1);
  });

  it("times out after the hand-off's ten minutes", () => {
    vi.useFakeTimers();
    const { onTimeout } = show();
    act(() => vi.advanceTimersByTime(10 * 60 * 1000 - 1));
    expect(onTimeout).not.toHaveBeenCalled();
    act(() => vi.advanceTimersByTime(1));
    expect(onTimeout).toHaveBeenCalledTimes(1);
  });
});
