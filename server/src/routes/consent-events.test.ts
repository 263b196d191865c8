import { randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CONSENT_TEXT_VERSION } from '../../../contract/tracking';
import type { Database } from '../db/database';
import { buildTestApp, countRows, openTestDb } from '../testing/helpers';

let db: Database;
let plain: FastifyInstance;
let withRoutes: FastifyInstance;

beforeAll(async () => {
  db = await openTestDb();
  plain = await buildTestApp(db);
  withRoutes = await buildTestApp(db, { testRoutes: true });
});
afterAll(async () => {
  await plain.close();
  await withRoutes.close();
  await db.close();
});

const event = (overrides: Record<string, unknown> = {}) => ({
  sessionId: randomUUID(),
  analytics: true,
  marketing: false,
  textVersion: CONSENT_TEXT_VERSION,
  action: 'save',
  ...overrides,
});

const post = (payload: unknown, app = plain) =>
  app.inject({ method: 'POST', url: '/api/consent-events', payload: payload as Record<string, unknown> });

const rowsOf = (sessionId: string) =>
  db.query<Record<string, unknown>>('SELECT * FROM consent_events WHERE session_id = $1 ORDER BY id', [
    sessionId,
  ]);

describe('POST /api/consent-events', () => {
  it('records the choice with the brand and the database clock: 201, no-store, no lead key needed', async () => {
    const body = event();
    const before = Date.now();
    const res = await post(body);
    expect(res.statusCode).toBe(201);
    expect(res.json()).toEqual({ recorded: true });
    expect(res.headers['cache-control']).toBe('no-store');
    const rows = await rowsOf(body.sessionId);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      brand: 'vn-1',
      session_id: body.sessionId,
      analytics: true,
      marketing: false,
      text_version: CONSENT_TEXT_VERSION,
      action: 'save',
    });
    const at = new Date(rows[0]?.recorded_at as Date).getTime();
    expect(at).toBeGreaterThanOrEqual(before - 5_000);
    expect(at).toBeLessThanOrEqual(Date.now() + 5_000);
  });

  it('stores no column beyond the listed ones: no address, user agent, lead or email', async () => {
    const columns = await db.query<{ column_name: string }>(
      "SELECT column_name FROM information_schema.columns WHERE table_name = 'consent_events' ORDER BY column_name",
    );
    expect(columns.map((c) => c.column_name)).toEqual(
      ['action', 'analytics', 'brand', 'id', 'marketing', 'recorded_at', 'session_id', 'text_version'].sort(),
    );
  });

  it('refuses a body with any other field (an email, a name), storing nothing', async () => {
    const before = await countRows(db, 'consent_events');
    for (const extra of [{ email: 'ana@example.com' }, { name: 'Ana' }, { leadId: randomUUID() }]) {
      const res = await post(event(extra));
      expect(res.statusCode, JSON.stringify(extra)).toBe(400);
      expect(res.body).not.toContain('ana@example.com');
    }
    expect(await countRows(db, 'consent_events')).toBe(before);
  });

  it('refuses a bad session id, action or text version, and a missing field', async () => {
    const before = await countRows(db, 'consent_events');
    const bad = [
      event({ sessionId: 'not-a-uuid' }),
      event({ sessionId: "1' OR 1=1" }),
      event({ action: 'accept-some' }),
      event({ action: 'ACCEPT-ALL' }),
      event({ textVersion: '' }),
      event({ textVersion: '2026 11' }),
      event({ textVersion: 'x'.repeat(21) }),
      event({ analytics: 'yes' }),
      { ...event(), marketing: undefined },
    ];
    for (const body of bad) expect((await post(body)).statusCode, JSON.stringify(body)).toBe(400);
    expect(await countRows(db, 'consent_events')).toBe(before);
  });

  it('is rate limited like every API route', async () => {
    const limited = await buildTestApp(db, { rateLimit: { max: 1, windowMs: 61_234 } });
    try {
      expect((await post(event(), limited)).statusCode).toBe(201);
      expect((await post(event(), limited)).statusCode).toBe(429);
    } finally {
      await limited.close();
    }
  });
});

describe('GET /api/test/consent-events/{sessionId} (test-only inspection)', () => {
  it('is not there without TEST_ROUTES', async () => {
    const res = await plain.inject({ url: `/api/test/consent-events/${randomUUID()}` });
    expect(res.statusCode).toBe(404);
    expect((await plain.inject({ url: '/api/openapi.json' })).body).not.toContain('/api/test/consent-events');
  });

  it("answers a session's events oldest first, and nothing of other sessions", async () => {
    const sessionId = randomUUID();
    const actions = [
      { action: 'reject-all', analytics: false, marketing: false },
      { action: 'save', analytics: true, marketing: false },
      { action: 'accept-all', analytics: true, marketing: true },
    ];
    for (const choice of actions) expect((await post(event({ sessionId, ...choice }))).statusCode).toBe(201);
    expect((await post(event())).statusCode).toBe(201);

    const res = await withRoutes.inject({ url: `/api/test/consent-events/${sessionId}` });
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('no-store');
    const events = res.json<{ action: string; recordedAt: string }[]>();
    expect(events.map(({ recordedAt: _at, ...rest }) => rest)).toEqual(
      actions.map((a) => ({ ...a, textVersion: CONSENT_TEXT_VERSION })),
    );
    const times = events.map((e) => Date.parse(e.recordedAt));
    expect(times.every((t, i) => !Number.isNaN(t) && (i === 0 || t >= (times[i - 1] ?? 0)))).toBe(true);

    const none = await withRoutes.inject({ url: `/api/test/consent-events/${randomUUID()}` });
    expect(none.json()).toEqual([]);
    expect((await withRoutes.inject({ url: '/api/test/consent-events/nope' })).statusCode).toBe(400);
  });
});
