import type { Queryable } from './database';

/** Wrong mobile-verification codes a lead may send; the next one is refused whatever it is. */
export const MAX_VERIFICATION_FAILURES = 5;

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
