import { describe, expect, it } from 'vitest';
import { RESEND_COOLDOWN_SECONDS } from '../../../contract/mobile-verification';
import { sentCode, tableCounts, testClock, useTestApp, vnLead } from '../testing/helpers';

const clock = testClock();
const { db, owner } = useTestApp({ now: clock.now, checkingMs: 1000 });

/**
 * A vn-1 lead that waits for its mobile verification (the `verify+` trigger), or for another number first (the
 * `goto-change-mobile-number+` trigger), polled past checking.
 */
async function verifying(as = owner(), email = 'verify+a@example.com'): Promise<string> {
  const res = await as.inject({
    method: 'POST',
    url: '/api/v2/lead',
    payload: vnLead({ submit: true, contactDetails: { email, phoneNumber: '0912345678' } }),
  });
  const { id } = res.json<{ id: string }>();
  clock.advance(1500);
  const status = await as.inject({ url: `/api/lead/status/${id}` });
  expect(status.json()).toMatchObject({
    route: email.startsWith('goto-') ? '/change-mobile-number' : '/mobile-verification',
  });
  return id;
}

const post = (url: string, payload: Record<string, unknown>) =>
  owner().inject({ method: 'POST', url: `/api/v2/customer/mobile${url}`, payload });

describe('POST /api/v2/customer/mobile/resend-code', () => {
  it(`sends a new code only ${RESEND_COOLDOWN_SECONDS} s after the last; the new code is taken, the old one no longer`, async () => {
    const leadId = await verifying();
    const early = await post('/resend-code', { leadId });
    expect(early.statusCode).toBe(429);
    expect(early.headers['retry-after']).toBe(String(RESEND_COOLDOWN_SECONDS));
    expect(early.json()).toMatchObject({ retryAfterSeconds: RESEND_COOLDOWN_SECONDS });
    const first = await sentCode(db(), leadId);

    clock.advance(RESEND_COOLDOWN_SECONDS * 1000);
    const sent = await post('/resend-code', { leadId });
    expect(sent.statusCode, sent.body).toBe(200);
    expect(sent.json()).toEqual({ resendAfterSeconds: RESEND_COOLDOWN_SECONDS });
    expect((await post('/resend-code', { leadId })).statusCode).toBe(429);
    const second = await sentCode(db(), leadId);
    if (second !== first) expect((await post('/verify', { leadId, code: first })).statusCode).toBe(422);
    const verified = await post('/verify', { leadId, code: second });
    expect(verified.statusCode).toBe(200);
    expect(verified.json()).toMatchObject({ route: '/accepted' });
  });

  it('answers 404 for an unknown lead and 409 for one that is not verifying', async () => {
    expect((await post('/resend-code', { leadId: '00000000-0000-4000-8000-000000000000' })).statusCode).toBe(
      404,
    );
    const open = await owner().inject({ method: 'POST', url: '/api/v2/lead', payload: vnLead() });
    expect((await post('/resend-code', { leadId: open.json<{ id: string }>().id })).statusCode).toBe(409);
  });
});

describe('POST /api/v2/customer/mobile', () => {
  it("changes the number after the country's phone rules, and sends a code to it", async () => {
    const leadId = await verifying();
    const before = await tableCounts(db());
    const bad = await post('', { leadId, phoneNumber: '12' });
    expect(bad.statusCode).toBe(422);
    expect(bad.json()).toMatchObject({ errors: [{ fieldName: 'phone-number' }] });
    expect(await tableCounts(db())).toEqual(before);

    // The first code went moments ago: the new number's code waits for the same cool-down as a resend.
    const early = await post('', { leadId, phoneNumber: '0987 654 321' });
    expect(early.statusCode).toBe(429);
    expect(early.headers['retry-after']).toBe(String(RESEND_COOLDOWN_SECONDS));
    expect(await tableCounts(db())).toEqual(before);
    clock.advance(RESEND_COOLDOWN_SECONDS * 1000);
    const res = await post('', { leadId, phoneNumber: '0987 654 321' });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ route: '/mobile-verification' });
    const [row] = await db().query<{ data: { contactDetails: { phoneNumber: string } } }>(
      'SELECT data FROM leads WHERE id = $1',
      [leadId],
    );
    expect(row?.data.contactDetails.phoneNumber).toBe('0987654321');
    const kinds = await db().query<{ kind: string; detail: unknown }>(
      "SELECT kind, detail FROM lead_events WHERE lead_id = $1 AND kind IN ('mobile-changed', 'code-sent') ORDER BY id",
      [leadId],
    );
    // The events say what happened, never the number: the first code on arrival, the change, its new code.
    expect(kinds).toEqual([
      { kind: 'code-sent', detail: null },
      { kind: 'mobile-changed', detail: null },
      { kind: 'code-sent', detail: null },
    ]);
    // A code was just sent to the new number: the next waits for the cooldown.
    expect((await post('/resend-code', { leadId })).statusCode).toBe(429);
  });

  it('asked for the number first: the new number, then the verification, whose arrival sends the code', async () => {
    const leadId = await verifying(owner(), 'goto-change-mobile-number+a@example.com');
    expect(await db().query('SELECT 1 FROM outbox WHERE lead_id = $1', [leadId])).toEqual([]);
    expect((await post('/resend-code', { leadId })).statusCode).toBe(409);
    const res = await post('', { leadId, phoneNumber: '0987 654 321' });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ route: '/mobile-verification', application: { status: 'pending' } });
    const code = await sentCode(db(), leadId);
    expect((await post('/verify', { leadId, code })).json()).toMatchObject({ route: '/accepted' });
  });
});

describe('the development test code', () => {
  const dev = useTestApp({ now: clock.now, checkingMs: 1000, appEnv: 'development' });
  it('is taken with APP_ENV=development, so a demo needs no log to read', async () => {
    const id = await verifying(dev.owner());
    const verified = await dev.owner().inject({
      method: 'POST',
      url: '/api/v2/customer/mobile/verify',
      payload: { leadId: id, code: '000000' },
    });
    expect(verified.json()).toMatchObject({ route: '/accepted' });
  });
});
