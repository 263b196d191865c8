import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app';
import { asOwner, vnLead } from '../testing/helpers';
import type { Database } from './database';
import { findLead } from './lead-queries';
import { listMigrations, migrate } from './migrate';
import { openPostgres } from './postgres';
import { startTestPostgres, type TestPostgres } from '../testing/test-postgres';

let pg: TestPostgres;

beforeAll(async () => {
  pg = await startTestPostgres();
}, 120_000);
afterAll(async () => {
  await pg?.stop();
});

describe('a real PostgreSQL through DATABASE_URL', () => {
  it('runs the same migrations, once', async () => {
    const db: Database = await openPostgres(pg.url);
    try {
      expect(await migrate(db)).toEqual(listMigrations().map((m) => m.name));
      expect(await migrate(db)).toEqual([]);
      const tables = await db.query<{ tablename: string }>(
        "SELECT tablename FROM pg_tables WHERE schemaname = 'public' ORDER BY tablename",
      );
      expect(tables.map((t) => t.tablename)).toEqual(
        expect.arrayContaining([
          'leads',
          'lead_events',
          'idempotency_keys',
          'unsubscribes',
          'affiliate_events',
          'outbox',
          'schema_migrations',
        ]),
      );
    } finally {
      await db.close();
    }
  });

  it('serves the lead API with the same queries: create, update, idempotent replay, decision', async () => {
    const app = await buildApp({
      brand: 'vn-1',
      // The decision reads a demo trigger (verify+), which only the development mode serves.
      appEnv: 'development',
      distDir: 'no-dist',
      database: { kind: 'postgres', url: pg.url },
      checkingMs: 0,
    });
    try {
      const created = await asOwner(app).inject({
        method: 'POST',
        url: '/api/v2/lead',
        payload: vnLead(),
        headers: { 'idempotency-key': 'pg-1' },
      });
      expect(created.statusCode).toBe(201);
      const replay = await asOwner(app).inject({
        method: 'POST',
        url: '/api/v2/lead',
        payload: vnLead(),
        headers: { 'idempotency-key': 'pg-1' },
      });
      expect(replay.body).toBe(created.body);
      const { id } = created.json<{ id: string }>();
      const updated = await asOwner(app).inject({
        method: 'PUT',
        url: `/api/v2/lead/${id}`,
        payload: {
          product: 'vn-1-cash',
          contactDetails: { email: 'verify+pg@example.com' },
          tags: ['pg'],
          submit: true,
        },
      });
      expect(updated.json()).toMatchObject({ status: 'checking' });
      const status = await asOwner(app).inject({ url: `/api/lead/status/${id}` });
      expect(status.json()).toMatchObject({
        route: '/mobile-verification',
        application: { status: 'pending' },
      });
      const stored = await findLead(app.db, 'vn-1', id, 'internal');
      expect(stored?.data.contactDetails).toMatchObject({
        email: 'verify+pg@example.com',
        phoneNumber: '0912345678',
      });
      expect(stored?.submittedAt).toBeInstanceOf(Date);
      const bad = await asOwner(app).inject({ method: 'POST', url: '/api/v2/lead', payload: vnLead({ amount: 'x' }) });
      expect(bad.statusCode).toBe(400);
      const [count] = await app.db.query<{ n: number }>('SELECT count(*)::int AS n FROM leads');
      expect(count?.n).toBe(1);
      expect((await asOwner(app).inject({ url: '/healthz' })).json()).toEqual({ status: 'ok', brand: 'vn-1' });
    } finally {
      await app.close();
    }
  });

  it('keeps one open lead per browser session: 20 parallel creates, 20 rounds, one lead each', async () => {
    const app = await buildApp({
      brand: 'vn-1',
      distDir: 'no-dist',
      database: { kind: 'postgres', url: pg.url },
      checkingMs: 0,
      rateLimit: { max: 10_000 },
    });
    try {
      const counts: number[] = [];
      for (let round = 0; round < 20; round++) {
        const sessionId = randomUUID();
        const answers = await Promise.all(
          Array.from({ length: 20 }, (_, i) =>
            asOwner(app).inject({
              method: 'POST',
              url: '/api/v2/lead',
              payload: vnLead({ sessionId }),
              headers: { 'idempotency-key': `round-${round}-${i}` },
            }),
          ),
        );
        expect(new Set(answers.map((a) => a.statusCode))).toEqual(new Set([201]));
        expect(new Set(answers.map((a) => a.json<{ id: string }>().id)).size).toBe(1);
        const rows = await app.db.query('SELECT id FROM leads WHERE session_id = $1', [sessionId]);
        counts.push(rows.length);
      }
      expect(counts).toEqual(Array.from({ length: 20 }, () => 1));
    } finally {
      await app.close();
    }
  });
});
