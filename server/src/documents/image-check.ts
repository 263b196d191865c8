import { availableParallelism } from 'node:os';
import sharp from 'sharp';

/** The largest photo taken: 12,000 px a side and 40 megapixels (a phone's camera takes 12 to 50 MP at most). */
export const MAX_IMAGE_SIDE = 12_000;
export const MAX_IMAGE_PIXELS = 40_000_000;

// Each upload is a file read once: libvips' cache would only keep files open and memory held.
sharp.cache(false);
// One thread per picture, and at most one picture per core but one at a time: the event loop keeps a core, so other
// clients' calls are answered while photos are decoded (ten 10 MB photos at once otherwise starved it for a second).
sharp.concurrency(1);
const MAX_AT_ONCE = Math.max(1, availableParallelism() - 1);
let running = 0;
const waiting: (() => void)[] = [];

/** Runs `work` when fewer than MAX_AT_ONCE pictures are being worked on; the others wait their turn. */
async function inTurn<T>(work: () => Promise<T>): Promise<T> {
  // A finished picture hands its turn to the next one waiting.
  if (running < MAX_AT_ONCE) running++;
  else await new Promise<void>((resolve) => waiting.push(resolve));
  try {
    return await work();
  } finally {
    const next = waiting.shift();
    if (next) next();
    else running--;
  }
}

export type ImageResult = { ok: true; bytes: Buffer } | { ok: false; message: string };

const NAMES = { jpeg: 'JPEG', png: 'PNG' } as const;

/**
 * Decodes the JPEG or PNG in `path` (on libvips' threads, off the event loop) and encodes it again: what is kept
 * is the picture alone, upright, without its metadata (the camera's location among them) and without anything
 * that followed the image's own end (the tail a polyglot file carries). A picture larger than the cap is refused
 * from its header, before it is decoded.
 */
export async function reencodeImage(path: string, format: 'jpeg' | 'png'): Promise<ImageResult> {
  const name = NAMES[format];
  const meta = await sharp(path, { limitInputPixels: false })
    .metadata()
    .catch(() => undefined);
  if (!meta) return { ok: false, message: `The ${name} picture could not be read` };
  if (meta.format !== format) return { ok: false, message: `The file is no ${name} picture` };
  const { width, height } = meta;
  if (width > MAX_IMAGE_SIDE || height > MAX_IMAGE_SIDE || width * height > MAX_IMAGE_PIXELS) {
    return {
      ok: false,
      message:
        `The picture is ${width} × ${height} pixels; at most ${MAX_IMAGE_SIDE} a side and ` +
        `${MAX_IMAGE_PIXELS / 1_000_000} megapixels are taken`,
    };
  }
  try {
    const image = sharp(path, { limitInputPixels: MAX_IMAGE_PIXELS, failOn: 'error' }).rotate();
    const encoded = format === 'jpeg' ? image.jpeg({ quality: 90 }) : image.png();
    const bytes = await inTurn(() => encoded.toBuffer());
    return { ok: true, bytes };
  } catch {
    return { ok: false, message: `The ${name} picture is damaged` };
  }
}
