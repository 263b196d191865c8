import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import type { Database } from '../db/database';
import { asOwner, buildTestApp, openTestDb, vnLead } from '../testing/helpers';

/**
 * Every guard decides on the route the router matched, not on the raw URL, and every answer carries the app's
 * headers, the router's own refusals included (issue 15: `/%61pi/...` went past the rate limit, the CSRF check
 * and no-store).
 */
let db: Database;
let app: FastifyInstance;
beforeAll(async () => {
  db = await openTestDb();
  app = await buildTestApp(db, { rateLimit: { max: 3 } });
});
afterAll(async () => {
  await app.close();
  await db.close();
});

const ENCODED = ['/%61pi/company/vin', '/%61%70%69/company/vin', '/api/%63ompany/vin'];

describe('guards on the matched route', () => {
  it('the rate limit counts an encoded API path as the API', async () => {
    const codes: number[] = [];
    for (let i = 0; i < 6; i++) {
      const res = await app.inject({ url: ENCODED[i % ENCODED.length]!, remoteAddress: '203.0.113.50' });
      codes.push(res.statusCode);
    }
    expect(codes).toEqual([200, 200, 200, 429, 429, 429]);
  });

  it('an encoded API path is not cached and may not be read by another site', async () => {
    for (const url of ENCODED) {
      const res = await app.inject({ url, remoteAddress: `198.51.100.${ENCODED.indexOf(url)}` });
      expect(res.headers['cache-control'], url).toBe('no-store');
      expect(res.headers['cross-origin-resource-policy'], url).toBe('same-site');
    }
  });

  it('the CSRF origin check holds for an encoded lead path', async () => {
    const res = await asOwner(app).inject({
      method: 'POST',
      url: '/%61pi/v2/lead',
      payload: vnLead(),
      headers: { origin: 'https://evil.example' },
      remoteAddress: '198.51.100.20',
    });
    expect(res.statusCode).toBe(403);
    expect(await db.query('SELECT id FROM leads')).toEqual([]);
  });

  it("the router's own 400 and 414 answer with the app's body and headers, never echoing the path", async () => {
    for (const [url, status] of [
      ['/api/%zz?email=ana%40example.com', 400],
      [`/api/lead/status/${'a'.repeat(400)}`, 414],
    ] as const) {
      const res = await app.inject({ url, remoteAddress: '198.51.100.30' });
      expect(res.statusCode).toBe(status);
      expect(Object.keys(res.json<Record<string, unknown>>())).toEqual(['message', 'requestId']);
      expect(res.json<{ requestId: string }>().requestId).toBe(res.headers['x-request-id']);
      expect(res.body).not.toContain('%zz');
      expect(res.body).not.toContain('aaaa');
      for (const header of [
        'x-content-type-options',
        'referrer-policy',
        'permissions-policy',
        'cache-control',
      ])
        expect(res.headers[header], `${url} ${header}`).toBeDefined();
    }
  });
});
