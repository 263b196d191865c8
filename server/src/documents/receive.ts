import { createWriteStream } from 'node:fs';
import { rm } from 'node:fs/promises';
import type { Readable } from 'node:stream';

export type Received = { ok: true; size: number } | { ok: false; reason: 'too-large' | 'interrupted' };

/**
 * Writes the request body to a new file at `path` as it arrives (never the whole file in memory), up to `limit`
 * bytes. Over the limit, what came is removed and the rest of the body is read and dropped, so that the answer
 * (413) still reaches the client; a body cut off midway is removed too.
 */
export function receiveFile(body: Readable, path: string, limit: number): Promise<Received> {
  return new Promise((resolve) => {
    const out = createWriteStream(path, { flags: 'wx' });
    let size = 0;
    let settled = false;
    const finish = (result: Received) => {
      if (settled) return;
      settled = true;
      body.off('data', onData).off('end', onEnd).off('error', onFailure).off('aborted', onFailure);
      out.off('error', onFailure);
      if (result.ok) return resolve(result);
      body.resume();
      out.destroy();
      void rm(path, { force: true }).then(() => resolve(result));
    };
    function onData(chunk: Buffer) {
      size += chunk.length;
      if (size > limit) return finish({ ok: false, reason: 'too-large' });
      if (!out.write(chunk)) {
        body.pause();
        out.once('drain', () => body.resume());
      }
    }
    function onEnd() {
      out.end(() => finish({ ok: true, size }));
    }
    function onFailure() {
      finish({ ok: false, reason: 'interrupted' });
    }
    body.on('data', onData).on('end', onEnd).on('error', onFailure).on('aborted', onFailure);
    out.on('error', onFailure);
  });
}
