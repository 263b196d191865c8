import { createHmac, randomBytes, randomInt, timingSafeEqual } from 'node:crypto';
import type { Queryable } from '../db/database';
import { insertLeadEvent, type LeadRecord } from '../db/lead-queries';
import {
  claimSend,
  currentCode,
  recordMessage,
  storeCode,
  type SendLimits,
} from '../db/verification-queries';
import { stateForRoute } from '../../../contract/progress';
import { RESEND_COOLDOWN_SECONDS } from '../../../contract/mobile-verification';

/** The progress state of the mobile verification: entering it sends the first code. */
export const VERIFYING = stateForRoute('/mobile-verification')!;

/** In development only (the default of `npm start`), this code is taken too: a demo needs no log to read. */
export const DEVELOPMENT_CODE = '000000';

/** How long a code is taken after it was sent. */
export const CODE_TTL_MS = 10 * 60_000;

/**
 * Per lead (docs/decisions/0027-mobile-verification.md): a code at most every RESEND_COOLDOWN_SECONDS, whether
 * asked for again or sent to another number, and in 24 hours at most 5 codes and 3 changes of number.
 */
export const SEND_LIMITS: Readonly<SendLimits> = {
  cooldownMs: RESEND_COOLDOWN_SECONDS * 1000,
  windowMs: 24 * 60 * 60_000,
  maxCodes: 5,
  maxNumbers: 3,
};

/** The HMAC key of a process started without VERIFICATION_SECRET: development and tests (production needs one). */
export const PROCESS_SECRET = randomBytes(32).toString('base64url');

/** How codes are kept and where they go. */
export interface CodeSettings {
  /** The key codes are kept under (an HMAC): VERIFICATION_SECRET, shared by every instance on the database. */
  secret: string;
  /** Outside production: the code written to the log and the outbox (which the test-only routes read). */
  reveal: boolean;
  /** Hands each new code to a sender (the tests' stand-in for an SMS gateway). */
  deliver?: (leadId: string, code: string) => void;
}

type Log = { info: (fields: object, message: string) => void };
export interface CodeDeps {
  now: Date;
  log?: Log | undefined;
  codes: CodeSettings;
}

const hmacOf = (secret: string, leadId: string, code: string) =>
  createHmac('sha256', secret).update(`${leadId}:${code}`).digest('hex');

/**
 * Sends the lead a new six-digit code, valid for CODE_TTL_MS: only its HMAC is kept with the lead. The reference
 * API has no SMS gateway: outside production the "SMS" is a line in its log and a row of its outbox; in production
 * the code is kept nowhere in plain text.
 */
export async function issueCode(
  db: Queryable,
  lead: Pick<LeadRecord, 'id' | 'state' | 'status'>,
  deps: CodeDeps,
): Promise<void> {
  const code = String(randomInt(0, 1_000_000)).padStart(6, '0');
  await storeCode(
    db,
    lead.id,
    hmacOf(deps.codes.secret, lead.id, code),
    new Date(deps.now.getTime() + CODE_TTL_MS),
  );
  await insertLeadEvent(
    db,
    { leadId: lead.id, kind: 'code-sent', fromState: lead.state, toState: lead.state, status: lead.status },
    deps.now,
  );
  deps.codes.deliver?.(lead.id, code);
  if (!deps.codes.reveal) return;
  await recordMessage(db, lead.id, code);
  deps.log?.info({ leadId: lead.id, code }, 'verification code (reference API: logged, no SMS is sent)');
}

/** The first code, on the lead's arrival in the verification: counted with the codes the lead may be sent. */
export async function sendFirstCode(
  db: Queryable,
  lead: Pick<LeadRecord, 'id' | 'state' | 'status'>,
  deps: CodeDeps,
): Promise<void> {
  await claimSend(db, lead.id, deps.now, { code: true, number: false }, SEND_LIMITS);
  await issueCode(db, lead, deps);
}

/**
 * What `code` is for the lead: its current, unexpired code ('right'), another ('wrong'), or there is no code to
 * compare it with ('expired': none was sent, or the last is older than CODE_TTL_MS).
 */
export async function checkCode(
  db: Queryable,
  leadId: string,
  code: string,
  { now, codes }: Pick<CodeDeps, 'now' | 'codes'>,
): Promise<'right' | 'wrong' | 'expired'> {
  const stored = await currentCode(db, leadId);
  if (!stored || stored.expiresAt.getTime() <= now.getTime()) return 'expired';
  const given = Buffer.from(hmacOf(codes.secret, leadId, code), 'hex');
  const kept = Buffer.from(stored.hmac, 'hex');
  return kept.length === given.length && timingSafeEqual(kept, given) ? 'right' : 'wrong';
}
