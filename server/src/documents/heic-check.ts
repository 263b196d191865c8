import type { CheckResult } from './pdf-check';
import { MAX_IMAGE_PIXELS, MAX_IMAGE_SIDE } from './image-check';

interface Box {
  type: string;
  /** Where the box's content starts and ends. */
  start: number;
  end: number;
}

/** The boxes that tile `bytes[from, to)` exactly (ISO/IEC 14496-12 §4.2), or null when they do not. */
function boxes(bytes: Buffer, from: number, to: number): Box[] | null {
  const found: Box[] = [];
  let pos = from;
  while (pos < to) {
    if (to - pos < 8) return null;
    let size = bytes.readUInt32BE(pos);
    let header = 8;
    if (size === 1) {
      if (to - pos < 16) return null;
      size = Number(bytes.readBigUInt64BE(pos + 8));
      header = 16;
    } else if (size === 0) size = to - pos;
    if (size < header || pos + size > to) return null;
    found.push({ type: bytes.toString('latin1', pos + 4, pos + 8), start: pos + header, end: pos + size });
    pos += size;
  }
  return found;
}

/** The boxes inside `box`; `full` boxes start with four bytes of version and flags. */
const inside = (bytes: Buffer, box: Box | undefined, full = false) =>
  box ? boxes(bytes, box.start + (full ? 4 : 0), box.end) : null;

/** The sizes the `ispe` properties give (every image item of the file: the picture, its tiles, its thumbnail). */
function imageSizes(bytes: Buffer, top: Box[]): { width: number; height: number }[] | null {
  const meta = inside(
    bytes,
    top.find((b) => b.type === 'meta'),
    true,
  );
  const iprp = inside(
    bytes,
    meta?.find((b) => b.type === 'iprp'),
  );
  const ipco = inside(
    bytes,
    iprp?.find((b) => b.type === 'ipco'),
  );
  if (!ipco) return null;
  return ipco
    .filter((b) => b.type === 'ispe' && b.end - b.start >= 12)
    .map((b) => ({ width: bytes.readUInt32BE(b.start + 4), height: bytes.readUInt32BE(b.start + 8) }));
}

/**
 * A HEIC photo is checked by its structure, not decoded (the image library's prebuilt build reads no HEVC): its
 * boxes must tile the whole file (nothing before or after them), it must have its `ftyp`, `meta` and `mdat` boxes,
 * and every image size it declares must be within the photo cap.
 */
export function checkHeic(bytes: Buffer): CheckResult {
  const top = boxes(bytes, 0, bytes.length);
  if (!top || top[0]?.type !== 'ftyp')
    return { ok: false, message: 'The HEIC photo is damaged or has data after it' };
  if (!top.some((b) => b.type === 'mdat')) return { ok: false, message: 'The HEIC file holds no picture' };
  const sizes = imageSizes(bytes, top);
  if (!sizes || sizes.length === 0) return { ok: false, message: 'The HEIC file says no picture size' };
  const over = sizes.find(
    ({ width, height }) =>
      width > MAX_IMAGE_SIDE || height > MAX_IMAGE_SIDE || width * height > MAX_IMAGE_PIXELS,
  );
  if (over) {
    return {
      ok: false,
      message:
        `The picture is ${over.width} × ${over.height} pixels; at most ${MAX_IMAGE_SIDE} a side and ` +
        `${MAX_IMAGE_PIXELS / 1_000_000} megapixels are taken`,
    };
  }
  return { ok: true };
}
