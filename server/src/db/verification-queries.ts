import type { Queryable } from './database';

export { MAX_VERIFICATION_FAILURES } from '../../../contract/mobile-verification';

/** Counts one more wrong code for the lead; answers the count. */
export async function countVerificationFailure(db: Queryable, leadId: string): Promise<number> {
  const [row] = await db.query<{ n: number }>(
    'UPDATE leads SET verification_failures = verification_failures + 1 WHERE id = $1 RETURNING verification_failures AS n',
    [leadId],
  );
  return row?.n ?? 0;
}

export async function verificationFailures(db: Queryable, leadId: string): Promise<number> {
  const [row] = await db.query<{ n: number }>('SELECT verification_failures AS n FROM leads WHERE id = $1', [
    leadId,
  ]);
  return row?.n ?? 0;
}

/** A new code was sent: the wrong codes so far no longer count. */
export async function resetVerificationFailures(db: Queryable, leadId: string): Promise<void> {
  await db.query('UPDATE leads SET verification_failures = 0 WHERE id = $1', [leadId]);
}

/**
 * When the lead's last code was sent: a `code-sent` event, or its arrival in the verification state (`state`),
 * which sends the first code. Null when neither happened.
 */
export async function lastCodeSentAt(db: Queryable, leadId: string, state: number): Promise<Date | null> {
  const [row] = await db.query<{ at: Date | string | null }>(
    "SELECT max(created_at) AS at FROM lead_events WHERE lead_id = $1 AND (kind = 'code-sent' OR to_state = $2)",
    [leadId, state],
  );
  return row?.at ? new Date(row.at) : null;
}
