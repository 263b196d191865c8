import type { Queryable } from './database';

export type Claim =
  | { kind: 'claimed' }
  | { kind: 'mismatch' }
  | { kind: 'in-flight' }
  | { kind: 'done'; status: number; body: string };

export interface ClaimInput {
  brand: string;
  key: string;
  method: string;
  path: string;
  fingerprint: string;
  now: Date;
  /** An in-flight claim older than this is taken to be abandoned (its process died) and may be taken over. */
  staleAfterMs: number;
}

interface Row {
  fingerprint: string;
  state: 'in-flight' | 'done';
  response_status: number | null;
  response_body: string | null;
  locked_at: Date;
}

/** Claims a key for this request, or says why not (another body, still running, or the stored answer). */
export async function claimIdempotencyKey(db: Queryable, input: ClaimInput): Promise<Claim> {
  const inserted = await db.query(
    `INSERT INTO idempotency_keys (brand, key, method, path, fingerprint, state, locked_at, created_at)
     VALUES ($1, $2, $3, $4, $5, 'in-flight', $6, $6)
     ON CONFLICT (brand, key) DO NOTHING
     RETURNING key`,
    [input.brand, input.key, input.method, input.path, input.fingerprint, input.now],
  );
  if (inserted.length > 0) return { kind: 'claimed' };
  const [row] = await db.query<Row>(
    'SELECT fingerprint, state, response_status, response_body, locked_at FROM idempotency_keys WHERE brand = $1 AND key = $2',
    [input.brand, input.key],
  );
  // Deleted between the two statements (the first request failed): try once more from the start.
  if (!row) return claimIdempotencyKey(db, input);
  if (row.fingerprint !== input.fingerprint) return { kind: 'mismatch' };
  if (row.state === 'done')
    return { kind: 'done', status: row.response_status ?? 200, body: row.response_body ?? '' };
  const staleBefore = new Date(input.now.getTime() - input.staleAfterMs);
  if (new Date(row.locked_at) < staleBefore) {
    const taken = await db.query(
      `UPDATE idempotency_keys SET locked_at = $3
       WHERE brand = $1 AND key = $2 AND state = 'in-flight' AND locked_at < $4 RETURNING key`,
      [input.brand, input.key, input.now, staleBefore],
    );
    if (taken.length > 0) return { kind: 'claimed' };
  }
  return { kind: 'in-flight' };
}

/** Stores the answer to replay for this key. */
export async function completeIdempotencyKey(
  db: Queryable,
  brand: string,
  key: string,
  status: number,
  body: string,
): Promise<void> {
  await db.query(
    `UPDATE idempotency_keys SET state = 'done', response_status = $3, response_body = $4
     WHERE brand = $1 AND key = $2`,
    [brand, key, status, body],
  );
}

/** Forgets a key whose request failed, so that a retry with it runs again. */
export async function releaseIdempotencyKey(db: Queryable, brand: string, key: string): Promise<void> {
  await db.query(`DELETE FROM idempotency_keys WHERE brand = $1 AND key = $2 AND state = 'in-flight'`, [
    brand,
    key,
  ]);
}

/** Removes keys older than `before` (keys are kept for 24 hours). */
export async function purgeIdempotencyKeys(db: Queryable, before: Date): Promise<void> {
  await db.query('DELETE FROM idempotency_keys WHERE created_at < $1', [before]);
}
