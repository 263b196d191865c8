import type { Queryable } from './database';

export { MAX_VERIFICATION_FAILURES } from '../../../contract/mobile-verification';
import { MAX_VERIFICATION_FAILURES } from '../../../contract/mobile-verification';

/**
 * Counts one more code compared for the lead, unless MAX_VERIFICATION_FAILURES have been: true when this one may
 * be compared. Counted before the comparison, in one statement, so that concurrent answers on any number of
 * instances never compare more than the limit.
 */
export async function claimCodeAttempt(db: Queryable, leadId: string): Promise<boolean> {
  const rows = await db.query<{ n: number }>(
    `UPDATE leads SET verification_failures = verification_failures + 1
     WHERE id = $1 AND verification_failures < $2 RETURNING verification_failures AS n`,
    [leadId, MAX_VERIFICATION_FAILURES],
  );
  return rows.length > 0;
}

/** The limits on sending codes and changing the number, per lead (leads/verification-code.ts SEND_LIMITS). */
export interface SendLimits {
  /** Between two codes. */
  cooldownMs: number;
  /** The window the caps count in, from the first code sent in it. */
  windowMs: number;
  maxCodes: number;
  maxNumbers: number;
}

/** Why a send was refused and when to ask again. */
export interface SendRefusal {
  reason: 'cooldown' | 'codes' | 'numbers';
  retryAfterSeconds: number;
}

/** What a send claims: a code (resend, change of number), a change of number, or both. */
export interface SendClaim {
  code: boolean;
  number: boolean;
}

const FRESH = '(verification_window_start IS NULL OR verification_window_start <= $3::timestamptz)';

/**
 * Claims one send for the lead in one statement (so that instances sharing the database cannot race it): a code
 * only when the last is `cooldownMs` old, and within the window at most `maxCodes` codes and `maxNumbers` changes of
 * number. Null when claimed (and counted); else why not and when to ask again.
 */
export async function claimSend(
  db: Queryable,
  leadId: string,
  now: Date,
  claim: SendClaim,
  limits: SendLimits,
): Promise<SendRefusal | null> {
  const [codes, numbers] = [claim.code ? 1 : 0, claim.number ? 1 : 0];
  const claimed = await db.query<{ id: string }>(
    `UPDATE leads SET
       verification_window_start = CASE WHEN ${FRESH} THEN $2::timestamptz ELSE verification_window_start END,
       verification_codes_sent = CASE WHEN ${FRESH} THEN 0 ELSE verification_codes_sent END + $5::int,
       verification_number_changes = CASE WHEN ${FRESH} THEN 0 ELSE verification_number_changes END + $6::int,
       verification_code_sent_at = CASE WHEN $5::int > 0 THEN $2::timestamptz ELSE verification_code_sent_at END
     WHERE id = $1
       AND ($5::int = 0 OR verification_code_sent_at IS NULL OR verification_code_sent_at <= $4::timestamptz)
       AND (${FRESH} OR (verification_codes_sent + $5::int <= $7::int
                         AND verification_number_changes + $6::int <= $8::int))
     RETURNING id`,
    [
      leadId,
      now,
      new Date(now.getTime() - limits.windowMs),
      new Date(now.getTime() - limits.cooldownMs),
      codes,
      numbers,
      limits.maxCodes,
      limits.maxNumbers,
    ],
  );
  return claimed.length > 0 ? null : refusalOf(db, leadId, now, claim, limits);
}

/** Why a claim was refused, read after the fact (for the answer only; the claim itself was the one statement). */
async function refusalOf(
  db: Queryable,
  leadId: string,
  now: Date,
  claim: SendClaim,
  limits: SendLimits,
): Promise<SendRefusal> {
  const [row] = await db.query<{
    sent: Date | string | null;
    start: Date | string | null;
    codes: number;
    numbers: number;
  }>(
    `SELECT verification_code_sent_at AS sent, verification_window_start AS start,
            verification_codes_sent AS codes, verification_number_changes AS numbers
     FROM leads WHERE id = $1`,
    [leadId],
  );
  const seconds = (at: number) => Math.max(1, Math.ceil((at - now.getTime()) / 1000));
  const windowEnd = row?.start ? new Date(row.start).getTime() + limits.windowMs : 0;
  if (row && windowEnd > now.getTime()) {
    if (claim.number && row.numbers >= limits.maxNumbers)
      return { reason: 'numbers', retryAfterSeconds: seconds(windowEnd) };
    if (claim.code && row.codes >= limits.maxCodes)
      return { reason: 'codes', retryAfterSeconds: seconds(windowEnd) };
  }
  const sent = row?.sent ? new Date(row.sent).getTime() : now.getTime();
  return { reason: 'cooldown', retryAfterSeconds: seconds(sent + limits.cooldownMs) };
}

/**
 * Keeps the HMAC of the lead's new code and when it expires, and starts the count of codes compared again: each code
 * takes MAX_VERIFICATION_FAILURES answers, and the codes a lead is sent are capped (SEND_LIMITS), so a day holds at
 * most maxCodes x MAX_VERIFICATION_FAILURES guesses (docs/decisions/0027-mobile-verification.md).
 */
export async function storeCode(
  db: Queryable,
  leadId: string,
  codeHmac: string,
  expiresAt: Date,
): Promise<void> {
  await db.query(
    `UPDATE leads SET verification_code_hash = $2, verification_code_expires_at = $3, verification_failures = 0
     WHERE id = $1`,
    [leadId, codeHmac, expiresAt],
  );
}

/** The HMAC of the lead's current code and when it expires, or null when it has none. */
export async function currentCode(
  db: Queryable,
  leadId: string,
): Promise<{ hmac: string; expiresAt: Date } | null> {
  const [row] = await db.query<{ h: string | null; at: Date | string | null }>(
    'SELECT verification_code_hash AS h, verification_code_expires_at AS at FROM leads WHERE id = $1',
    [leadId],
  );
  return row?.h && row.at ? { hmac: row.h, expiresAt: new Date(row.at) } : null;
}

/** Keeps a message the reference API would have sent (outside production only: the test-only routes read it). */
export async function recordMessage(db: Queryable, leadId: string, body: string): Promise<void> {
  await db.query("INSERT INTO outbox (lead_id, channel, body) VALUES ($1, 'sms', $2)", [leadId, body]);
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

/**
 * TEST ONLY (the test-only routes): the lead's last code as if sent `ms` earlier, so an end-to-end test whose browser
 * clock has run past the cool-down finds the server agreeing, without waiting for it.
 */
export async function backdateLastCode(db: Queryable, leadId: string, ms: number): Promise<boolean> {
  const rows = await db.query<{ id: string }>(
    `UPDATE leads SET verification_code_sent_at = verification_code_sent_at - make_interval(secs => $2::float8 / 1000)
     WHERE id = $1 AND verification_code_sent_at IS NOT NULL RETURNING id`,
    [leadId, ms],
  );
  return rows.length > 0;
}
