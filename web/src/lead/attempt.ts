import { useState } from 'react';
import { randomUuid } from '../../../contract/uuid';

/**
 * The one rule for every write that must not happen twice (a lead, a page of answers, a choice, consents, a
 * hand-off): its Idempotency-Key belongs to the attempt, not to the call. While the request is the same (its
 * JSON), every call of it carries the same key and, where given, the very same body: a retry after a timeout or a
 * lost answer is the same request, which the server carries out once. A changed request is a new attempt with a
 * new key. Once the server has answered, `answered()` ends the attempt, so the next press is a new one.
 */
export interface Attempts<T> {
  /** The attempt of `request`: its key, and `make()`'s value, made once per attempt. */
  of: (request: unknown, make: () => T) => { key: string; value: T };
  /** The key of `request`'s attempt. */
  keyFor: (request: unknown) => string;
  answered: () => void;
}

export function attempts<T = undefined>(newKey: () => string = randomUuid): Attempts<T> {
  let current: { request: string; key: string; value: T } | null = null;
  const of = (request: unknown, make: () => T) => {
    const text = JSON.stringify(request);
    if (current?.request !== text) current = { request: text, key: newKey(), value: make() };
    return { key: current.key, value: current.value };
  };
  return {
    of,
    keyFor: (request) => of(request, () => undefined as T).key,
    answered: () => {
      current = null;
    },
  };
}

/** `attempts()` kept for the life of a component. */
export function useAttempts<T = undefined>(): Attempts<T> {
  const [kept] = useState(() => attempts<T>());
  return kept;
}

/** Whether a failed call was answered by the server (an HTTP status), rather than lost on the way (a fault). */
export const isAnswer = (error: unknown): boolean =>
  typeof (error as { status?: unknown } | null)?.status === 'number';
