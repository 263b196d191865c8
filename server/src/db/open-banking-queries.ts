import { createHash } from 'node:crypto';
import type { Queryable } from './database';

/** The stored form of a hand-off's state: its SHA-256, hex. The state itself is never stored. */
export const stateHash = (state: string): string => createHash('sha256').update(state, 'utf8').digest('hex');

export interface HandoffRow {
  leadId: string;
  provider: string;
  reference: string | null;
  createdAt: Date;
  usedAt: Date | null;
  outcome: string | null;
}

/** Records a new hand-off of `leadId` to `provider` under the hash of `state`. */
export async function insertHandoff(
  db: Queryable,
  row: { state: string; leadId: string; provider: string; reference?: string },
  now: Date,
): Promise<void> {
  await db.query(
    `INSERT INTO open_banking_states (state_hash, lead_id, provider, reference, created_at)
     VALUES ($1, $2, $3, $4, $5)`,
    [stateHash(row.state), row.leadId, row.provider, row.reference ?? null, now],
  );
}

/** The hand-off of `state`, locked for the transaction, or undefined for a state never issued. */
export async function findHandoff(db: Queryable, state: string): Promise<HandoffRow | undefined> {
  const [row] = await db.query<{
    lead_id: string;
    provider: string;
    reference: string | null;
    created_at: Date | string;
    used_at: Date | string | null;
    outcome: string | null;
  }>(
    `SELECT lead_id, provider, reference, created_at, used_at, outcome
     FROM open_banking_states WHERE state_hash = $1 FOR UPDATE`,
    [stateHash(state)],
  );
  if (!row) return undefined;
  return {
    leadId: row.lead_id,
    provider: row.provider,
    reference: row.reference,
    createdAt: new Date(row.created_at),
    usedAt: row.used_at === null ? null : new Date(row.used_at),
    outcome: row.outcome,
  };
}

/** Marks `state` used, with what became of it (its reason: a provider's error code, never personal data). */
export async function closeHandoff(
  db: Queryable,
  state: string,
  outcome: string,
  reason: string | null,
  now: Date,
): Promise<void> {
  await db.query(
    'UPDATE open_banking_states SET used_at = $2, outcome = $3, reason = $4 WHERE state_hash = $1',
    [stateHash(state), now, outcome, reason],
  );
}

/** The hand-offs of a lead, oldest first (tests and the inspection route). */
export async function handoffsOf(
  db: Queryable,
  leadId: string,
): Promise<{ provider: string; outcome: string | null; reason: string | null; used: boolean }[]> {
  const rows = await db.query<{
    provider: string;
    outcome: string | null;
    reason: string | null;
    used: boolean;
  }>(
    `SELECT provider, outcome, reason, used_at IS NOT NULL AS used
     FROM open_banking_states WHERE lead_id = $1 ORDER BY created_at, state_hash`,
    [leadId],
  );
  return rows;
}

/**
 * A provider's report arrived server to server for `state` (Instantor's callback): its process status is kept as
 * the hand-off's reference until the browser's return reads it. False when no open hand-off of `provider` has it.
 */
export async function recordReport(
  db: Queryable,
  state: string,
  provider: string,
  status: string,
): Promise<boolean> {
  const rows = await db.query(
    `UPDATE open_banking_states SET reference = $3
     WHERE state_hash = $1 AND provider = $2 AND used_at IS NULL RETURNING 1`,
    [stateHash(state), provider, status],
  );
  return rows.length > 0;
}
