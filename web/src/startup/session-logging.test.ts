import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { fuzzRuns } from '../../../contract/testing/fuzz-runs';
import { decideSessionLogging, isBlockedSource, isSampled } from './session-logging';

const on = { logSessionPercentage: 100, retargeting: true, abandonment: true, sessionReplay: true };
const off = { ...on, retargeting: false, abandonment: false };

describe('session logging (behaviour §4 Tracking)', () => {
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
      writeSampling: 'sampled',
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

  it.each([
    // percentage, utm_source, logging, random -> recorder
    [0, undefined, on, 0, false],
    [100, undefined, on, 0.999, true],
    [100, 'retargeting', off, 0, false],
    [100, 'abandonment', off, 0, false],
    [100, 'retargeting', on, 0, true],
    [100, 'abandonment', { ...off, abandonment: true }, 0, true],
    [0, 'google', off, 0, false],
  ] as const)(
    'at %i %%, utm_source %s: the recorder starts = %s',
    (pct, utmSource, logging, random, expected) => {
      const decision = decideSessionLogging({
        utmSource,
        logging: { ...logging, logSessionPercentage: pct },
        storedBlockedFlag: null,
        random,
      });
      expect(decision.startRecorder).toBe(expected);
    },
  );

  it('draws the sampling once a session: later pages keep it, whatever their random', () => {
    const first = decideSessionLogging({
      utmSource: undefined,
      logging: { ...on, logSessionPercentage: 30 },
      storedBlockedFlag: null,
      random: 0.1,
    });
    expect(first.writeSampling).toBe('sampled');
    const later = {
      utmSource: undefined,
      logging: { ...on, logSessionPercentage: 30 },
      storedBlockedFlag: null,
      random: 0.9,
    };
    expect(decideSessionLogging({ ...later, storedSampling: 'sampled' })).toMatchObject({
      startRecorder: true,
      writeSampling: null,
    });
    expect(decideSessionLogging({ ...later, storedSampling: 'skipped' })).toMatchObject({
      startRecorder: false,
      writeSampling: null,
    });
    expect(decideSessionLogging({ ...later, storedSampling: 'junk' })).toMatchObject({
      startRecorder: false,
      writeSampling: 'skipped',
    });
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
      { numRuns: fuzzRuns(100) },
    );
  });
});
