/**
 * Unsubscribe links (docs/decisions/0041): `/unsubscribe?token=<token>`, the token naming one recipient and signed
 * by the server (`<address, base64url>.<HMAC-SHA256, base64url>`). The page shows whose link it is; only the
 * server can tell a real token from a forged one. Free of zod and of Node's Buffer: the page reads it too.
 */

/** A token's form: the address in unpadded base64url (at most 300 bytes), a dot and a 32-byte signature. */
export const UNSUBSCRIBE_TOKEN_PATTERN = /^([A-Za-z0-9_-]{2,400})\.([A-Za-z0-9_-]{43})$/;

/** The longest token the API reads. */
export const UNSUBSCRIBE_TOKEN_MAX = 444;

/** The address a token of the right form names (not yet proof that the server made it), else null. */
export function unsubscribeAddress(token: string): string | null {
  const encoded = UNSUBSCRIBE_TOKEN_PATTERN.exec(token)?.[1];
  if (!encoded) return null;
  try {
    const binary = atob(encoded.replace(/-/g, '+').replace(/_/g, '/'));
    const address = new TextDecoder('utf-8', { fatal: true }).decode(
      Uint8Array.from(binary, (c) => c.charCodeAt(0)),
    );
    return address.includes('@') ? address : null;
  } catch {
    return null;
  }
}
