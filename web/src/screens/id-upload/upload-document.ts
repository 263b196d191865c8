import { brand } from 'virtual:brand';
import { apiUrl, idUploadPath } from '../../../../contract/api-paths';
import type { DocumentMediaType, DocumentSide, StoredDocument } from '../../../../contract/documents';
import { authorization } from '../../lead/lead-key';

/** A file takes longer than a JSON call: an upload that has not finished in two minutes has failed. */
export const UPLOAD_TIMEOUT_MS = 120_000;

/** How an upload ended: what the server kept, or why not (the kind of message the person sees). */
export type UploadOutcome =
  { ok: true; stored: StoredDocument } | { ok: false; problem: 'type' | 'size' | 'failed' };

function outcomeOf(status: number, text: string): UploadOutcome {
  if (status === 413) return { ok: false, problem: 'size' };
  if (status === 422 || status === 415) return { ok: false, problem: 'type' };
  if (status !== 200) return { ok: false, problem: 'failed' };
  try {
    return { ok: true, stored: JSON.parse(text) as StoredDocument };
  } catch {
    return { ok: false, problem: 'failed' };
  }
}

/**
 * Sends one side of the ID to `POST /lead/idUpload` as the file's own bytes, with the lead key (under `keyed`)
 * like every lead call. XMLHttpRequest, not fetch: only it reports how much of a request body has gone (`upload.onprogress`),
 * which feeds the screen's progress bar. Never rejects: a network fault or timeout is `failed`, to retry.
 */
export function uploadDocument(args: {
  leadId: string;
  side: DocumentSide;
  file: Blob;
  mediaType: DocumentMediaType;
  onProgress: (fraction: number) => void;
}): Promise<UploadOutcome> {
  return new Promise((resolve) => {
    const xhr = new XMLHttpRequest();
    const query = new URLSearchParams({ leadId: args.leadId, side: args.side });
    xhr.open('POST', apiUrl(brand.api, `${idUploadPath}?${query.toString()}`));
    const auth = authorization();
    if (auth) xhr.setRequestHeader('authorization', auth);
    xhr.setRequestHeader('content-type', args.mediaType);
    xhr.timeout = UPLOAD_TIMEOUT_MS;
    xhr.upload.onprogress = (e) => {
      if (e.lengthComputable && e.total > 0) args.onProgress(e.loaded / e.total);
    };
    xhr.onload = () => resolve(outcomeOf(xhr.status, xhr.responseText));
    const failed = () => resolve({ ok: false, problem: 'failed' });
    xhr.onerror = failed;
    xhr.ontimeout = failed;
    xhr.onabort = failed;
    xhr.send(args.file);
  });
}
