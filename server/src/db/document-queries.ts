import type { DocumentMediaType, DocumentSide, StoredDocument } from '../../../contract/documents';
import type { Queryable } from './database';

type Row = { side: DocumentSide; media_type: DocumentMediaType; size: number; sha256: string };

const stored = (r: Row): StoredDocument => ({
  side: r.side,
  mediaType: r.media_type,
  size: r.size,
  sha256: r.sha256,
});

/** Keeps one side of a lead's document; the same side again replaces it. Answers what was kept (no bytes). */
export async function storeDocument(
  db: Queryable,
  doc: StoredDocument & { leadId: string; bytes: Uint8Array },
  now: Date,
): Promise<StoredDocument> {
  const [row] = await db.query<Row>(
    `INSERT INTO lead_documents (lead_id, side, media_type, bytes, sha256, size, created_at)
     VALUES ($1, $2, $3, $4, $5, $6, $7)
     ON CONFLICT (lead_id, side) DO UPDATE SET media_type = EXCLUDED.media_type, bytes = EXCLUDED.bytes,
       sha256 = EXCLUDED.sha256, size = EXCLUDED.size, created_at = EXCLUDED.created_at
     RETURNING side, media_type, size, sha256`,
    [doc.leadId, doc.side, doc.mediaType, doc.bytes, doc.sha256, doc.size, now],
  );
  return stored(row!);
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
