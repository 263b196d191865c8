import { describe, expect, it } from 'vitest';
import { bearer, keyFromBytes, keyOfAuthorization, LEAD_KEY_PATTERN } from './lead-key';

describe('lead keys', () => {
  it('are 32 bytes in unpadded base64url, read back from a bearer header', () => {
    const key = keyFromBytes(new Uint8Array(32).map((_, i) => i * 8 + 3));
    expect(key).toMatch(LEAD_KEY_PATTERN);
    expect(keyOfAuthorization(bearer(key))).toBe(key);
  });

  it('refuse anything else', () => {
    expect(() => keyFromBytes(new Uint8Array(16))).toThrow();
    for (const header of [
      undefined,
      '',
      'Bearer',
      `Basic ${'a'.repeat(43)}`,
      `Bearer ${'a'.repeat(42)}`,
      `Bearer ${'a'.repeat(43)} x`,
    ])
      expect(keyOfAuthorization(header)).toBeUndefined();
  });
});
