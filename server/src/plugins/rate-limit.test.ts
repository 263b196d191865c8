import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { Database } from '../db/database';
import { asOwner, buildTestApp, openTestDb, resetDb } from '../testing/helpers';

let db: Database;
beforeAll(async () => {
  db = await openTestDb();
});
afterAll(() => db.close());
// The counts live in the database: each test starts with none.
beforeEach(() => resetDb(db));

async function hit(
  app: FastifyInstance,
  n: number,
  headers: (i: number) => Record<string, string> = () => ({}),
) {
  const codes: number[] = [];
  for (let i = 0; i < n; i++) {
    codes.push(
      (await app.inject({ url: '/api/company/vin', headers: headers(i), remoteAddress: '203.0.113.7' }))
        .statusCode,
    );
  }
  return codes;
}

describe('rate limit per client IP', () => {
  it('answers 429 above the threshold, with a clear message', async () => {
    const app = await buildTestApp(db, { rateLimit: { max: 5 } });
    try {
      const codes = await hit(app, 7);
      expect(codes.slice(0, 5)).toEqual([200, 200, 200, 200, 200]);
      expect(codes.slice(5)).toEqual([429, 429]);
      const res = await app.inject({ url: '/api/company/vin', remoteAddress: '203.0.113.7' });
      expect(res.json<{ message: string }>().message).toMatch(/Rate limit exceeded/);
      expect(res.headers['retry-after']).toBeDefined();
      // Another address has its own budget; static files and /healthz are not limited.
      expect((await app.inject({ url: '/api/company/vin', remoteAddress: '198.51.100.1' })).statusCode).toBe(
        200,
      );
      expect((await app.inject({ url: '/healthz', remoteAddress: '203.0.113.7' })).statusCode).toBe(200);
    } finally {
      await app.close();
    }
  });

  it('is not bypassed by a spoofed X-Forwarded-For when the proxy is not trusted', async () => {
    const app = await buildTestApp(db, { rateLimit: { max: 5 }, trustProxy: false });
    try {
      const codes = await hit(app, 8, (i) => ({ 'x-forwarded-for': `10.0.0.${i}` }));
      expect(codes.filter((c) => c === 429)).toHaveLength(3);
    } finally {
      await app.close();
    }
  });

  it('believes X-Forwarded-For behind a trusted proxy (TRUST_PROXY), by hop count or address', async () => {
    for (const trustProxy of [1, '203.0.113.7']) {
      const app = await buildTestApp(db, { rateLimit: { max: 5 }, trustProxy });
      try {
        const codes = await hit(app, 8, (i) => ({ 'x-forwarded-for': `10.0.0.${i}` }));
        expect(codes.every((c) => c === 200)).toBe(true);
      } finally {
        await app.close();
      }
    }
  });

  it('behind one proxy, a client that writes its own X-Forwarded-For is still one client', async () => {
    const app = await buildTestApp(db, { rateLimit: { max: 5 }, trustProxy: 1 });
    try {
      // The proxy appends the address it saw (198.51.100.9); the spoofed ones before it are not believed.
      const codes = await hit(app, 8, (i) => ({ 'x-forwarded-for': `10.0.0.${i}, 198.51.100.9` }));
      expect(codes.filter((c) => c === 429)).toHaveLength(3);
    } finally {
      await app.close();
    }
  });

  it('counts an IPv6 client by its /64: a subscriber cannot take a fresh budget per address', async () => {
    const app = await buildTestApp(db, { rateLimit: { max: 5 } });
    try {
      const from = (remoteAddress: string) => app.inject({ url: '/api/company/vin', remoteAddress });
      const codes: number[] = [];
      // Eight addresses of one /64 (a home network's prefix): one budget.
      for (let i = 1; i <= 8; i++)
        codes.push((await from(`2001:db8:1:2:${i.toString(16)}::${i}`)).statusCode);
      expect(codes).toEqual([200, 200, 200, 200, 200, 429, 429, 429]);
      const limited = await from('2001:db8:1:2:ffff:ffff:ffff:ffff');
      expect(limited.statusCode).toBe(429);
      expect(limited.json()).toMatchObject({ retryAfterSeconds: Number(limited.headers['retry-after']) });
      // The next /64 is another subscriber; an IPv4 address mapped into IPv6 is that IPv4 client.
      expect((await from('2001:db8:1:3::1')).statusCode).toBe(200);
      expect((await from('::ffff:203.0.113.50')).statusCode).toBe(200);
    } finally {
      await app.close();
    }
  });

  it('limits lead creation too, storing nothing above the threshold', async () => {
    const app = await buildTestApp(db, { rateLimit: { max: 2 } });
    try {
      const send = () =>
        asOwner(app).inject({
          method: 'POST',
          url: '/api/v2/lead',
          payload: { product: 'vn-1-cash', amount: 1_000_000 },
          remoteAddress: '192.0.2.9',
        });
      expect([(await send()).statusCode, (await send()).statusCode, (await send()).statusCode]).toEqual([
        201, 201, 429,
      ]);
      const [row] = await db.query<{ n: number }>(
        "SELECT count(*)::int AS n FROM leads WHERE data->>'amount' = '1000000'",
      );
      expect(row?.n).toBe(2);
    } finally {
      await app.close();
    }
  });
});
