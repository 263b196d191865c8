import { randomUUID } from 'node:crypto';
import { mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { mkdir, open, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { DocumentSide, StoredDocument } from '../../../contract/documents';
import type { Database } from '../db/database';
import { documentBytesOf, documentUse, storeDocument, type DocumentBytes } from '../db/document-queries';
import { quotaRefusal, type QuotaRefusal } from './quota';

export type KeepResult = { ok: true; stored: StoredDocument } | ({ ok: false } & QuotaRefusal);

export interface DocumentStore {
  /** Where a received body waits while it is checked. */
  readonly incoming: string;
  /** The refusal an upload of `size` bytes would meet now (0: the count alone), before its body is read. */
  refusal(leadId: string, side: DocumentSide, size: number): Promise<QuotaRefusal | undefined>;
  /** Keeps `doc` as the lead's side within its quota; the side's earlier bytes are gone once it answers. */
  keep(doc: StoredDocument & { leadId: string; bytes: Buffer }, now: Date): Promise<KeepResult>;
  /** The kept bytes of a side (tests: what was stored is what was checked). */
  bytesOf(leadId: string, side: DocumentSide): Promise<Buffer | undefined>;
  close(): void;
}

/** Writes `bytes` to a new file and flushes it to the disk before answering. */
async function writeDurably(path: string, bytes: Buffer): Promise<void> {
  const file = await open(path, 'wx');
  try {
    await file.writeFile(bytes);
    await file.sync();
  } finally {
    await file.close();
  }
}

/**
 * One store over `db`; `put` writes a side's bytes somewhere and answers where (the row's bytes or its file), and
 * `drop` removes what an earlier or a refused `put` wrote.
 */
function storeOver(
  db: Database,
  incoming: string,
  put: (doc: { leadId: string; side: DocumentSide; bytes: Buffer }) => Promise<DocumentBytes>,
  drop: (file: string | null | undefined) => Promise<void>,
  read: (file: string) => Promise<Buffer>,
  close: () => void,
): DocumentStore {
  return {
    incoming,
    refusal: async (leadId, side, size) => quotaRefusal(await documentUse(db, leadId), side, size),
    async keep(doc, now) {
      const where = await put(doc);
      let replaced: string | null | undefined;
      const result = await db
        .transaction(async (tx): Promise<KeepResult> => {
          const use = await documentUse(tx, doc.leadId);
          const refused = quotaRefusal(use, doc.side, doc.size);
          if (refused) return { ok: false, ...refused };
          replaced = use.sides.find((s) => s.side === doc.side)?.file;
          const { leadId, side, mediaType, sha256, size } = doc;
          return {
            ok: true,
            stored: await storeDocument(tx, { leadId, side, mediaType, sha256, size, ...where }, now),
          };
        })
        .catch(async (error: unknown) => {
          await drop(where.file);
          throw error;
        });
      await drop(result.ok ? replaced : where.file);
      return result;
    },
    async bytesOf(leadId, side) {
      const row = await documentBytesOf(db, leadId, side);
      if (!row) return undefined;
      return row.file ? read(row.file) : Buffer.from(row.bytes ?? []);
    },
    close,
  };
}

/**
 * The embedded database's store: a side's bytes as a file under `dir` (`<lead>/<side>-<random>`), its row naming
 * it. A replaced side's file is removed once the new row is committed. Without `dir` (an in-memory database) a
 * temporary directory, removed on close.
 */
export function fileStore(db: Database, dir?: string): DocumentStore {
  const root = dir ?? join(mkdtempSync(join(tmpdir(), 'documents-')), 'documents');
  const incoming = join(root, '.incoming');
  // A body being received when the server stopped is of no use.
  rmSync(incoming, { recursive: true, force: true });
  mkdirSync(incoming, { recursive: true });
  return storeOver(
    db,
    incoming,
    async ({ leadId, side, bytes }) => {
      const file = `${leadId}/${side}-${randomUUID()}`;
      await mkdir(join(root, leadId), { recursive: true });
      await writeDurably(join(root, file), bytes);
      return { file };
    },
    async (file) => {
      if (file) await rm(join(root, file), { force: true });
    },
    (file) => readFile(join(root, file)),
    () => {
      if (!dir) rmSync(join(root, '..'), { recursive: true, force: true });
    },
  );
}

/** PostgreSQL's store: the bytes in the row (sent as one binary parameter; the server's own vacuum reclaims a replaced one). */
export function databaseStore(db: Database): DocumentStore {
  const incoming = mkdtempSync(join(tmpdir(), 'documents-incoming-'));
  return storeOver(
    db,
    incoming,
    ({ bytes }) => Promise.resolve({ bytes }),
    () => Promise.resolve(),
    () => Promise.reject(new Error('PostgreSQL keeps no document files')),
    () => rmSync(incoming, { recursive: true, force: true }),
  );
}
