import { describe, expect, it } from 'vitest';
import { claimedMediaType, documentsComplete, sniffMediaType } from './documents';

const bytes = (...parts: (number[] | string)[]) =>
  new Uint8Array(parts.flatMap((p) => (typeof p === 'string' ? [...p].map((c) => c.charCodeAt(0)) : p)));

describe('ID documents (contract/documents.ts)', () => {
  it('know a file by its magic bytes', () => {
    expect(sniffMediaType(bytes([0xff, 0xd8, 0xff, 0xdb]))).toBe('image/jpeg');
    expect(sniffMediaType(bytes([0x89], 'PNG', [0x0d, 0x0a, 0x1a, 0x0a]))).toBe('image/png');
    expect(sniffMediaType(bytes('%PDF-1.4'))).toBe('application/pdf');
    for (const brand of ['heic', 'heix', 'mif1', 'msf1'])
      expect(sniffMediaType(bytes([0, 0, 0, 0x18], 'ftyp', brand))).toBe('image/heic');
    expect(sniffMediaType(bytes([0, 0, 0, 0x18], 'ftypisom'))).toBeNull();
    expect(sniffMediaType(bytes('GIF89a'))).toBeNull();
    expect(sniffMediaType(bytes([0xff, 0xd8]))).toBeNull();
    expect(sniffMediaType(new Uint8Array())).toBeNull();
  });

  it("take a chosen file's type, or its name's ending when the browser gives none", () => {
    expect(claimedMediaType({ type: 'image/jpeg', name: 'x.bin' })).toBe('image/jpeg');
    expect(claimedMediaType({ type: '', name: 'IMG_0001.HEIC' })).toBe('image/heic');
    expect(claimedMediaType({ type: 'image/heif', name: 'a' })).toBe('image/heic');
    expect(claimedMediaType({ type: 'image/gif', name: 'a.jpg' })).toBeNull();
    expect(claimedMediaType({ type: '', name: 'notes.txt' })).toBeNull();
  });

  it('are complete with both sides of the ID card, or the passport page', () => {
    expect(documentsComplete(['front'])).toBe(false);
    expect(documentsComplete(['back', 'front'])).toBe(true);
    expect(documentsComplete(['passport'])).toBe(true);
    expect(documentsComplete([])).toBe(false);
  });
});
