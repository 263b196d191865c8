import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { fuzzRuns } from './testing/fuzz-runs';
import { mergeApplicationData } from './merge';

describe('mergeApplicationData', () => {
  it('merges nested sections shallowly', () => {
    const merged = mergeApplicationData(
      { personalDetails: { firstName: 'An', lastName: 'Le' }, amount: 1 },
      { personalDetails: { lastName: 'Tran' } },
    );
    expect(merged).toEqual({ personalDetails: { firstName: 'An', lastName: 'Tran' }, amount: 1 });
  });

  it('unions tags keeping order', () => {
    expect(mergeApplicationData({ tags: ['ui', 'a'] }, { tags: ['a', 'b'] }).tags).toEqual(['ui', 'a', 'b']);
  });

  it('never writes prototype keys', () => {
    const update = JSON.parse('{"__proto__": {"polluted": true}, "amount": 5}') as Record<string, unknown>;
    const merged = mergeApplicationData<Record<string, unknown>>({}, update);
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
    expect(merged.amount).toBe(5);
  });

  it('is idempotent: merging the same update twice equals merging it once', () => {
    const section = fc.dictionary(fc.string({ maxLength: 5 }), fc.oneof(fc.string(), fc.integer()));
    const data = fc.record(
      { tags: fc.array(fc.string({ maxLength: 3 })), personalDetails: section, amount: fc.integer() },
      { requiredKeys: [] },
    );
    fc.assert(
      fc.property(data, data, (a, b) => {
        const once = mergeApplicationData(a, b);
        expect(mergeApplicationData(once, b)).toEqual(once);
      }),
      { numRuns: fuzzRuns(100) },
    );
  });
});

describe('mergeApplicationData on a stored lead', () => {
  it('leaves a field alone when the update holds it undefined', () => {
    expect(mergeApplicationData({ amount: 1, personalDetails: { firstName: 'An' } }, { amount: undefined })).toEqual({
      amount: 1,
      personalDetails: { firstName: 'An' },
    });
  });
});
