import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { CONTINUE_LINK_TTL_MS } from '../leads/lead-links';
import { MAX_VERIFICATION_FAILURES } from '../db/verification-queries';
import { asOwner, OTHER_LEAD_KEY, sentCode, testClock, useTestApp, vnLead } from '../testing/helpers';

/**
 * A lead belongs to the browser that started it (docs/decisions/0013): its lead key, not its id nor its session
 * id, opens it. Each case was an attack that worked before the key existed (issue 15).
 */
const clock = testClock();
const { app, db, owner } = useTestApp({ now: clock.now, checkingMs: 1000 });
const attacker = () => asOwner(app(), OTHER_LEAD_KEY);
const THIRD_KEY = 'third-browser-key-0000000000000000000000000'.slice(0, 43);

async function created(payload: Record<string, unknown>, as = owner()): Promise<string> {
  const res = await as.inject({ method: 'POST', url: '/api/v2/lead', payload });
  expect(res.statusCode).toBe(201);
  return res.json<{ id: string }>().id;
}

const storedData = async (id: string) =>
  (await db().query<{ data: Record<string, unknown> }>('SELECT data FROM leads WHERE id = $1', [id]))[0]
    ?.data;

describe('session fixation', () => {
  it("a create naming someone else's session id makes its own lead and leaves theirs alone", async () => {
    const sessionId = randomUUID();
    const victim = await created(vnLead({ sessionId }));
    const res = await attacker().inject({
      method: 'POST',
      url: '/api/v2/lead',
      payload: vnLead({
        sessionId,
        personalDetails: { firstName: 'Mallory', lastName: 'Evil', dateOfBirth: '1980-01-01' },
      }),
    });
    expect(res.statusCode).toBe(201);
    expect(res.json<{ id: string }>().id).not.toBe(victim);
    expect(await storedData(victim)).toMatchObject({ personalDetails: { firstName: 'An' } });
    const leads = await db().query('SELECT id FROM leads WHERE session_id = $1', [sessionId]);
    expect(leads).toHaveLength(2);
  });

  it("an Idempotency-Key replayed by another browser never answers the first browser's lead", async () => {
    const post = (as: ReturnType<typeof owner>) =>
      as.inject({
        method: 'POST',
        url: '/api/v2/lead',
        payload: vnLead(),
        headers: { 'idempotency-key': 'k-1' },
      });
    expect((await post(owner())).statusCode).toBe(201);
    const replay = await post(attacker());
    expect(replay.statusCode).toBe(422);
    expect(replay.body).not.toMatch(/"id"/);
  });

  it('a create without a lead key is refused, storing nothing', async () => {
    const res = await app().inject({ method: 'POST', url: '/api/v2/lead', payload: vnLead() });
    expect(res.statusCode).toBe(401);
    expect(await db().query('SELECT id FROM leads')).toEqual([]);
  });
});

describe('the lead id is not a credential', () => {
  it('another browser can neither read, change, move nor link a lead whose id it holds', async () => {
    const id = await created(
      vnLead({
        submit: true,
        contactDetails: { email: 'idupload+a@example.com', phoneNumber: '0912345678' },
      }),
    );
    clock.advance(1500);
    const calls = [
      { method: 'GET', url: `/api/lead/status/${id}` },
      { method: 'GET', url: `/api/v3/test/datapoints?id=${id}` },
      { method: 'PUT', url: `/api/v2/lead/${id}`, payload: { product: 'vn-1-cash', period: 80 } },
      { method: 'PUT', url: '/api/lead', payload: { id, product: 'vn-1-cash', period: 80 } },
      { method: 'POST', url: '/v3/lead', payload: { id, product: 'vn-1-cash', period: 80 } },
      { method: 'POST', url: `/api/lead/skip/${id}` },
      { method: 'POST', url: `/api/lead/continue/${id}` },
      { method: 'POST', url: `/api/lead/${id}/link`, payload: { urlType: 'continue' } },
      { method: 'POST', url: '/api/v2/customer/mobile/verify', payload: { leadId: id, code: '1234' } },
    ] as const;
    for (const call of calls) {
      for (const who of [attacker(), app()]) {
        const res = await who.inject(call);
        expect(res.statusCode, `${call.method} ${call.url}`).toBe(404);
      }
    }
    // Nothing moved: the owner still finds the lead at the ID upload.
    const own = await owner().inject({ url: `/api/lead/status/${id}` });
    expect(own.json()).toMatchObject({ route: '/id-upload', application: { status: 'pending' } });
  });
});

describe('continue links', () => {
  async function link(id: string): Promise<string> {
    const res = await owner().inject({
      method: 'POST',
      url: `/api/lead/${id}/link`,
      payload: { urlType: 'sms' },
    });
    expect(res.statusCode).toBe(201);
    const body = res.json<{ token: string; path: string; expiresAt: string }>();
    expect(body.path).toBe(`/continue/${body.token}`);
    expect(new Date(body.expiresAt).getTime()).toBe(clock.now().getTime() + CONTINUE_LINK_TTL_MS);
    expect(body.path).not.toContain(id);
    return body.token;
  }
  const open = (token: string, key: string) =>
    asOwner(app(), key).inject({ url: `/v3/lead/url/${token}/sms` });

  it('are single use: the browser that opened one may open it again, another may not', async () => {
    const id = await created(vnLead());
    const token = await link(id);
    expect((await open(token, OTHER_LEAD_KEY)).statusCode).toBe(200);
    expect((await open(token, OTHER_LEAD_KEY)).statusCode).toBe(200);
    expect((await open(token, THIRD_KEY)).statusCode).toBe(410);
    expect((await asOwner(app(), THIRD_KEY).inject({ url: `/api/lead/status/${id}` })).statusCode).toBe(404);
    expect((await app().inject({ url: `/v3/lead/url/${token}/sms` })).statusCode).toBe(401);
  });

  it('expire', async () => {
    const token = await link(await created(vnLead()));
    clock.advance(CONTINUE_LINK_TTL_MS);
    expect((await open(token, OTHER_LEAD_KEY)).statusCode).toBe(404);
  });

  it('store only the hash of their token', async () => {
    const token = await link(await created(vnLead()));
    const rows = await db().query<{ token_hash: string }>('SELECT token_hash FROM lead_links');
    expect(rows).toHaveLength(1);
    expect(rows[0]?.token_hash).not.toContain(token);
  });
});

describe('mobile verification', () => {
  it(`refuses any code after ${MAX_VERIFICATION_FAILURES} wrong ones`, async () => {
    const id = await created(
      vnLead({ submit: true, contactDetails: { email: 'verify+a@example.com', phoneNumber: '0912345678' } }),
    );
    clock.advance(1500);
    await owner().inject({ url: `/api/lead/status/${id}` });
    const verify = (code: string) =>
      owner().inject({
        method: 'POST',
        url: '/api/v2/customer/mobile/verify',
        payload: { leadId: id, code },
      });
    for (let i = 0; i < MAX_VERIFICATION_FAILURES; i++)
      expect((await verify(`99${i}0`)).statusCode).toBe(422);
    expect((await verify(await sentCode(db(), id))).statusCode).toBe(429);
  });
});
