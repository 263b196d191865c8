/**
 * The ID-upload screen's rules (behaviour §2 `/id-upload`, §7 `/lead/idUpload`, `/lead/documentId`), shared by the web
 * app and the reference API, so the browser's check and the server's are one rule. Plain data and functions.
 */

/** What a document may be: a photo (JPEG, PNG, HEIC) or a PDF. */
export const DOCUMENT_MEDIA_TYPES = ['image/jpeg', 'image/png', 'image/heic', 'application/pdf'] as const;
export type DocumentMediaType = (typeof DOCUMENT_MEDIA_TYPES)[number];

/** The file input's `accept`: the types, and the endings of files whose type a browser does not know (HEIC). */
export const DOCUMENT_ACCEPT =
  'image/jpeg,image/png,image/heic,image/heif,application/pdf,.jpg,.jpeg,.png,.heic,.heif,.pdf';

/** The largest file taken: 10 MB (docs/decisions/0029-id-upload.md). */
export const MAX_DOCUMENT_BYTES = 10 * 1024 * 1024;

/** The sides of a document: an ID card's two, or the one page of a passport. */
export const DOCUMENT_SIDES = ['front', 'back', 'passport'] as const;
export type DocumentSide = (typeof DOCUMENT_SIDES)[number];

/** The kinds of document and the sides each needs. */
export const DOCUMENT_KINDS = { idCard: ['front', 'back'], passport: ['passport'] } as const satisfies Record<
  string,
  readonly DocumentSide[]
>;
export type DocumentKind = keyof typeof DOCUMENT_KINDS;

/** What the server kept of one side (never its bytes). */
export interface StoredDocument {
  side: DocumentSide;
  mediaType: DocumentMediaType;
  size: number;
  sha256: string;
}

/** Whether the stored sides make a whole document: both sides of the ID card, or the passport page. */
export const documentsComplete = (sides: readonly DocumentSide[]): boolean =>
  Object.values(DOCUMENT_KINDS).some((needed) => needed.every((side) => sides.includes(side)));

const EXTENSIONS: Record<string, DocumentMediaType> = {
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
  png: 'image/png',
  heic: 'image/heic',
  heif: 'image/heic',
  pdf: 'application/pdf',
};

/**
 * The media type a chosen file claims (its type, else its name's ending: browsers often give HEIC no type), or
 * null when it is none of ours. The server does not trust it: it reads the content (`sniffMediaType`).
 */
export function claimedMediaType(file: { type: string; name: string }): DocumentMediaType | null {
  const type = file.type.toLowerCase();
  if (type === 'image/heif') return 'image/heic';
  if ((DOCUMENT_MEDIA_TYPES as readonly string[]).includes(type)) return type as DocumentMediaType;
  if (type !== '' && type !== 'application/octet-stream') return null;
  return EXTENSIONS[file.name.toLowerCase().split('.').pop() ?? ''] ?? null;
}

const startsWith = (bytes: Uint8Array, prefix: readonly number[], offset = 0) =>
  bytes.length >= offset + prefix.length && prefix.every((b, i) => bytes[offset + i] === b);

const ascii = (text: string) => [...text].map((c) => c.charCodeAt(0));

/** HEIC/HEIF brands of the `ftyp` box at offset 4. */
const HEIC_BRANDS = ['heic', 'heix', 'mif1', 'msf1'];

/** The media type of a file by its content (its magic bytes), or null when it is none of ours. */
export function sniffMediaType(bytes: Uint8Array): DocumentMediaType | null {
  if (startsWith(bytes, [0xff, 0xd8, 0xff])) return 'image/jpeg';
  if (startsWith(bytes, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return 'image/png';
  if (startsWith(bytes, ascii('%PDF-'))) return 'application/pdf';
  if (startsWith(bytes, ascii('ftyp'), 4) && HEIC_BRANDS.some((b) => startsWith(bytes, ascii(b), 8)))
    return 'image/heic';
  return null;
}
