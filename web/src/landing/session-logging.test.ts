import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { decideSessionLogging, isBlockedSource, isSampled } from './session-logging';

const on = { logSessionPercentage: 100, retargeting: true, abandonment: true, sessionReplay: true };
const off = { ...on, retargeting: false, abandonment: false };

describe('session logging (spec §4 Tracking)', () => {
  it('blocks retargeting traffic when retargeting logging is off, abandonment likewise', () => {
    expect(isBlockedSource('retargeting', off)).toBe(true);
    expect(isBlockedSource('abandonment', off)).toBe(true);
    expect(isBlockedSource(' Retargeting ', off)).toBe(true);
    expect(isBlockedSource('retargeting', on)).toBe(false);
    expect(isBlockedSource('abandonment', { retargeting: false, abandonment: true })).toBe(false);
    expect(isBlockedSource('google', off)).toBe(false);
    expect(isBlockedSource(undefined, off)).toBe(false);
  });

  it('stores the block flag once and skips the recorder', () => {
    expect(
      decideSessionLogging({ utmSource: 'retargeting', logging: off, storedBlockedFlag: null, random: 0 }),
    ).toEqual({
      writeBlockedFlag: 'true',
      blocked: true,
      sampled: true,
      startRecorder: false,
    });
    expect(
      decideSessionLogging({ utmSource: 'retargeting', logging: off, storedBlockedFlag: 'true', random: 0 })
        .writeBlockedFlag,
    ).toBeNull();
  });

  it('a stored flag of "true" skips the recorder for the rest of the session; other values do not', () => {
    expect(
      decideSessionLogging({ utmSource: undefined, logging: on, storedBlockedFlag: 'true', random: 0 })
        .startRecorder,
    ).toBe(false);
    expect(
      decideSessionLogging({ utmSource: undefined, logging: on, storedBlockedFlag: 'false', random: 0 })
        .startRecorder,
    ).toBe(true);
  });

  it('samples with logSessionPercentage', () => {
    expect(isSampled(0.999, 100)).toBe(true);
    expect(isSampled(0, 0)).toBe(false);
    expect(isSampled(0.25, 30)).toBe(true);
    expect(isSampled(0.3, 30)).toBe(false);
    expect(isSampled(Number.NaN, 100)).toBe(false);
    expect(isSampled(1, 100)).toBe(false);
  });

  it('the recorder needs the brand session-replay switch', () => {
    expect(
      decideSessionLogging({
        utmSource: undefined,
        logging: { ...on, sessionReplay: false },
        storedBlockedFlag: null,
        random: 0,
      }).startRecorder,
    ).toBe(false);
  });

  it('property: the share of sampled randoms matches the percentage', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 100 }), (pct) => {
        const hits = Array.from({ length: 100 }, (_, i) => isSampled((i + 0.5) / 100, pct)).filter(
          Boolean,
        ).length;
        expect(hits).toBe(pct);
      }),
    );
  });
});
