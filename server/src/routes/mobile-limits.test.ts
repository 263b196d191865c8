/**
 * The mobile verification's limits (docs/decisions/0027-mobile-verification.md): five wrong answers per code, a new
 * code or another number starting the count again; codes and numbers are capped per lead, change-number shares resend's cool-down; wrong
 * answers sent at once are counted exactly; a rate-limited resend still answers its own schema.
 */
import { describe, expect, it } from 'vitest';
import { MAX_VERIFICATION_FAILURES, RESEND_COOLDOWN_SECONDS } from '../../../contract/mobile-verification';
import { SEND_LIMITS } from '../leads/verification-code';
import { sentCode, testClock, useTestApp, vnLead } from '../testing/helpers';

const clock = testClock();
const { db, owner } = useTestApp({ now: clock.now, checkingMs: 1000 });
const COOLDOWN_MS = RESEND_COOLDOWN_SECONDS * 1000;

/** A vn-1 lead waiting for its mobile verification, its first code sent. */
async function verifying(): Promise<string> {
  const payload = vnLead({
    submit: true,
    contactDetails: { email: 'verify+a@example.com', phoneNumber: '0912345678' },
  });
  const res = await owner().inject({ method: 'POST', url: '/api/v2/lead', payload });
  const { id } = res.json<{ id: string }>();
  clock.advance(1500);
  expect((await owner().inject({ url: `/api/lead/status/${id}` })).json()).toMatchObject({
    route: '/mobile-verification',
  });
  return id;
}

const post = (url: string, payload: Record<string, unknown>) =>
  owner().inject({ method: 'POST', url: `/api/v2/customer/mobile${url}`, payload });
const wrong = (leadId: string, i: number) =>
  post('/verify', { leadId, code: `99${String(i).padStart(2, '0')}` });
const numbers = ['0987654321', '0912000001', '0912000002', '0912000003', '0912000004'];

describe('the wrong-code limit', () => {
  it(`takes ${MAX_VERIFICATION_FAILURES} wrong answers per code: then none, until a new code or number starts the count again`, async () => {
    const leadId = await verifying();
    const fiveWrong = async () => {
      for (let i = 0; i < MAX_VERIFICATION_FAILURES; i++) expect((await wrong(leadId, i)).statusCode).toBe(422);
    };
    await fiveWrong();
    const refused = await post('/verify', { leadId, code: await sentCode(db(), leadId) });
    expect(refused.statusCode).toBe(429);
    expect(refused.json<{ message: string }>().message).toMatch(/wrong codes/);

    clock.advance(COOLDOWN_MS);
    expect((await post('/resend-code', { leadId })).statusCode).toBe(200);
    await fiveWrong();
    expect((await post('/verify', { leadId, code: await sentCode(db(), leadId) })).statusCode).toBe(429);
    clock.advance(COOLDOWN_MS);
    expect((await post('', { leadId, phoneNumber: numbers[0] })).statusCode).toBe(200);
    expect((await post('/verify', { leadId, code: await sentCode(db(), leadId) })).statusCode).toBe(200);
  });

  it('counts 20 wrong answers sent at once exactly: 5 compared, 15 refused', async () => {
    const leadId = await verifying();
    const answers = await Promise.all(Array.from({ length: 20 }, (_, i) => wrong(leadId, i)));
    const statuses = answers.map((a) => a.statusCode).sort();
    expect(statuses).toEqual([...Array<number>(5).fill(422), ...Array<number>(15).fill(429)]);
    const [row] = await db().query<{ n: number }>(
      'SELECT verification_failures AS n FROM leads WHERE id = $1',
      [leadId],
    );
    expect(row?.n).toBe(MAX_VERIFICATION_FAILURES);
  });
});

describe('codes and numbers per lead', () => {
  it('sends one code for five changes of number sent at once: the others wait for the cool-down (429, Retry-After)', async () => {
    const leadId = await verifying();
    clock.advance(COOLDOWN_MS);
    const answers = await Promise.all(numbers.map((phoneNumber) => post('', { leadId, phoneNumber })));
    expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 429, 429, 429, 429]);
    for (const refused of answers.filter((a) => a.statusCode === 429)) {
      expect(refused.headers['retry-after']).toBe(String(RESEND_COOLDOWN_SECONDS));
      expect(refused.json()).toMatchObject({ retryAfterSeconds: RESEND_COOLDOWN_SECONDS });
    }
    // ...and a resend right after the change waits too: the two share one cool-down.
    expect((await post('/resend-code', { leadId })).statusCode).toBe(429);
  });

  it(`sends at most ${SEND_LIMITS.maxCodes} codes in 24 hours, then again after the window`, async () => {
    const leadId = await verifying();
    for (let i = 1; i < SEND_LIMITS.maxCodes; i++) {
      clock.advance(COOLDOWN_MS);
      expect((await post('/resend-code', { leadId })).statusCode).toBe(200);
    }
    clock.advance(COOLDOWN_MS);
    const capped = await post('/resend-code', { leadId });
    expect(capped.statusCode).toBe(429);
    expect(capped.json<{ message: string }>().message).toMatch(/codes were sent/);
    const wait = Number(capped.headers['retry-after']);
    expect(wait).toBe(capped.json<{ retryAfterSeconds: number }>().retryAfterSeconds);
    // The window started with the first code; the capped ask came five cool-downs later.
    expect(wait).toBe(SEND_LIMITS.windowMs / 1000 - SEND_LIMITS.maxCodes * RESEND_COOLDOWN_SECONDS);
    clock.advance(wait * 1000);
    expect((await post('/resend-code', { leadId })).statusCode).toBe(200);
  });

  it(`changes the number at most ${SEND_LIMITS.maxNumbers} times in 24 hours`, async () => {
    const leadId = await verifying();
    for (let i = 0; i < SEND_LIMITS.maxNumbers; i++) {
      clock.advance(COOLDOWN_MS);
      expect((await post('', { leadId, phoneNumber: numbers[i] })).statusCode).toBe(200);
    }
    clock.advance(COOLDOWN_MS);
    const capped = await post('', { leadId, phoneNumber: numbers[4] });
    expect(capped.statusCode).toBe(429);
    expect(capped.json<{ message: string }>().message).toMatch(/number was changed/);
    expect(Number(capped.headers['retry-after'])).toBeGreaterThan(23 * 3600);
  });
});

describe('resend-code under the API rate limit', () => {
  const limited = useTestApp({ now: clock.now, rateLimit: { max: 2 } });
  it('answers 429 with its schema (retryAfterSeconds), never a 500', async () => {
    const payload = { leadId: '00000000-0000-4000-8000-000000000000' };
    const answers = [];
    for (let i = 0; i < 3; i++)
      answers.push(
        await limited.owner().inject({ method: 'POST', url: '/api/v2/customer/mobile/resend-code', payload }),
      );
    expect(answers.map((a) => a.statusCode)).toEqual([404, 404, 429]);
    const body = answers[2]!.json<Record<string, unknown>>();
    expect(Object.keys(body).sort()).toEqual(['message', 'requestId', 'retryAfterSeconds']);
    expect(body.retryAfterSeconds).toBe(Number(answers[2]!.headers['retry-after']));
  });
});
