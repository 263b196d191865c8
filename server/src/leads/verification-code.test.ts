/**
 * How a verification code lives (docs/decisions/0027-mobile-verification.md): taken for CODE_TTL_MS, kept only as
 * an HMAC under the server's secret, and in production in no log line and no table in plain text.
 */
import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import type { Database } from '../db/database';
import { sentCode, testClock, useTestApp, vnLead } from '../testing/helpers';
import { CODE_TTL_MS } from './verification-code';

const clock = testClock();
const lines: string[] = [];
const SECRET = 'the-verification-secret-of-this-test-0001';
const production = useTestApp({
  now: clock.now,
  checkingMs: 1000,
  appEnv: 'production',
  verificationSecret: SECRET,
  logger: { level: 'trace', stream: { write: (line: string) => lines.push(line) } },
});
const development = useTestApp({ now: clock.now, checkingMs: 1000, appEnv: 'development' });

type App = typeof production;

/**
 * A vn-1 lead waiting for its mobile verification (its first code sent), in `app`. Production decides by its rules
 * alone (no `verify+` trigger): the decision is set to the verification by hand before checking ends.
 */
async function verifying(app: App): Promise<string> {
  const payload = vnLead({
    submit: true,
    contactDetails: { email: 'verify+a@example.com', phoneNumber: '0912345678' },
  });
  const { id } = (await app.owner().inject({ method: 'POST', url: '/api/v2/lead', payload })).json<{
    id: string;
  }>();
  const outcome = { kind: 'accepted', partner: 'p', offerId: 'o', steps: ['/mobile-verification'] };
  await app.db().query('UPDATE leads SET outcome = $2::jsonb WHERE id = $1', [id, JSON.stringify(outcome)]);
  clock.advance(1500);
  expect((await app.owner().inject({ url: `/api/lead/status/${id}` })).json()).toMatchObject({
    route: '/mobile-verification',
  });
  return id;
}

const verify = (app: App, leadId: string, code: string) =>
  app.owner().inject({ method: 'POST', url: '/api/v2/customer/mobile/verify', payload: { leadId, code } });

/** Every text column of every row of every table, as one string. */
async function everyTable(db: Database): Promise<string> {
  const tables = await db.query<{ name: string }>(
    "SELECT table_name AS name FROM information_schema.tables WHERE table_schema = 'public'",
  );
  const rows = await Promise.all(tables.map((t) => db.query(`SELECT * FROM ${t.name}`)));
  return JSON.stringify(rows);
}

describe('a verification code', () => {
  it(`is taken for ${CODE_TTL_MS / 60_000} minutes, and not after`, async () => {
    const leadId = await verifying(production);
    const code = await sentCode(production.db(), leadId);
    clock.advance(CODE_TTL_MS);
    const late = await verify(production, leadId, code);
    expect(late.statusCode).toBe(422);
    expect(late.json<{ message: string }>().message).toMatch(/expired/);
    clock.advance(-60_000);
    expect((await verify(production, leadId, code)).json()).toMatchObject({ route: '/accepted' });
  });

  it('is kept as an HMAC under the secret; in production in no log line and no table in plain text', async () => {
    lines.length = 0;
    const leadId = await verifying(production);
    const code = await sentCode(production.db(), leadId);
    const [row] = await production
      .db()
      .query<{ h: string }>('SELECT verification_code_hash AS h FROM leads WHERE id = $1', [leadId]);
    expect(row?.h).toMatch(/^[0-9a-f]{64}$/);
    expect(row?.h).not.toBe(createHash('sha256').update(code).digest('hex'));
    expect(await production.db().query('SELECT 1 FROM outbox WHERE lead_id = $1', [leadId])).toEqual([]);
    expect(await everyTable(production.db())).not.toMatch(new RegExp(`"${code}"`));
    expect(lines.length).toBeGreaterThan(0);
    expect(lines.filter((line) => line.includes(code))).toEqual([]);
  });

  it('shows in the log and the outbox in development, for the demo', async () => {
    const leadId = await verifying(development);
    const code = await sentCode(development.db(), leadId);
    expect(await development.db().query('SELECT body FROM outbox WHERE lead_id = $1', [leadId])).toEqual([
      { body: code },
    ]);
  });
});
