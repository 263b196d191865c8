import type { DocumentSide } from '../../../contract/documents';
import type { DocumentUse } from '../db/document-queries';

/** Uploads one application may make in all, replacements included: a side can be sent again many times over. */
export const MAX_UPLOADS_PER_LEAD = 40;

/** What one application's stored sides may take together: two full-size sides and change. */
export const MAX_STORED_BYTES_PER_LEAD = 25 * 1024 * 1024;

/** Uploads one client may make in a minute, across applications (the route's own rate limit). */
export const UPLOADS_PER_MINUTE = 20;

export interface QuotaRefusal {
  status: 413 | 429;
  message: string;
}

const megabytes = (bytes: number) => `${Math.round((bytes / 1024 / 1024) * 10) / 10} MB`;

/**
 * Whether one more upload of `size` bytes for `side` fits the application's quota: 429 when its uploads are spent,
 * 413 when the sides kept would take more than their share together (the side's earlier file does not count: it is
 * replaced). `size` 0: only the count (before the body is read).
 */
export function quotaRefusal(use: DocumentUse, side: DocumentSide, size: number): QuotaRefusal | undefined {
  if (use.uploads >= MAX_UPLOADS_PER_LEAD) {
    return {
      status: 429,
      message: `This application has had its ${MAX_UPLOADS_PER_LEAD} uploads: send the documents stored, or skip them`,
    };
  }
  const others = use.sides.filter((s) => s.side !== side).reduce((sum, s) => sum + s.size, 0);
  if (others + size > MAX_STORED_BYTES_PER_LEAD) {
    return {
      status: 413,
      message:
        `The documents of one application may take ${megabytes(MAX_STORED_BYTES_PER_LEAD)} in all; with this file ` +
        `they would take ${megabytes(others + size)}: send a smaller file`,
    };
  }
  return undefined;
}
