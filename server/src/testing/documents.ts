/** ID-upload test files: real pictures (sharp), PDFs and HEIC files built by hand, and their polyglot twins. */
import { crc32, deflateSync } from 'node:zlib';
import sharp from 'sharp';

export const jpeg = (width = 40, height = 24): Promise<Buffer> =>
  sharp({ create: { width, height, channels: 3, background: '#c33' } })
    .jpeg()
    .toBuffer();

export const png = (width = 40, height = 24): Promise<Buffer> =>
  sharp({ create: { width, height, channels: 3, background: '#3c3' } })
    .png()
    .toBuffer();

function chunk(type: string, data: Buffer): Buffer {
  const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
}

/** A PNG that claims `width` × `height` pixels in its header and has one row of data. */
export function pngHeader(width: number, height: number): Buffer {
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(width, 0);
  ihdr.writeUInt32BE(height, 4);
  ihdr.set([8, 2, 0, 0, 0], 8);
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', ihdr),
    chunk('IDAT', deflateSync(Buffer.alloc(1 + width * 3))),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

const CATALOG = '<< /Type /Catalog /Pages 2 0 R >>';
const PAGES = '<< /Type /Pages /Kids [3 0 R] /Count 1 >>';
const PAGE = '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 200 100] >>';

/**
 * A PDF with a cross-reference table at the right offsets; `objects` are the bodies of objects 1.. (the first the
 * catalogue), a Buffer for one with stream data of its own.
 */
export function pdf(objects: (string | Buffer)[] = [CATALOG, PAGES, PAGE]): Buffer {
  const parts: Buffer[] = [Buffer.from('%PDF-1.7\n%\u00e2\u00e3\n', 'latin1')];
  const offsets: number[] = [];
  let length = parts[0]!.length;
  objects.forEach((body, i) => {
    const object = Buffer.concat([
      Buffer.from(`${i + 1} 0 obj\n`, 'latin1'),
      typeof body === 'string' ? Buffer.from(body, 'latin1') : body,
      Buffer.from('\nendobj\n', 'latin1'),
    ]);
    offsets.push(length);
    parts.push(object);
    length += object.length;
  });
  const xref =
    `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n` +
    offsets.map((o) => `${String(o).padStart(10, '0')} 00000 n \n`).join('') +
    `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${length}\n%%EOF\n`;
  return Buffer.concat([...parts, Buffer.from(xref, 'latin1')]);
}

/** A stream object's body: `dictionary` (without its brackets) and `data`. */
export const streamObject = (dictionary: string, data: Buffer): Buffer =>
  Buffer.concat([
    Buffer.from(`<< ${dictionary} /Length ${data.length} >>\nstream\n`, 'latin1'),
    data,
    Buffer.from('\nendstream', 'latin1'),
  ]);

export { CATALOG, PAGES, PAGE };

function box(type: string, ...content: Buffer[]): Buffer {
  const body = Buffer.concat(content);
  const header = Buffer.alloc(8);
  header.writeUInt32BE(8 + body.length);
  header.write(type, 4, 'latin1');
  return Buffer.concat([header, body]);
}

/** A HEIC file's boxes: its type, its metadata with one image size (`ispe`) and its (dummy) picture data. */
export function heic(width = 3024, height = 4032): Buffer {
  const ispe = Buffer.alloc(12);
  ispe.writeUInt32BE(width, 4);
  ispe.writeUInt32BE(height, 8);
  return Buffer.concat([
    box('ftyp', Buffer.from('heic\0\0\0\0mif1heic', 'latin1')),
    box('meta', Buffer.alloc(4), box('iprp', box('ipco', box('ispe', ispe)))),
    box('mdat', Buffer.alloc(64, 7)),
  ]);
}
