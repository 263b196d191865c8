import { useCallback, useRef, useState } from 'react';
import {
  claimedMediaType,
  DOCUMENT_SIDES,
  MAX_DOCUMENT_BYTES,
  type DocumentMediaType,
  type DocumentSide,
  type StoredDocument,
} from '../../../../contract/documents';
import { uploadDocument } from './upload-document';

/** What is wrong with a side: refused here (type, size), refused or lost on the way (failed), or not sent yet. */
export type SideProblem = 'type' | 'size' | 'failed' | 'missing';

/** One side of the document on the screen. The chosen File stays here (never in browser storage) for a retry. */
export interface SideState {
  file: File | null;
  stored: StoredDocument | null;
  /** The name of the file this page uploaded for `stored` (none for a side stored before a reload). */
  storedName: string | null;
  uploading: boolean;
  /** How much of the upload has gone, 0 to 1. */
  progress: number;
  problem: SideProblem | null;
}

const EMPTY: SideState = {
  file: null,
  stored: null,
  storedName: null,
  uploading: false,
  progress: 0,
  problem: null,
};
const ALL_EMPTY = Object.fromEntries(DOCUMENT_SIDES.map((s) => [s, EMPTY])) as Record<
  DocumentSide,
  SideState
>;

/** Whether a chosen file may be sent: the browser's check of the shared rule (contract/documents.ts). */
export function refusalOf(file: File): 'type' | 'size' | null {
  if (!claimedMediaType(file)) return 'type';
  return file.size > MAX_DOCUMENT_BYTES ? 'size' : null;
}

/**
 * The sides of the ID: each chosen file is checked, then uploaded at once with its progress; a refused file
 * changes nothing else (this side's earlier file and the other sides stay); a failed upload is sent again from
 * the kept File. `fetched` are the sides the server already holds (a reload shows them).
 */
export function useDocumentSides(leadId: string | null, fetched: readonly StoredDocument[] | undefined) {
  const [sides, setSides] = useState(ALL_EMPTY);
  const update = useCallback(
    (side: DocumentSide, patch: Partial<SideState>) =>
      setSides((s) => ({ ...s, [side]: { ...s[side], ...patch } })),
    [],
  );

  /** The latest upload of each side: a file chosen while another is on its way wins over it. */
  const latest = useRef<Partial<Record<DocumentSide, number>>>({});
  const send = async (side: DocumentSide, file: File, mediaType: DocumentMediaType) => {
    if (!leadId) return;
    const mine = (latest.current[side] ?? 0) + 1;
    latest.current[side] = mine;
    const current = () => latest.current[side] === mine;
    update(side, { file, uploading: true, progress: 0, problem: null });
    const onProgress = (progress: number) => current() && update(side, { progress });
    const outcome = await uploadDocument({ leadId, side, file, mediaType, onProgress });
    if (!current()) return;
    if (outcome.ok)
      update(side, { uploading: false, progress: 1, stored: outcome.stored, storedName: file.name });
    // A file the server refused is no use to send again: only a failed one is kept for a retry.
    else
      update(side, {
        uploading: false,
        problem: outcome.problem,
        ...(outcome.problem !== 'failed' && { file: null }),
      });
  };

  /** Answers false when the file is refused before any upload. */
  const choose = (side: DocumentSide, file: File): boolean => {
    const refused = refusalOf(file);
    if (refused) {
      update(side, { problem: refused });
      return false;
    }
    void send(side, file, claimedMediaType(file)!);
    return true;
  };

  const retry = (side: DocumentSide) => {
    const file = sides[side].file;
    if (file && !sides[side].uploading) void send(side, file, claimedMediaType(file)!);
  };

  const view = Object.fromEntries(
    DOCUMENT_SIDES.map((side) => [
      side,
      { ...sides[side], stored: sides[side].stored ?? fetched?.find((d) => d.side === side) ?? null },
    ]),
  ) as Record<DocumentSide, SideState>;
  return { sides: view, choose, retry, update };
}
