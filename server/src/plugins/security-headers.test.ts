import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../db/database';
import { buildTestApp, openTestDb } from '../testing/helpers';
import { HSTS } from './security-headers';

/** HTTPS only in production: every answer says so (issue 36: no HSTS anywhere); development, on http, does not. */
let db: Database;
const apps: Partial<Record<'production' | 'development', FastifyInstance>> = {};
beforeAll(async () => {
  db = await openTestDb();
  apps.production = await buildTestApp(db, { appEnv: 'production' });
  apps.development = await buildTestApp(db, { appEnv: 'development' });
});
afterAll(async () => {
  await apps.production?.close();
  await apps.development?.close();
  await db.close();
});

const ANSWERS = [
  ['the health check', '/healthz'],
  ['an API answer', '/api/lead/status/not-a-uuid'],
  ['a path no route has', '/nothing-here'],
  ["the router's own refusal", '/api/lead/status/%E0%A4%A'],
] as const;

describe('Strict-Transport-Security', () => {
  it('is a year with the subdomains', () => {
    expect(HSTS).toBe('max-age=31536000; includeSubDomains');
  });

  it.each(ANSWERS)('production sends it with %s', async (_name, url) => {
    const res = await apps.production!.inject({ url });
    expect(res.headers['strict-transport-security']).toBe(HSTS);
  });

  it.each(ANSWERS)('development does not, with %s', async (_name, url) => {
    const res = await apps.development!.inject({ url });
    expect(res.headers['strict-transport-security']).toBeUndefined();
  });
});
