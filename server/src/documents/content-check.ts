import { open, readFile } from 'node:fs/promises';
import { sniffMediaType, type DocumentMediaType } from '../../../contract/documents';
import { checkHeic } from './heic-check';
import { reencodeImage } from './image-check';
import { checkPdf } from './pdf-check';

export type CheckedDocument =
  { ok: true; mediaType: DocumentMediaType; bytes: Buffer } | { ok: false; message: string };

async function head(path: string): Promise<Buffer> {
  const file = await open(path, 'r');
  try {
    const buffer = Buffer.alloc(32);
    const { bytesRead } = await file.read(buffer, 0, buffer.length, 0);
    return buffer.subarray(0, bytesRead);
  } finally {
    await file.close();
  }
}

/**
 * What of the received file in `path` is kept, by its content (docs/decisions/0029-id-upload.md): a JPEG or PNG
 * decoded and encoded again within the photo cap, a HEIC photo whose structure holds, a PDF whose structure holds
 * with no active content; anything else is refused with the reason.
 */
export async function checkDocument(path: string): Promise<CheckedDocument> {
  const mediaType = sniffMediaType(await head(path));
  if (mediaType === 'image/jpeg' || mediaType === 'image/png') {
    const image = await reencodeImage(path, mediaType === 'image/jpeg' ? 'jpeg' : 'png');
    return image.ok ? { ok: true, mediaType, bytes: image.bytes } : image;
  }
  if (mediaType === null) return { ok: false, message: 'The file is no JPEG, PNG, HEIC or PDF' };
  const bytes = await readFile(path);
  const checked = mediaType === 'application/pdf' ? await checkPdf(bytes) : checkHeic(bytes);
  return checked.ok ? { ok: true, mediaType, bytes } : checked;
}
