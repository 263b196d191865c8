import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { fuzzRuns } from '../../../contract/testing/fuzz-runs';
import { isRecord } from '../../../contract/merge';
import { corruptedJson } from '../testing/corrupted-json';
import { MAX_JSON_CHARS, parseStoredJson, stringifyJson } from './stored-json';

const isStringRecord = (v: unknown): v is Record<string, string> =>
  isRecord(v) && Object.values(v).every((x) => typeof x === 'string');

describe('parseStoredJson', () => {
  it('a value of the wrong type is answered null', () => {
    expect(parseStoredJson('[1,2]', isStringRecord)).toEqual({ ok: false, reason: 'shape' });
    expect(parseStoredJson('{"a": 1}', isStringRecord)).toEqual({ ok: false, reason: 'shape' });
    expect(parseStoredJson('null', isStringRecord)).toEqual({ ok: false, reason: 'shape' });
  });

  it('a huge value is refused unparsed', () => {
    expect(
      parseStoredJson(`"${'x'.repeat(MAX_JSON_CHARS)}"`, (v): v is string => typeof v === 'string'),
    ).toEqual({
      ok: false,
      reason: 'too-large',
    });
  });

  it('a guard that throws counts as the wrong shape', () => {
    const guard = (_v: unknown): _v is string => {
      throw new Error('bad guard');
    };
    expect(parseStoredJson('"x"', guard)).toEqual({ ok: false, reason: 'shape' });
  });

  it('drops __proto__, constructor and prototype keys at every depth', () => {
    const parsed = parseStoredJson(
      '{"__proto__": {"polluted": true}, "a": {"constructor": {"prototype": {"polluted": true}}, "b": "c"}, "prototype": 1}',
      isRecord,
    );
    expect(parsed).toEqual({ ok: true, value: { a: { b: 'c' } } });
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
  });

  it('deeply nested input does not throw', () => {
    const deep = `${'['.repeat(200_000)}${']'.repeat(200_000)}`;
    expect(() => parseStoredJson(deep, (v): v is unknown[] => Array.isArray(v))).not.toThrow();
  });

  it('never throws and never pollutes Object.prototype (property)', () => {
    fc.assert(
      fc.property(corruptedJson, (raw) => {
        const result = parseStoredJson(raw, isRecord);
        if (result.ok) expect(isRecord(result.value)).toBe(true);
        expect(Object.prototype).not.toHaveProperty('polluted');
        expect(({} as Record<string, unknown>).polluted).toBeUndefined();
      }),
      { numRuns: fuzzRuns(100) },
    );
  });
});

describe('stringifyJson', () => {
  it('answers null instead of throwing', () => {
    expect(stringifyJson({ a: 1 })).toBe('{"a":1}');
    expect(stringifyJson(1n)).toBeNull();
    expect(stringifyJson(() => 1)).toBeNull();
  });
});
