import { describe, expect, it } from 'vitest';
import { unsubscribeToken } from '../mail/unsubscribe-token';
import { countRows, useTestApp } from '../testing/helpers';

/**
 * Unsubscribe takes the signed token of a link the product sent to that address, in the body (docs/decisions/0041):
 * an address in the query unsubscribed anyone (issue 36).
 */
const SECRET = 'unsubscribe-secret-of-this-test-file-0000';
const { app, db } = useTestApp({ unsubscribeSecret: SECRET, testRoutes: true });

const unsubscribe = (payload: unknown, query = '') =>
  app().inject({
    method: 'POST',
    url: `/api/customer/email/unsubscribe${query}`,
    payload: payload as Record<string, unknown>,
  });

const BASE64URL = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_';
/** `encoded` with the lowest spare bit of its last character set: it decodes to the same bytes. */
function nonCanonical(encoded: string): string {
  const last = BASE64URL.indexOf(encoded.slice(-1));
  return encoded.slice(0, -1) + (BASE64URL[last | 1] ?? '');
}

const stored = async () =>
  (await db().query<{ email: string }>('SELECT email FROM unsubscribes ORDER BY email')).map((r) => r.email);

describe('unsubscribe', () => {
  it('unsubscribes the address a signed token names, once, whatever the number of calls', async () => {
    const token = unsubscribeToken(SECRET, 'vn-1', 'accept+ana.perez@gmail.com');
    for (let i = 0; i < 2; i++) {
      const res = await unsubscribe({ token });
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({ email: 'accept+ana.perez@gmail.com', unsubscribed: true });
    }
    expect(await stored()).toEqual(['accept+ana.perez@gmail.com']);
  });

  it('takes no address: the query or the body naming one is 400, storing nothing', async () => {
    for (const [payload, query] of [
      [{}, '?email=an%40example.com'],
      [{ email: 'an@example.com' }, ''],
      [{ token: unsubscribeToken(SECRET, 'vn-1', 'an@example.com') }, '?email=an%40example.com'],
      [{ token: unsubscribeToken(SECRET, 'vn-1', 'an@example.com'), email: 'x@example.com' }, ''],
      [{}, ''],
    ] as const) {
      expect((await unsubscribe(payload, query)).statusCode, JSON.stringify([payload, query])).toBe(400);
    }
    expect(await countRows(db(), 'unsubscribes')).toBe(0);
  });

  it('refuses a forged token, one of another secret or brand, or a signature moved to another address', async () => {
    const real = unsubscribeToken(SECRET, 'vn-1', 'an@example.com');
    const [, signature] = real.split('.');
    const victim = Buffer.from('victim@example.com').toString('base64url');
    for (const token of [
      unsubscribeToken('another-secret-of-at-least-32-characters', 'vn-1', 'an@example.com'),
      unsubscribeToken(SECRET, 'es-1', 'an@example.com'),
      `${victim}.${signature}`,
      `${victim}.${'A'.repeat(43)}`,
      // The same address in a non-canonical encoding (a spare trailing bit set) is not the same token.
      `${nonCanonical(real.split('.')[0] ?? '')}.${signature}`,
      'not-a-token',
    ]) {
      const res = await unsubscribe({ token });
      expect(res.statusCode, token).toBe(403);
      expect(res.json()).toMatchObject({ message: 'Not a valid unsubscribe link' });
    }
    expect(await countRows(db(), 'unsubscribes')).toBe(0);
  });

  it('the test-only link maker signs the stored form of an address', async () => {
    const res = await app().inject({ url: '/api/test/unsubscribe-link?email=%20Ana%40Example.COM' });
    expect(res.statusCode).toBe(200);
    const { token, path } = res.json<{ token: string; path: string }>();
    expect(token).toBe(unsubscribeToken(SECRET, 'vn-1', 'ana@example.com'));
    expect(path).toBe(`/unsubscribe?token=${token}`);
    expect((await app().inject({ url: '/api/test/unsubscribe-link?email=nope' })).statusCode).toBe(400);
  });
});
