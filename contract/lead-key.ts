/**
 * The lead key: the secret that makes a lead belong to the browser that started it (docs/decisions/0013).
 * The browser makes it once per tab session (32 random bytes, base64url) and sends it on every lead call as
 * `Authorization: Bearer <key>`; the server keeps only its SHA-256. A continue link carries a token of the same
 * form, which the server turns into access for the browser that opens it.
 */

/** 32 bytes in unpadded base64url. */
export const LEAD_KEY_PATTERN = /^[A-Za-z0-9_-]{43}$/;

/** The header value that carries a key. */
export const bearer = (key: string): string => `Bearer ${key}`;

/** The key in an Authorization header value, when it is a well-formed bearer lead key. */
export function keyOfAuthorization(header: string | undefined): string | undefined {
  const match = /^Bearer ([A-Za-z0-9_-]{43})$/.exec(header ?? '');
  return match?.[1];
}

/** A key or link token from 32 random bytes (crypto.getRandomValues in a browser, randomBytes on the server). */
export function keyFromBytes(bytes: Uint8Array): string {
  if (bytes.length !== 32) throw new Error('a lead key is made of 32 random bytes');
  let binary = '';
  for (const b of bytes) binary += String.fromCharCode(b);
  return btoa(binary).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
}
