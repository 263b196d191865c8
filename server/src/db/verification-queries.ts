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

/** When the lead's last code was sent (the first goes with its arrival in the verification state), or null. */
export async function lastCodeSentAt(db: Queryable, leadId: string): Promise<Date | null> {
  const [row] = await db.query<{ at: Date | string | null }>(
    "SELECT max(created_at) AS at FROM lead_events WHERE lead_id = $1 AND kind = 'code-sent'",
    [leadId],
  );
  return row?.at ? new Date(row.at) : null;
}

/** Keeps the hash of the lead's new code (the wrong codes so far no longer count) and the message that carries it. */
export async function storeCode(
  db: Queryable,
  leadId: string,
  codeHash: string,
  message: string,
): Promise<void> {
  await db.query('UPDATE leads SET verification_code_hash = $2, verification_failures = 0 WHERE id = $1', [
    leadId,
    codeHash,
  ]);
  await db.query("INSERT INTO outbox (lead_id, channel, body) VALUES ($1, 'sms', $2)", [leadId, message]);
}

export async function codeHashOf(db: Queryable, leadId: string): Promise<string | null> {
  const [row] = await db.query<{ h: string | null }>(
    'SELECT verification_code_hash AS h FROM leads WHERE id = $1',
    [leadId],
  );
  return row?.h ?? null;
}

/** The messages the reference API would have sent for a lead, oldest first (test-only routes). */
export async function outboxOf(
  db: Queryable,
  leadId: string,
): Promise<{ channel: string; body: string; createdAt: string }[]> {
  const rows = await db.query<{ channel: string; body: string; created_at: Date | string }>(
    'SELECT channel, body, created_at FROM outbox WHERE lead_id = $1 ORDER BY id',
    [leadId],
  );
  return rows.map((r) => ({
    channel: r.channel,
    body: r.body,
    createdAt: new Date(r.created_at).toISOString(),
  }));
}
