import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { parseEnv } from '../config/env';
import type { Database } from '../db/database';
import { asOwner, buildTestApp, openTestDb, vnLead } from '../testing/helpers';

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

describe('GET /api/test/leads (test-only inspection)', () => {
  it('is off unless TEST_ROUTES is set: the env default is false and the route is a 404 without it', async () => {
    expect(parseEnv({ APP_ENV: 'staging' }).TEST_ROUTES).toBe(false);
    expect(parseEnv({ TEST_ROUTES: '1', APP_ENV: 'staging' }).TEST_ROUTES).toBe(true);
    expect(parseEnv({ TEST_ROUTES: '0', APP_ENV: 'staging' }).TEST_ROUTES).toBe(false);
    const res = await plain.inject({ url: `/api/test/leads?sessionId=${randomUUID()}` });
    expect(res.statusCode).toBe(404);
    const openapi = await plain.inject({ url: '/api/openapi.json' });
    expect(openapi.body).not.toContain('/api/test/leads');
  });

  it('with the flag, answers the stored lead of a session as stored, and nothing of others', async () => {
    const sessionId = randomUUID();
    const ids: string[] = [];
    for (const firstName of ['An', 'Binh']) {
      const res = await asOwner(withRoutes).inject({
        method: 'POST',
        url: '/api/v2/lead',
        payload: vnLead({
          sessionId,
          personalDetails: { firstName, lastName: 'Nguyen', dateOfBirth: '1990-05-17' },
        }),
      });
      expect(res.statusCode).toBe(201);
      ids.push(res.json<{ id: string }>().id);
    }
    // A second create from the same session (and browser) continues its open lead.
    expect(ids[1]).toBe(ids[0]);
    await asOwner(withRoutes).inject({
      method: 'POST',
      url: '/api/v2/lead',
      payload: vnLead({ sessionId: randomUUID() }),
    });

    const res = await withRoutes.inject({ url: `/api/test/leads?sessionId=${sessionId}` });
    expect(res.statusCode).toBe(200);
    const { leads } = res.json<{
      leads: { id: string; state: number; status: string; data: Record<string, unknown> }[];
    }>();
    expect(leads.map((l) => l.id)).toEqual([ids[0]]);
    expect(leads[0]).toMatchObject({
      status: 'in-progress',
      state: 3,
      data: {
        sessionId,
        amount: 1_000_000,
        personalDetails: { firstName: 'Binh' },
        contactDetails: { phoneNumber: '0912345678' },
      },
    });
    expect(leads[0]?.data).not.toHaveProperty('product');

    const one = await withRoutes.inject({ url: `/api/test/leads?id=${ids[1]}` });
    expect(one.json<{ leads: { id: string }[] }>().leads.map((l) => l.id)).toEqual([ids[1]]);
    const none = await withRoutes.inject({ url: `/api/test/leads?sessionId=${randomUUID()}` });
    expect(none.json()).toEqual({ leads: [] });
  });

  it('refuses a query without a session or lead id, or with a malformed one', async () => {
    for (const query of [
      '',
      '?sessionId=nope',
      '?id=1%27%20OR%201=1',
      `?sessionId=${randomUUID()}&extra=1`,
    ]) {
      const res = await withRoutes.inject({ url: `/api/test/leads${query}` });
      expect(res.statusCode, query).toBe(400);
    }
  });
});

describe('POST /api/test/code-sent-earlier (test-only)', () => {
  it('is a 404 without the flag, and for a lead sent no code with it', async () => {
    const payload = { leadId: randomUUID(), seconds: 30 };
    const url = '/api/test/code-sent-earlier';
    expect((await plain.inject({ method: 'POST', url, payload })).statusCode).toBe(404);
    expect((await withRoutes.inject({ method: 'POST', url, payload })).statusCode).toBe(404);
  });
});
