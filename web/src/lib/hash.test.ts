import { describe, expect, it } from 'vitest';
import { newEventId, sha256Hex } from './hash';

describe('sha256Hex', () => {
  it('hashes as the pixels expect: lowercase hex of the UTF-8 text', async () => {
    expect(await sha256Hex('abc')).toBe('ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad');
    expect(await sha256Hex('ana@example.com')).toMatch(/^[0-9a-f]{64}$/);
  });
  it('answers nothing without Web Crypto (an insecure context), never the text', async () => {
    expect(await sha256Hex('ana@example.com', null)).toBeUndefined();
  });
});

describe('newEventId', () => {
  it('is the hash of the time and a random id: another random id, another event id', async () => {
    const a = await newEventId(1_700_000_000_000, 'r1');
    expect(a).toBe(await sha256Hex('1700000000000.r1'));
    expect(await newEventId(1_700_000_000_000, 'r2')).not.toBe(a);
  });
});
