import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { Database } from '../db/database';
import { countRequest, pruneRequestCounts } from '../db/rate-limit-queries';
import { buildTestApp, countRows, openTestDb, resetDb } from '../testing/helpers';

let db: Database;
beforeAll(async () => {
  db = await openTestDb();
});
afterAll(() => db.close());
beforeEach(() => resetDb(db));

describe('the rate limit counted in the database', () => {
  it('counts every request of a window once, concurrent ones too, and says when the window ends', async () => {
    const counts = await Promise.all(
      Array.from({ length: 20 }, () => countRequest(db, 'ip:203.0.113.1', 60_000)),
    );
    expect(counts.map((c) => c.count).sort((a, b) => a - b)).toEqual(
      Array.from({ length: 20 }, (_, i) => i + 1),
    );
    for (const { ttlMs } of counts) {
      expect(ttlMs).toBeGreaterThan(0);
      expect(ttlMs).toBeLessThanOrEqual(60_000);
    }
    // Another key and another window length count apart.
    expect((await countRequest(db, 'ip:203.0.113.2', 60_000)).count).toBe(1);
    expect((await countRequest(db, 'ip:203.0.113.1', 1_000)).count).toBe(1);
  });

  it('starts a new count when the window has ended, and prunes ended windows', async () => {
    const first = await countRequest(db, 'short', 200);
    await new Promise((resolve) => setTimeout(resolve, first.ttlMs + 20));
    expect((await countRequest(db, 'short', 200)).count).toBe(1);
    await new Promise((resolve) => setTimeout(resolve, 250));
    await countRequest(db, 'long', 60_000);
    await pruneRequestCounts(db);
    const left = await db.query<{ key: string }>('SELECT key FROM rate_limits');
    expect(left.map((r) => r.key)).toEqual(['long']);
  });

  it('is one budget for two app instances on one database', async () => {
    const one = await buildTestApp(db, { rateLimit: { max: 6 } });
    const two = await buildTestApp(db, { rateLimit: { max: 6 } });
    try {
      const codes: number[] = [];
      for (let i = 0; i < 10; i++) {
        const app = i % 2 === 0 ? one : two;
        codes.push((await app.inject({ url: '/api/company/vin', remoteAddress: '203.0.113.9' })).statusCode);
      }
      expect(codes).toEqual([200, 200, 200, 200, 200, 200, 429, 429, 429, 429]);
      expect(await countRows(db, 'rate_limits')).toBe(1);
    } finally {
      await one.close();
      await two.close();
    }
  });

  it('lets a request through when the count cannot be taken', async () => {
    const app = await buildTestApp(db, { rateLimit: { max: 1 } });
    try {
      await db.exec('ALTER TABLE rate_limits RENAME TO rate_limits_away');
      try {
        for (let i = 0; i < 3; i++)
          expect(
            (await app.inject({ url: '/api/company/vin', remoteAddress: '203.0.113.10' })).statusCode,
          ).toBe(200);
      } finally {
        await db.exec('ALTER TABLE rate_limits_away RENAME TO rate_limits');
      }
    } finally {
      await app.close();
    }
  });
});
