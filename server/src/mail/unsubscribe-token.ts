import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { UNSUBSCRIBE_TOKEN_PATTERN } from '../../../contract/unsubscribe';

/**
 * Unsubscribe links (docs/decisions/0041): a token that names one recipient of one brand and is signed with the
 * server's UNSUBSCRIBE_SECRET, so only a message the product sent to that address can unsubscribe it. The token
 * is `<address, base64url>.<HMAC-SHA256, base64url>`: the page can show whose link it is, and no one can make one
 * for another address without the secret.
 */

/** The key of a process started without UNSUBSCRIBE_SECRET: development and tests (production needs one). */
export const PROCESS_UNSUBSCRIBE_SECRET = randomBytes(32).toString('base64url');

const macOf = (secret: string, brand: string, email: string): Buffer =>
  createHmac('sha256', secret).update(`unsubscribe\n${brand}\n${email}`).digest();

/** The token of an unsubscribe link for `email` (as stored: folded, trimmed, lower-cased) of `brand`. */
export function unsubscribeToken(secret: string, brand: string, email: string): string {
  const address = Buffer.from(email, 'utf8').toString('base64url');
  return `${address}.${macOf(secret, brand, email).toString('base64url')}`;
}

/** The address a token was made for, when it is well formed and its signature is this brand's; else null. */
export function readUnsubscribeToken(secret: string, brand: string, token: string): string | null {
  const match = UNSUBSCRIBE_TOKEN_PATTERN.exec(token);
  if (!match?.[1] || !match[2]) return null;
  const email = Buffer.from(match[1], 'base64url').toString('utf8');
  // A canonical encoding only: the same address has exactly one token.
  if (Buffer.from(email, 'utf8').toString('base64url') !== match[1]) return null;
  const given = Buffer.from(match[2], 'base64url');
  const expected = macOf(secret, brand, email);
  return given.length === expected.length && timingSafeEqual(given, expected) ? email : null;
}
