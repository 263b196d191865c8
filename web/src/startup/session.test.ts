import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { fuzzRuns } from '../../../contract/testing/fuzz-runs';
import { decideSession, isValidDate, type SessionInput } from './session';
import { isUuid } from './url-params';
import { NOW, UUID_A, UUID_B, UUID_NEW } from '../testing/startup-fixtures';

const base: SessionInput = {
  now: NOW,
  urlSessionId: undefined,
  storedSessionId: UUID_A,
  storedSessionStartedAt: '2025-03-10T10:00:00.000Z',
  forceReset: false,
  randomUUID: () => UUID_NEW,
};

describe('decideSession (behaviour §4 Session)', () => {
  it('reuses the stored id when the URL has no sessionId', () => {
    expect(decideSession(base)).toEqual({
      sessionId: UUID_A,
      sessionStartedAt: '2025-03-10T10:00:00.000Z',
      isNew: false,
      writes: {},
    });
  });

  it('reuses the stored id when the URL one is the same UUID (any case)', () => {
    expect(decideSession({ ...base, urlSessionId: UUID_A.toUpperCase() }).isNew).toBe(false);
  });

  it('starts a new session with the URL id when it is a different valid UUID', () => {
    expect(decideSession({ ...base, urlSessionId: UUID_B })).toEqual({
      sessionId: UUID_B,
      sessionStartedAt: NOW.toISOString(),
      isNew: true,
      writes: { sessionId: UUID_B, sessionStartedAt: NOW.toISOString(), newSessionFlag: 'true' },
    });
  });

  it('ignores a URL id that is not a UUID (reuses the stored one)', () => {
    expect(decideSession({ ...base, urlSessionId: 'abc' }).sessionId).toBe(UUID_A);
  });

  it('starts a new random session when nothing is stored', () => {
    const d = decideSession({ ...base, storedSessionId: null, storedSessionStartedAt: null });
    expect(d).toMatchObject({ sessionId: UUID_NEW, isNew: true, sessionStartedAt: NOW.toISOString() });
    expect(d.writes.newSessionFlag).toBe('true');
  });

  it('uses the URL id for a new session when nothing is stored', () => {
    expect(decideSession({ ...base, storedSessionId: null, urlSessionId: UUID_B }).sessionId).toBe(UUID_B);
  });

  it('treats a stored id that is not a UUID as none', () => {
    expect(decideSession({ ...base, storedSessionId: 'corrupted' })).toMatchObject({
      sessionId: UUID_NEW,
      isNew: true,
    });
  });

  it('a forced reset always makes a new session, with the URL id if valid', () => {
    expect(decideSession({ ...base, forceReset: true })).toMatchObject({ sessionId: UUID_NEW, isNew: true });
    expect(decideSession({ ...base, forceReset: true, urlSessionId: UUID_A })).toMatchObject({
      sessionId: UUID_A,
      isNew: true,
      sessionStartedAt: NOW.toISOString(),
    });
  });

  it('the start time is UTC ISO', () => {
    expect(decideSession({ ...base, storedSessionId: null }).sessionStartedAt).toMatch(
      /^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/,
    );
  });

  it('repairs a lost start time of a reused session', () => {
    expect(decideSession({ ...base, storedSessionStartedAt: 'garbage' })).toEqual({
      sessionId: UUID_A,
      sessionStartedAt: NOW.toISOString(),
      isNew: false,
      writes: { sessionStartedAt: NOW.toISOString() },
    });
  });

  it('isValidDate', () => {
    expect(isValidDate('2025-01-01')).toBe(true);
    expect(isValidDate(0)).toBe(true);
    expect(isValidDate('')).toBe(false);
    expect(isValidDate('nope')).toBe(false);
    expect(isValidDate(null)).toBe(false);
    expect(isValidDate(Number.NaN)).toBe(false);
  });

  it('property: a non-UUID sessionId never becomes the session id', () => {
    fc.assert(
      fc.property(
        fc.option(fc.oneof(fc.string(), fc.uuid())),
        fc.option(fc.oneof(fc.string(), fc.uuid())),
        fc.boolean(),
        fc.uuid(),
        (url, stored, forceReset, random) => {
          const d = decideSession({
            ...base,
            urlSessionId: url ?? undefined,
            storedSessionId: stored,
            forceReset,
            randomUUID: () => random,
          });
          expect(isUuid(d.sessionId)).toBe(true);
          if (url !== null && !isUuid(url)) expect(d.sessionId).not.toBe(url);
        },
      ),
      { numRuns: fuzzRuns(100) },
    );
  });

  it('property: deciding again from what was written reuses the session', () => {
    fc.assert(
      fc.property(
        fc.option(fc.oneof(fc.string(), fc.uuid())),
        fc.option(fc.uuid()),
        fc.boolean(),
        fc.date({ noInvalidDate: true }),
        (url, stored, forceReset, now) => {
          const first = decideSession({
            ...base,
            now,
            urlSessionId: url ?? undefined,
            storedSessionId: stored,
            forceReset,
          });
          const second = decideSession({
            ...base,
            now,
            urlSessionId: url ?? undefined,
            storedSessionId: first.sessionId,
            storedSessionStartedAt: first.sessionStartedAt,
          });
          expect(second).toEqual({
            sessionId: first.sessionId,
            sessionStartedAt: first.sessionStartedAt,
            isNew: false,
            writes: {},
          });
        },
      ),
      { numRuns: fuzzRuns(100) },
    );
  });
});
