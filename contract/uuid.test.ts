import { describe, expect, it } from 'vitest';
import { randomUuid, UUID_PATTERN } from './uuid';

const UUID_NEW = '5b0c5f55-3f1a-4c55-9d4a-0a2f5f6f7a11';
const isUuid = (s: string) => UUID_PATTERN.test(s);

describe('randomUuid', () => {
  it('uses crypto.randomUUID when present, else builds a v4 UUID from getRandomValues', () => {
    expect(randomUuid({ randomUUID: () => UUID_NEW, getRandomValues: (a) => a })).toBe(UUID_NEW);
    const fallback = randomUuid({ getRandomValues: (a) => crypto.getRandomValues(a) });
    expect(isUuid(fallback)).toBe(true);
    expect(fallback[14]).toBe('4');
    expect(isUuid(randomUuid())).toBe(true);
  });
});
