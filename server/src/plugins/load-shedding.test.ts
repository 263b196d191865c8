import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../db/database';
import { asOwner, buildTestApp, openTestDb, tableCounts, vnLead } from '../testing/helpers';
import { BUSY_MESSAGE, LOAD_SHEDDING, RETRY_AFTER_SECONDS } from './load-shedding';

let db: Database;
beforeAll(async () => {
  db = await openTestDb();
});
afterAll(() => db.close());

/** Resolves once the app's pressure sample says so (the first sample comes one interval after the start). */
async function underPressure(app: FastifyInstance): Promise<void> {
  for (let i = 0; i < 200 && !app.isUnderPressure(); i++) await new Promise((r) => setTimeout(r, 10));
  expect(app.isUnderPressure()).toBe(true);
}

describe('load shedding', () => {
  it('has thresholds a working server stays under: a second of loop delay, 90% of the heap limit', () => {
    expect(LOAD_SHEDDING.maxEventLoopDelayMs).toBe(1000);
    expect(LOAD_SHEDDING.maxHeapUsedBytes).toBeGreaterThan(process.memoryUsage().heapUsed);
  });

  it('answers the API 503 with Retry-After under pressure, without running the route', async () => {
    // Any heap is over one byte: the app is under pressure from its first sample on.
    const app = await buildTestApp(db, { loadShedding: { maxHeapUsedBytes: 1, sampleIntervalMs: 10 } });
    try {
      await underPressure(app);
      const lookup = await app.inject({ url: '/api/company/vin' });
      expect(lookup.statusCode).toBe(503);
      expect(lookup.json()).toEqual({ message: BUSY_MESSAGE, requestId: lookup.headers['x-request-id'] });
      expect(lookup.headers['retry-after']).toBe(String(RETRY_AFTER_SECONDS));
      expect(lookup.headers['cache-control']).toBe('no-store');

      const create = await asOwner(app).inject({ method: 'POST', url: '/api/v2/lead', payload: vnLead() });
      expect(create.statusCode).toBe(503);
      expect(await tableCounts(db)).toMatchObject({ leads: 0, lead_events: 0, idempotency_keys: 0 });

      // Readiness says unavailable, so a load balancer sends traffic elsewhere.
      const ready = await app.inject({ url: '/readyz' });
      expect(ready.statusCode).toBe(503);
      expect(ready.json()).toEqual({ status: 'unavailable', requestId: ready.headers['x-request-id'] });
      expect(ready.headers['retry-after']).toBe(String(RETRY_AFTER_SECONDS));
    } finally {
      await app.close();
    }
  });

  it('still answers /healthz and the static host under pressure', async () => {
    const app = await buildTestApp(db, { loadShedding: { maxHeapUsedBytes: 1, sampleIntervalMs: 10 } });
    try {
      await underPressure(app);
      const health = await app.inject({ url: '/healthz' });
      expect(health.statusCode).toBe(200);
      expect(health.json()).toEqual({ status: 'ok', brand: 'vn-1' });
      expect((await app.inject({ url: '/' })).statusCode).toBe(302);
    } finally {
      await app.close();
    }
  });

  it('lets everything through below the thresholds', async () => {
    // Long enough for the loop-delay histogram to hold samples (an empty one reads as infinite delay).
    const app = await buildTestApp(db, {
      loadShedding: { maxEventLoopDelayMs: 60_000, sampleIntervalMs: 100 },
    });
    try {
      await new Promise((r) => setTimeout(r, 250));
      expect(app.isUnderPressure()).toBe(false);
      expect((await app.inject({ url: '/api/company/vin' })).statusCode).toBe(200);
      expect((await app.inject({ url: '/readyz' })).statusCode).toBe(200);
    } finally {
      await app.close();
    }
  });
});
