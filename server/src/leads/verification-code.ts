import { createHash, randomInt, timingSafeEqual } from 'node:crypto';
import type { Queryable } from '../db/database';
import { insertLeadEvent, type LeadRecord } from '../db/lead-queries';
import { codeHashOf, storeCode } from '../db/verification-queries';
import { stateForRoute } from '../../../contract/progress';

/** The progress state of the mobile verification: entering it sends the first code. */
export const VERIFYING = stateForRoute('/mobile-verification')!;

/** In development only (the default of `npm start`), this code is taken too: a demo needs no log to read. */
export const DEVELOPMENT_CODE = '000000';

const hash = (code: string) => createHash('sha256').update(code).digest('hex');

type Log = { info: (fields: object, message: string) => void };

/**
 * Sends the lead a new six-digit code: the reference API's "SMS" is a line in its log and a row of its outbox
 * (read by the test-only routes). Only the code's hash is kept with the lead; the wrong codes start again.
 */
export async function issueCode(
  db: Queryable,
  lead: Pick<LeadRecord, 'id' | 'state' | 'status'>,
  now: Date,
  log?: Log,
) {
  const code = String(randomInt(0, 1_000_000)).padStart(6, '0');
  await storeCode(db, lead.id, hash(code), code);
  await insertLeadEvent(
    db,
    { leadId: lead.id, kind: 'code-sent', fromState: lead.state, toState: lead.state, status: lead.status },
    now,
  );
  log?.info({ leadId: lead.id, code }, 'verification code (reference API: logged, no SMS is sent)');
}

/** Whether `code` is the lead's current one (or, in development, the documented test code). */
export async function isRightCode(db: Queryable, leadId: string, code: string, development: boolean) {
  if (development && code === DEVELOPMENT_CODE) return true;
  const stored = await codeHashOf(db, leadId);
  if (!stored) return false;
  return timingSafeEqual(Buffer.from(stored, 'hex'), Buffer.from(hash(code), 'hex'));
}
