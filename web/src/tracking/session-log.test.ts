import { describe, expect, it, vi } from 'vitest';
import { createSessionLog, RECORDER_DETAIL_MAX, RECORDER_QUEUE_LIMIT, serializeDetail } from './session-log';

describe('the session log (behaviour §9 recorder limits)', () => {
  it('serializes a detail up to 1024 characters, and sends a longer one as empty', () => {
    expect(serializeDetail({ step: '/personal-details' })).toBe('{"step":"/personal-details"}');
    const exact = { m: 'x'.repeat(RECORDER_DETAIL_MAX - 8) };
    expect(serializeDetail(exact)).toHaveLength(RECORDER_DETAIL_MAX);
    expect(serializeDetail({ m: 'x'.repeat(RECORDER_DETAIL_MAX) })).toBe('');
    const circular: Record<string, unknown> = {};
    circular.self = circular;
    expect(serializeDetail(circular)).toBe('');
  });

  it('queues at most 1000 entries until the recorder runs, then sends them in order, then each as it comes', () => {
    const log = createSessionLog();
    for (let i = 0; i < RECORDER_QUEUE_LIMIT + 5; i++) log.log(`e${i}`);
    expect(log.pending()).toBe(RECORDER_QUEUE_LIMIT);
    const sink = vi.fn();
    log.connect(sink);
    expect(sink).toHaveBeenCalledTimes(RECORDER_QUEUE_LIMIT);
    expect(sink.mock.calls[0]![0]).toEqual({ name: 'e0', detail: '{}' });
    expect(sink.mock.calls.at(-1)![0]).toEqual({ name: `e${RECORDER_QUEUE_LIMIT - 1}`, detail: '{}' });
    log.log('after', { a: 1 });
    expect(sink).toHaveBeenLastCalledWith({ name: 'after', detail: '{"a":1}' });
  });

  it('keeps nothing for a session that is not recorded', () => {
    const log = createSessionLog();
    log.log('before');
    log.close();
    log.log('after');
    expect(log.pending()).toBe(0);
  });
});
