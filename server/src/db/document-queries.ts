import type { DocumentMediaType, DocumentSide, StoredDocument } from '../../../contract/documents';
import type { Queryable } from './database';

type Row = { side: DocumentSide; media_type: DocumentMediaType; size: number; sha256: string };

const stored = (r: Row): StoredDocument => ({
  side: r.side,
  mediaType: r.media_type,
  size: r.size,
  sha256: r.sha256,
});

/** Where a side's bytes are: in the row, or in a file beside the embedded database (its name). */
export type DocumentBytes = { bytes: Uint8Array; file?: undefined } | { file: string; bytes?: undefined };

/** What a lead's documents take: its sides (size, file) and its uploads so far, replacements included. */
export interface DocumentUse {
  uploads: number;
  sides: { side: DocumentSide; size: number; file: string | null }[];
}

/**
 * What the lead's documents take now. Inside a transaction, the lead's row is locked until it ends, so that two
 * uploads for one lead are counted one after the other.
 */
export async function documentUse(tx: Queryable, leadId: string): Promise<DocumentUse> {
  await tx.query('SELECT 1 FROM leads WHERE id = $1 FOR UPDATE', [leadId]);
  const sides = await tx.query<{ side: DocumentSide; size: number; file: string | null; uploads: number }>(
    'SELECT side, size, file, uploads FROM lead_documents WHERE lead_id = $1',
    [leadId],
  );
  return {
    uploads: sides.reduce((sum, s) => sum + s.uploads, 0),
    sides: sides.map(({ side, size, file }) => ({ side, size, file })),
  };
}

/** Keeps one side of a lead's document; the same side again replaces it. Answers what was kept (no bytes). */
export async function storeDocument(
  db: Queryable,
  doc: StoredDocument & { leadId: string } & DocumentBytes,
  now: Date,
): Promise<StoredDocument> {
  const [row] = await db.query<Row>(
    `INSERT INTO lead_documents (lead_id, side, media_type, bytes, file, sha256, size, created_at)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8)
     ON CONFLICT (lead_id, side) DO UPDATE SET media_type = EXCLUDED.media_type, bytes = EXCLUDED.bytes,
       file = EXCLUDED.file, sha256 = EXCLUDED.sha256, size = EXCLUDED.size, created_at = EXCLUDED.created_at,
       uploads = lead_documents.uploads + 1
     RETURNING side, media_type, size, sha256`,
    [doc.leadId, doc.side, doc.mediaType, doc.bytes ?? null, doc.file ?? null, doc.sha256, doc.size, now],
  );
  return stored(row!);
}

/** Where one stored side's bytes are, when it is stored. */
export async function documentBytesOf(
  db: Queryable,
  leadId: string,
  side: DocumentSide,
): Promise<{ bytes: Uint8Array | null; file: string | null } | undefined> {
  const [row] = await db.query<{ bytes: Uint8Array | null; file: string | null }>(
    'SELECT bytes, file FROM lead_documents WHERE lead_id = $1 AND side = $2',
    [leadId, side],
  );
  return row;
}

/** The sides a lead has stored (metadata only), in the order front, back, passport. */
export async function documentsOf(db: Queryable, leadId: string): Promise<StoredDocument[]> {
  const rows = await db.query<Row>(
    `SELECT side, media_type, size, sha256 FROM lead_documents WHERE lead_id = $1
     ORDER BY array_position(ARRAY['front', 'back', 'passport'], side)`,
    [leadId],
  );
  return rows.map(stored);
}

/** The test-only view of a lead's rows: metadata and when, never the bytes. */
export async function documentRowsOf(
  db: Queryable,
  leadId: string,
): Promise<(StoredDocument & { createdAt: string })[]> {
  const rows = await db.query<Row & { created_at: Date | string }>(
    `SELECT side, media_type, size, sha256, created_at FROM lead_documents WHERE lead_id = $1
     ORDER BY array_position(ARRAY['front', 'back', 'passport'], side)`,
    [leadId],
  );
  return rows.map((r) => ({ ...stored(r), createdAt: new Date(r.created_at).toISOString() }));
}
