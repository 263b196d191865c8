import { STORAGE_KEYS, TRUE } from '../lib/storage-keys';
import { isUuid } from './url-params';

export interface SessionInput {
  now: Date;
  /** The URL's sessionId; anything that is not a UUID is ignored (behaviour §5). */
  urlSessionId: string | undefined;
  storedSessionId: string | null;
  storedSessionStartedAt: string | null;
  /** A forced reset always makes a new session (also set when the affiliate reference changed or expired). */
  forceReset: boolean;
  randomUUID: () => string;
}

export interface SessionDecision {
  sessionId: string;
  /** UTC ISO 8601. */
  sessionStartedAt: string;
  isNew: boolean;
  /** sessionStorage values to write (only those that change). */
  writes: Partial<Record<'sessionId' | 'sessionStartedAt' | 'newSessionFlag', string>>;
}

export function isValidDate(value: unknown): boolean {
  if (typeof value !== 'string' && typeof value !== 'number') return false;
  if (typeof value === 'string' && value.trim() === '') return false;
  return !Number.isNaN(new Date(value).getTime());
}

/**
 * Behaviour §4 "Session". The stored id is reused when the URL has no (valid) sessionId or the URL one equals
 * it; otherwise a new session starts with the URL id when it is a UUID, else a random one. A stored id
 * that is not a UUID counts as no stored id. The new-session flag is left for its reader to clear.
 */
export function decideSession(input: SessionInput): SessionDecision {
  const { now, urlSessionId, storedSessionId, storedSessionStartedAt, forceReset, randomUUID } = input;
  const urlId = isUuid(urlSessionId) ? urlSessionId.toLowerCase() : undefined;
  const storedId = isUuid(storedSessionId) ? storedSessionId : undefined;

  if (!forceReset && storedId !== undefined && (urlId === undefined || urlId === storedId.toLowerCase())) {
    if (isValidDate(storedSessionStartedAt) && storedSessionStartedAt !== null) {
      return { sessionId: storedId, sessionStartedAt: storedSessionStartedAt, isNew: false, writes: {} };
    }
    // A reused session whose start time was lost or corrupted starts counting now.
    const repaired = now.toISOString();
    return {
      sessionId: storedId,
      sessionStartedAt: repaired,
      isNew: false,
      writes: { [STORAGE_KEYS.sessionStartedAt]: repaired },
    };
  }

  const sessionId = urlId ?? randomUUID().toLowerCase();
  const sessionStartedAt = now.toISOString();
  return {
    sessionId,
    sessionStartedAt,
    isNew: true,
    writes: {
      [STORAGE_KEYS.sessionId]: sessionId,
      [STORAGE_KEYS.sessionStartedAt]: sessionStartedAt,
      [STORAGE_KEYS.newSessionFlag]: TRUE,
    },
  };
}
