import { promisify } from 'node:util';
import { inflate } from 'node:zlib';

const inflating = promisify(inflate);

export type CheckResult = { ok: true } | { ok: false; message: string };

/**
 * What a PDF can run, open or carry besides its pages: scripts, the launch of a program, attached files, rich media,
 * XML forms and form submissions. An ID document has none of them.
 */
const ACTIVE = new Set([
  'JavaScript',
  'JS',
  'Launch',
  'EmbeddedFile',
  'EmbeddedFiles',
  'RichMedia',
  'XFA',
  'SubmitForm',
  'ImportData',
  'GoToE',
]);

/** What compressed objects may unpack to in all: a scanned page's objects are a few kilobytes. */
const MAX_UNPACKED_BYTES = 32 * 1024 * 1024;

const refuse = (message: string): CheckResult => ({ ok: false, message });

/** A name as the PDF means it: `#xx` is the byte xx (`/J#61vaScript` is `/JavaScript`). */
const decodeName = (raw: string) =>
  raw.includes('#')
    ? raw.replace(/#([0-9a-f]{2})/gi, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)))
    : raw;

/** The first name in `text` that is active content, if any. Delimiters end a name (PDF 32000 §7.2.2). */
function activeName(text: string): string | undefined {
  for (const match of text.matchAll(/\/([^\s\0/<>[\]()%{}]+)/g)) {
    const name = decodeName(match[1] ?? '');
    if (ACTIVE.has(name)) return name;
  }
  return undefined;
}

/** The file's frame: a header, a cross-reference section where `startxref` says, and nothing after `%%EOF`. */
function structureProblem(text: string): string | undefined {
  if (!/^%PDF-[12]\.\d/.test(text)) return 'The file is no PDF';
  const eof = text.lastIndexOf('%%EOF');
  if (eof < 0) return 'The PDF has no end';
  if (!/^[\0\t\n\f\r ]*$/.test(text.slice(eof + 5))) return 'The PDF goes on after its end';
  const startxref = /startxref\s+(\d+)\s*$/.exec(text.slice(Math.max(0, eof - 64), eof));
  if (!startxref) return 'The PDF has no cross-reference table';
  const at = text.slice(Number(startxref[1]), Number(startxref[1]) + 32);
  if (!/^xref\s/.test(at) && !/^\d+\s+\d+\s+obj\b/.test(at))
    return 'The PDF’s cross-reference table is not where it says';
  return undefined;
}

/**
 * Splits the file into the text outside stream data (where objects, dictionaries and names are) and the data of
 * its object streams (compressed objects, which must be unpacked to be read). Other stream data (page contents,
 * pictures) is skipped: names there are no objects.
 */
function split(bytes: Buffer, text: string): { outside: string[]; objectStreams: ObjectStream[] } | string {
  const outside: string[] = [];
  const objectStreams: ObjectStream[] = [];
  const keyword = /\bstream(?:\r\n|\n|\r)/g;
  let pos = 0;
  for (let match = keyword.exec(text); match; match = keyword.exec(text)) {
    const dictionary = text.slice(text.lastIndexOf('obj', match.index), match.index);
    outside.push(text.slice(pos, match.index));
    const start = match.index + match[0].length;
    const end = text.indexOf('endstream', start);
    if (end < 0) return 'The PDF has a stream without its end';
    if (/\/Type\s*\/ObjStm\b/.test(dictionary)) {
      const flate = /\/Filter\s*(?:\[\s*)?\/FlateDecode\s*\]?\s*(?:\/|>>)/.test(dictionary);
      if ((!flate && /\/Filter/.test(dictionary)) || /\/DecodeParms/.test(dictionary))
        return 'The PDF compresses its objects in a way that cannot be checked';
      objectStreams.push({ data: bytes.subarray(start, end), flate });
    }
    pos = end + 'endstream'.length;
    keyword.lastIndex = pos;
  }
  outside.push(text.slice(pos));
  return { outside, objectStreams };
}

/** An object stream's data, and whether it is deflated (the one filter taken for compressed objects). */
interface ObjectStream {
  data: Buffer;
  flate: boolean;
}

async function unpack(streams: ObjectStream[]): Promise<string[] | string> {
  const texts: string[] = [];
  let total = 0;
  for (const stream of streams) {
    try {
      const data = stream.flate
        ? await inflating(stream.data, { maxOutputLength: MAX_UNPACKED_BYTES })
        : stream.data;
      total += data.length;
      if (total > MAX_UNPACKED_BYTES) return 'The PDF’s compressed objects are too large';
      texts.push(data.toString('latin1'));
    } catch {
      return 'The PDF’s compressed objects could not be read';
    }
  }
  return texts;
}

/**
 * Whether `bytes` is a PDF whose structure holds (docs/decisions/0029-id-upload.md) and that carries no active
 * content: no script, launch, attachment, rich media, XML form or submission anywhere in its objects, compressed
 * ones included. An encrypted PDF cannot be read through, so it is refused.
 */
export async function checkPdf(bytes: Buffer): Promise<CheckResult> {
  const text = bytes.toString('latin1');
  const problem = structureProblem(text);
  if (problem) return refuse(problem);
  const parts = split(bytes, text);
  if (typeof parts === 'string') return refuse(parts);
  const unpacked = await unpack(parts.objectStreams);
  if (typeof unpacked === 'string') return refuse(unpacked);
  const objects = [...parts.outside, ...unpacked];
  if (!objects.some((t) => t.includes('/Root'))) return refuse('The PDF has no document catalogue');
  if (objects.some((t) => /\/Encrypt\b/.test(t))) return refuse('A password-protected PDF cannot be checked');
  for (const t of objects) {
    const name = activeName(t);
    if (name) return refuse(`The PDF carries active content (/${name}): send a plain scan or photo`);
  }
  return { ok: true };
}
