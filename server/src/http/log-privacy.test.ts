import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../db/database';
import { asOwner, buildTestApp, OTHER_LEAD_KEY, openTestDb, vnLead } from '../testing/helpers';

/**
 * Logs hold no personal data, a database error included: it used to be logged with its query parameters,
 * i.e. the whole lead (issue 15).
 */
const CANARY = {
  firstName: 'Canaryname',
  email: 'canary.person@example.com',
  phoneNumber: '0987654321',
};

let db: Database;
let app: FastifyInstance;
const lines: string[] = [];
beforeAll(async () => {
  db = await openTestDb();
  app = await buildTestApp(db, {
    logger: { level: 'debug', stream: { write: (line: string) => lines.push(line) } },
  });
  // A real database error, on exactly the canary's lead.
  await db.exec(
    "ALTER TABLE leads ADD CONSTRAINT canary_guard CHECK (data->'personalDetails'->>'firstName' <> 'Canaryname')",
  );
});
afterAll(async () => {
  await app.close();
  await db.close();
});

describe('the log of a failed database write', () => {
  it('names the error and its constraint, and none of the values', async () => {
    const res = await asOwner(app).inject({
      method: 'POST',
      url: `/api/v2/lead?email=${encodeURIComponent(CANARY.email)}`,
      payload: vnLead({
        personalDetails: { firstName: CANARY.firstName, lastName: 'Nguyen', dateOfBirth: '1990-05-17' },
        contactDetails: { email: CANARY.email, phoneNumber: CANARY.phoneNumber, marketingConsents: false },
      }),
    });
    expect(res.statusCode).toBe(500);
    expect(res.json()).toEqual({ message: 'Internal error', requestId: res.headers['x-request-id'] });
    const log = lines.join('');
    expect(log).toContain('request failed');
    expect(log).toContain('23514');
    expect(log).toContain('canary_guard');
    for (const value of [...Object.values(CANARY), encodeURIComponent(CANARY.email), 'test-lead-key'])
      expect(log, value).not.toContain(value);
  });
});

describe('the log of a continue link', () => {
  it('names the calls and never the token, so no one can redeem a link read from the log', async () => {
    const created = await asOwner(app).inject({ method: 'POST', url: '/api/v2/lead', payload: vnLead() });
    expect(created.statusCode).toBe(201);
    const id = created.json<{ id: string }>().id;
    const link = await asOwner(app).inject({
      method: 'POST',
      url: `/api/lead/${id}/link`,
      payload: { urlType: 'continue' },
    });
    const { token } = link.json<{ token: string }>();
    lines.length = 0;
    const other = asOwner(app, OTHER_LEAD_KEY);
    expect((await other.inject(`/api/v2/lead/url/${token}/continue?utm_source=mail`)).statusCode).toBe(200);
    await other.inject(`/v3/lead/url/${token}/sms`);
    await other.inject(`/application-frontend/continue/${token}`);
    const log = lines.join('');
    expect(log).toContain('/api/v2/lead/url/[token]/continue?utm_source=…');
    expect(log).toContain('/application-frontend/continue/[token]');
    expect(log).not.toContain(token);
  });
});
