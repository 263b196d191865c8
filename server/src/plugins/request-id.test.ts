import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../db/database';
import { asOwner, buildTestApp, openTestDb, vnLead } from '../testing/helpers';
import { requestIdOf, withRequestId } from './request-id';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

describe('requestIdOf', () => {
  it('keeps a sane incoming X-Request-Id and makes a UUID for anything else', () => {
    expect(requestIdOf({ headers: { 'x-request-id': 'lb-7f3a.01_x' } })).toBe('lb-7f3a.01_x');
    expect(requestIdOf({ headers: { 'x-request-id': 'a'.repeat(64) } })).toBe('a'.repeat(64));
    for (const bad of ['a'.repeat(65), '', 'has space', 'new\nline', 'ünï', '<script>', ['a', 'b']])
      expect(requestIdOf({ headers: { 'x-request-id': bad } })).toMatch(UUID);
    expect(requestIdOf({ headers: {} })).toMatch(UUID);
    expect(requestIdOf({ headers: {} })).not.toBe(requestIdOf({ headers: {} }));
  });
});

describe('withRequestId', () => {
  it('adds the id to a JSON object body only', () => {
    expect(JSON.parse(String(withRequestId('{"message":"x"}', 'r1')))).toEqual({
      message: 'x',
      requestId: 'r1',
    });
    expect(withRequestId('{"requestId":"r0"}', 'r1')).toBe('{"requestId":"r0"}');
    expect(withRequestId('[1]', 'r1')).toBe('[1]');
    expect(withRequestId('{not json', 'r1')).toBe('{not json');
    expect(withRequestId(undefined, 'r1')).toBeUndefined();
  });
});

let db: Database;
let app: FastifyInstance;
const lines: Record<string, unknown>[] = [];
beforeAll(async () => {
  db = await openTestDb();
  app = await buildTestApp(db, {
    rateLimit: { max: 3 },
    logger: {
      level: 'info',
      stream: { write: (line: string) => lines.push(JSON.parse(line) as Record<string, unknown>) },
    },
  });
});
afterAll(async () => {
  await app.close();
  await db.close();
});

describe('the request id of an answer', () => {
  it('is in the X-Request-Id header and in every log line of the request', async () => {
    const res = await app.inject({ url: '/healthz', headers: { 'x-request-id': 'proxy-id-1' } });
    expect(res.headers['x-request-id']).toBe('proxy-id-1');
    const own = lines.filter((l) => l.reqId === 'proxy-id-1');
    expect(own.map((l) => l.msg)).toEqual(['incoming request', 'request completed']);
    const fresh = await app.inject({ url: '/healthz', headers: { 'x-request-id': 'bad id' } });
    const id = String(fresh.headers['x-request-id']);
    expect(id).toMatch(UUID);
    expect(lines.filter((l) => l.reqId === id)).toHaveLength(2);
    expect(lines.some((l) => l.reqId === 'bad id')).toBe(false);
  });

  it('is in the body of every error answer: validation, not found, rate limit', async () => {
    const invalid = await asOwner(app).inject({
      method: 'POST',
      url: '/api/v2/lead',
      payload: vnLead({ amount: 'x' }),
      remoteAddress: '203.0.113.50',
    });
    const notFound = await app.inject({ url: '/api/nothing-here', remoteAddress: '203.0.113.51' });
    const badJson = await app.inject({
      method: 'POST',
      url: '/api/v2/lead',
      payload: '{',
      headers: { 'content-type': 'application/json' },
      remoteAddress: '203.0.113.51',
    });
    const limited = await (async () => {
      for (let i = 0; i < 3; i++)
        await app.inject({ url: '/api/company/vin', remoteAddress: '203.0.113.52' });
      return app.inject({
        url: '/api/company/vin',
        remoteAddress: '203.0.113.52',
        headers: { 'x-request-id': 'rl-1' },
      });
    })();
    for (const [res, status] of [
      [invalid, 400],
      [notFound, 404],
      [badJson, 400],
      [limited, 429],
    ] as const) {
      expect(res.statusCode).toBe(status);
      expect(res.json<{ requestId?: string }>().requestId).toBe(res.headers['x-request-id']);
    }
    expect(limited.json()).toMatchObject({ requestId: 'rl-1' });
    // A 2xx answer's body is untouched.
    const ok = await app.inject({ url: '/healthz' });
    expect(ok.json()).not.toHaveProperty('requestId');
  });
});
