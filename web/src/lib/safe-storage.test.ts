import { afterEach, describe, expect, it, vi } from 'vitest';
import fc from 'fast-check';
import { fuzzRuns } from '../../../contract/testing/fuzz-runs';
import {
  createSafeStorage,
  localStore,
  sessionStore,
  STORAGE_JSON_INVALID,
  STORAGE_READ_FAILED,
  STORAGE_UNAVAILABLE,
  STORAGE_WRITE_FAILED,
  type StorageLog,
} from './safe-storage';
import { isRecord } from '../../../contract/merge';
import { corruptedJson } from '../testing/corrupted-json';
import { memoryStorage, type StorageFaults } from './memory-storage';

function recorder(): { log: StorageLog; messages: string[]; details: Record<string, unknown>[] } {
  const messages: string[] = [];
  const details: Record<string, unknown>[] = [];
  return {
    messages,
    details,
    log: (message, detail) => {
      messages.push(message);
      details.push(detail ?? {});
    },
  };
}

const isStringRecord = (v: unknown): v is Record<string, string> =>
  isRecord(v) && Object.values(v).every((x) => typeof x === 'string');

afterEach(() => {
  vi.restoreAllMocks();
});

describe('createSafeStorage with a working store', () => {
  it('reads, writes and removes through the store', () => {
    const store = memoryStorage();
    const { log, messages } = recorder();
    const safe = createSafeStorage(() => store, log);
    expect(safe.get('a')).toBeNull();
    expect(safe.set('a', '1')).toBe(true);
    expect(store.data.get('a')).toBe('1');
    expect(safe.get('a')).toBe('1');
    expect(safe.remove('a')).toBe(true);
    expect(safe.get('a')).toBeNull();
    expect(safe.isPersistent()).toBe(true);
    expect(messages).toEqual([]);
  });

  it('round-trips JSON through setJson/getJson with a guard', () => {
    const safe = createSafeStorage(() => memoryStorage(), recorder().log);
    expect(safe.setJson('k', { a: 'x' })).toBe(true);
    expect(safe.getJson('k', isStringRecord)).toEqual({ a: 'x' });
  });

  it('looks the store up once, lazily', () => {
    const getter = vi.fn(() => memoryStorage());
    const safe = createSafeStorage(getter, recorder().log);
    expect(getter).not.toHaveBeenCalled();
    safe.get('a');
    safe.set('a', 'b');
    expect(getter).toHaveBeenCalledTimes(1);
  });
});

describe('createSafeStorage when storage fails', () => {
  it('a throwing getter (third-party storage blocked) answers null/false, logs once and keeps values in memory', () => {
    const { log, messages, details } = recorder();
    const safe = createSafeStorage(() => {
      throw Object.assign(new Error('blocked'), { name: 'SecurityError' });
    }, log);
    expect(safe.get('a')).toBeNull();
    expect(safe.set('a', '1')).toBe(false);
    expect(safe.get('a')).toBe('1');
    expect(safe.isPersistent()).toBe(false);
    expect(safe.remove('a')).toBe(false);
    expect(safe.get('a')).toBeNull();
    expect(messages.filter((m) => m === STORAGE_UNAVAILABLE)).toHaveLength(1);
    expect(details[0]).toEqual({ reason: 'SecurityError' });
  });

  it('a missing store (Node, prerender) works in memory', () => {
    const safe = createSafeStorage(() => undefined, recorder().log);
    expect(safe.isPersistent()).toBe(false);
    safe.set('a', 'b');
    expect(safe.get('a')).toBe('b');
  });

  it('a throwing setItem (quota, Safari private mode) answers false, logs the key and keeps the value in memory', () => {
    const store = memoryStorage({ throwOnSet: true });
    const { log, messages, details } = recorder();
    const safe = createSafeStorage(() => store, log);
    expect(safe.set('draft', 'v')).toBe(false);
    expect(messages).toEqual([STORAGE_WRITE_FAILED]);
    expect(details[0]).toEqual({ key: 'draft', reason: 'QuotaExceededError' });
    expect(safe.get('draft')).toBe('v');
    expect(safe.isPersistent()).toBe(false);
  });

  it('a write that succeeds later replaces the in-memory value', () => {
    const switches: StorageFaults = { throwOnSet: true };
    const store = memoryStorage(switches);
    const safe = createSafeStorage(() => store, recorder().log);
    safe.set('k', 'memory');
    switches.throwOnSet = false;
    expect(safe.set('k', 'disk')).toBe(true);
    store.data.set('k', 'changed-on-disk');
    expect(safe.get('k')).toBe('changed-on-disk');
  });

  it('a throwing getItem answers null and logs; a value written in this page is still read back', () => {
    const { log, messages } = recorder();
    const safe = createSafeStorage(() => memoryStorage({ throwOnGet: true }), log);
    expect(safe.get('a')).toBeNull();
    expect(messages).toEqual([STORAGE_READ_FAILED]);
    expect(safe.isPersistent()).toBe(false);
    expect(safe.set('a', '1')).toBe(true);
    expect(safe.get('a')).toBe('1');
  });

  it('a throwing removeItem answers false, logs, and the old value is not read back', () => {
    const store = memoryStorage({ throwOnRemove: true });
    store.data.set('a', 'old');
    const { log, messages } = recorder();
    const safe = createSafeStorage(() => store, log);
    expect(safe.remove('a')).toBe(false);
    expect(messages).toEqual([STORAGE_WRITE_FAILED]);
    expect(safe.get('a')).toBeNull();
  });

  it('setJson of an unserialisable value answers false', () => {
    const { log, messages } = recorder();
    const safe = createSafeStorage(() => memoryStorage(), log);
    const cyclic: Record<string, unknown> = {};
    cyclic.self = cyclic;
    expect(safe.setJson('a', cyclic)).toBe(false);
    expect(safe.setJson('b', { n: 1n })).toBe(false);
    expect(safe.setJson('c', undefined)).toBe(false);
    expect(messages).toEqual([STORAGE_WRITE_FAILED, STORAGE_WRITE_FAILED, STORAGE_WRITE_FAILED]);
  });
});

describe('getJson', () => {
  it('invalid JSON is logged and answered null', () => {
    const store = memoryStorage();
    store.data.set('k', '{"a": ');
    const { log, messages, details } = recorder();
    expect(createSafeStorage(() => store, log).getJson('k', isStringRecord)).toBeNull();
    expect(messages).toEqual([STORAGE_JSON_INVALID]);
    expect(details[0]).toEqual({ key: 'k', reason: 'syntax' });
  });
});

describe('sessionStore and localStore', () => {
  it('are safe to import and use in Node (no window, the build-time render): memory only, and no warning', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    expect(sessionStore.get('x')).toBeNull();
    expect(sessionStore.set('x', '1')).toBe(false);
    expect(sessionStore.get('x')).toBe('1');
    expect(sessionStore.isPersistent()).toBe(false);
    expect(localStore.getJson('x', isStringRecord)).toBeNull();
    expect(localStore.setJson('y', { a: 'b' })).toBe(false);
    expect(localStore.getJson('y', isStringRecord)).toEqual({ a: 'b' });
    expect(localStore.remove('y')).toBe(false);
    // No storage is expected there: a build or `npm start` prints no "Storage unavailable".
    expect(warn).not.toHaveBeenCalled();
  });
});

describe('properties', () => {
  it('with throwing getters/setters and corrupted stored values, no operation ever throws', () => {
    const op = fc.oneof(
      fc.record({ kind: fc.constant('get' as const), key: fc.string({ maxLength: 5 }) }),
      fc.record({
        kind: fc.constant('set' as const),
        key: fc.string({ maxLength: 5 }),
        value: corruptedJson,
      }),
      fc.record({ kind: fc.constant('remove' as const), key: fc.string({ maxLength: 5 }) }),
      fc.record({ kind: fc.constant('getJson' as const), key: fc.string({ maxLength: 5 }) }),
      fc.record({
        kind: fc.constant('setJson' as const),
        key: fc.string({ maxLength: 5 }),
        value: fc.jsonValue(),
      }),
    );
    const mode = fc.record({
      getterThrows: fc.boolean(),
      getterUndefined: fc.boolean(),
      throwOnGet: fc.boolean(),
      throwOnSet: fc.boolean(),
      throwOnRemove: fc.boolean(),
    });
    fc.assert(
      fc.property(mode, fc.array(op, { maxLength: 30 }), (m, ops) => {
        const store = memoryStorage(m);
        const safe = createSafeStorage(
          () => {
            if (m.getterThrows) throw Object.assign(new Error('x'), { name: 'SecurityError' });
            return m.getterUndefined ? undefined : store;
          },
          () => {},
        );
        for (const o of ops) {
          if (o.kind === 'get') expect(['string', 'object']).toContain(typeof safe.get(o.key));
          else if (o.kind === 'set') {
            expect(typeof safe.set(o.key, o.value)).toBe('boolean');
            // What was written can be read back in this page, persistent or not.
            expect(safe.get(o.key)).toBe(o.value);
          } else if (o.kind === 'remove') {
            expect(typeof safe.remove(o.key)).toBe('boolean');
            expect(safe.get(o.key)).toBeNull();
          } else if (o.kind === 'getJson') safe.getJson(o.key, isRecord);
          else expect(typeof safe.setJson(o.key, o.value)).toBe('boolean');
        }
        const broken = m.getterThrows || m.getterUndefined || m.throwOnSet || m.throwOnGet || m.throwOnRemove;
        if (!broken) expect(safe.isPersistent()).toBe(true);
        if (m.getterThrows || m.getterUndefined) expect(safe.isPersistent()).toBe(false);
        expect(({} as Record<string, unknown>).polluted).toBeUndefined();
      }),
      { numRuns: fuzzRuns(100) },
    );
  });
});
