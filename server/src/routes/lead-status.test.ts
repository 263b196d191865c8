import { describe, expect, it } from 'vitest';
import { listLeadEvents } from '../db/lead-queries';
import { STEP_ROUTES } from '../decision/outcome';
import { SKIPPABLE_ROUTES } from '../leads/screen-endpoints';
import {
  asOwner,
  buildTestApp,
  countRows,
  OTHER_LEAD_KEY,
  testClock,
  sentCode,
  useTestApp,
  vnLead,
} from '../testing/helpers';

const clock = testClock();

const { app, db, owner } = useTestApp({ now: clock.now, checkingMs: 1500 });

async function submitted(email: string, extra: Record<string, unknown> = {}): Promise<string> {
  const res = await owner().inject({
    method: 'POST',
    url: '/api/v2/lead',
    payload: vnLead({ contactDetails: { email, phoneNumber: '0912345678' }, submit: true, ...extra }),
  });
  expect(res.statusCode).toBe(201);
  return res.json<{ id: string }>().id;
}

const status = (id: string) => owner().inject({ url: `/api/lead/status/${id}` });

describe('GET /api/lead/status/:id', () => {
  it('stays in checking for CHECKING_MS, then shows the decision', async () => {
    const id = await submitted('someone@example.com');
    const first = await status(id);
    expect(first.json()).toEqual({ id, state: 7, route: '/checking', application: { status: 'checking' } });
    clock.advance(1000);
    expect((await status(id)).json()).toMatchObject({ application: { status: 'checking' } });
    clock.advance(600);
    const decided = (await status(id)).json<Record<string, unknown>>();
    expect(decided).toMatchObject({
      route: '/accepted',
      application: { status: 'accepted' },
      partner: { name: expect.any(String) as string },
    });
    expect(decided.offerId).toMatch(/^offer-/);
    expect((await listLeadEvents(db(), id)).map((e) => e.kind)).toEqual(['created', 'submitted', 'decided']);
  });

  it("an accepted lead's answer carries the offer: its amount and term, priced with the brand's rates", async () => {
    const id = await submitted('accept+figures@example.com', { amount: 2_000_000, period: 90 });
    expect((await status(id)).json()).not.toHaveProperty('offer');
    clock.advance(2000);
    const body = (await status(id)).json<Record<string, unknown>>();
    expect(body).toMatchObject({ route: '/accepted', application: { status: 'accepted' } });
    // vn-1: 20 % a year, no fee, a day loan repaid once: 2,000,000 × 20 % × 90 / 365 = 98,630.14 of interest.
    expect(body.offer).toEqual({
      amount: 2_000_000,
      period: 90,
      periodScale: 'days',
      instalments: 1,
      instalment: 2_098_630.14,
      totalRepayable: 2_098_630.14,
      apr: 21.56,
      currency: 'VND',
    });
  });

  it('a rejected, redirected or thank-you answer carries no offer', async () => {
    for (const email of ['reject+b@example.com', 'redirect+b@example.com', 'thankyou+b@example.com']) {
      const id = await submitted(email);
      clock.advance(2000);
      expect((await status(id)).json(), email).not.toHaveProperty('offer');
    }
  });

  it('a declined answer says why when the person can act on it, and nothing for a rule of the service', async () => {
    const low = await submitted('low.income@example.com', { incomeDetails: { monthlyIncome: 1000 } });
    const old = await submitted('older@example.com', {
      personalDetails: { firstName: 'An', lastName: 'Nguyen', dateOfBirth: '1940-05-17' },
    });
    const tagged = await submitted('reject+c@example.com');
    clock.advance(2000);
    expect((await status(low)).json()).toMatchObject({ route: '/rejected', reason: 'income' });
    expect((await status(old)).json()).toMatchObject({ route: '/rejected', reason: 'age' });
    expect((await status(tagged)).json()).not.toHaveProperty('reason');
  });

  it('shows a lead still being filled in as in-progress', async () => {
    const res = await owner().inject({ method: 'POST', url: '/api/v2/lead', payload: vnLead() });
    const id = res.json<{ id: string }>().id;
    expect((await status(id)).json()).toEqual({
      id,
      state: 3,
      route: '/income-details',
      application: { status: 'in-progress' },
    });
  });

  it.each([
    ['reject+a@example.com', '/rejected', 'rejected'],
    ['thankyou+a@example.com', '/thank-you', 'completed'],
    ['verify+a@example.com', '/mobile-verification', 'pending'],
    ['idupload+a@example.com', '/id-upload', 'pending'],
    ['consents+a@example.com', '/consents', 'pending'],
    ['accept+a@example.com', '/accepted', 'accepted'],
  ])('%s ends at %s', async (email, route, applicationStatus) => {
    const id = await submitted(email);
    clock.advance(2000);
    expect((await status(id)).json()).toMatchObject({ route, application: { status: applicationStatus } });
  });

  it('redirect+ sends the applicant to the allowlisted partner host of the brand', async () => {
    const id = await submitted('redirect+a@example.com');
    clock.advance(2000);
    const body = (await status(id)).json<{ route: string; redirectUrl: string }>();
    expect(body.route).toBe('/redirected');
    expect(new URL(body.redirectUrl).hostname).toBe('partner-vn.example');
  });

  it('answers 404 for an unknown lead and 400 for a malformed id', async () => {
    expect((await status('00000000-0000-4000-8000-000000000000')).statusCode).toBe(404);
    expect((await status('abc')).statusCode).toBe(400);
    expect([400, 404]).toContain((await status('%2e%2e')).statusCode);
  });
});

describe('POST /api/lead/continue/:id and /api/lead/skip/:id', () => {
  const move = (how: 'continue' | 'skip', id: string) =>
    owner().inject({ method: 'POST', url: `/api/lead/${how}/${id}`, payload: {} });

  it.each(STEP_ROUTES)('%s: only a screen a person may leave without its step moves; the rest answer 409', async (route) => {
    const id = await submitted(`goto-${route.slice(1)}+a@example.com`);
    clock.advance(2000);
    expect((await status(id)).json()).toMatchObject({ route, application: { status: 'pending' } });
    for (const how of ['continue', 'skip'] as const) {
      const events = await countRows(db(), 'lead_events');
      const res = await move(how, id);
      if (SKIPPABLE_ROUTES.includes(route)) {
        expect(res.statusCode).toBe(200);
        expect(res.json()).toMatchObject({ route: '/accepted', application: { status: 'accepted' } });
        return;
      }
      expect(res.statusCode, how).toBe(409);
      expect(res.json<{ message: string }>().message).toMatch(new RegExp(`^${route} moves on only through POST /api/`));
      expect((await status(id)).json()).toMatchObject({ route, application: { status: 'pending' } });
      expect(await countRows(db(), 'lead_events')).toBe(events);
    }
  });

  it('walks the skippable screen: the ID upload is skipped, then the next screen waits for its own call', async () => {
    const id = await submitted('steps+a@example.com');
    clock.advance(2000);
    expect((await status(id)).json()).toMatchObject({ route: '/mobile-verification' });
    expect((await move('continue', id)).json<{ message: string }>().message).toBe(
      '/mobile-verification moves on only through POST /api/v2/customer/mobile/verify',
    );
    const verified = await owner().inject({
      method: 'POST',
      url: '/api/v2/customer/mobile/verify',
      payload: { leadId: id, code: await sentCode(db(), id) },
    });
    expect(verified.json()).toMatchObject({ route: '/id-upload' });
    expect((await move('skip', id)).json()).toMatchObject({ route: '/consents' });
    expect((await move('continue', id)).statusCode).toBe(409);
    expect((await listLeadEvents(db(), id)).map((e) => e.kind)).toContain('skipped');
  });

  it('changes nothing outside a post-offer screen and answers the lead as it stands', async () => {
    const res = await owner().inject({ method: 'POST', url: '/api/v2/lead', payload: vnLead() });
    const id = res.json<{ id: string }>().id;
    const events = await countRows(db(), 'lead_events');
    const cont = await owner().inject({ method: 'POST', url: `/api/lead/continue/${id}` });
    expect(cont.json()).toMatchObject({ route: '/income-details', application: { status: 'in-progress' } });
    expect(await countRows(db(), 'lead_events')).toBe(events);
  });

  it('rejects a body with fields, an unknown lead and a cross-site call', async () => {
    const id = await submitted('verify+a@example.com');
    expect(
      (await owner().inject({ method: 'POST', url: `/api/lead/continue/${id}`, payload: { state: 11 } }))
        .statusCode,
    ).toBe(400);
    expect(
      (await owner().inject({ method: 'POST', url: '/api/lead/skip/00000000-0000-4000-8000-000000000000' }))
        .statusCode,
    ).toBe(404);
    expect(
      (
        await owner().inject({
          method: 'POST',
          url: `/api/lead/skip/${id}`,
          headers: { origin: 'https://evil.example' },
        })
      ).statusCode,
    ).toBe(403);
  });
});

/** A continue link the lead's own browser asked for: its token. */
async function linkFor(id: string): Promise<string> {
  const res = await owner().inject({
    method: 'POST',
    url: `/api/lead/${id}/link`,
    payload: { urlType: 'continue' },
  });
  expect(res.statusCode).toBe(201);
  return res.json<{ token: string }>().token;
}

describe('continue links', () => {
  it.each(['/api/v2/lead/url', '/api/v3/lead/url', '/v3/lead/url'])(
    '%s/:token/:urlType answers the state and route to resume, in another browser',
    async (base) => {
      const id = await submitted('verify+a@example.com');
      const token = await linkFor(id);
      clock.advance(2000);
      const phone = asOwner(app(), OTHER_LEAD_KEY);
      const res = await phone.inject({ url: `${base}/${token}/continue?refTransactionId=tx-1` });
      expect(res.statusCode).toBe(200);
      expect(res.json()).toMatchObject({
        id,
        route: '/mobile-verification',
        application: { status: 'pending' },
      });
      // That browser now holds the lead.
      expect((await phone.inject({ url: `/api/lead/status/${id}` })).statusCode).toBe(200);
      const events = await db().query<{ detail: Record<string, string> }>(
        "SELECT detail FROM lead_events WHERE lead_id = $1 AND kind = 'opened-link'",
        [id],
      );
      expect(events[0]?.detail).toEqual({ urlType: 'continue', refTransactionId: 'tx-1' });
    },
  );

  it('rejects bad link types and unknown v3 parameters, storing nothing', async () => {
    const id = await submitted('a@example.com');
    const token = await linkFor(id);
    const before = await countRows(db(), 'lead_events');
    expect((await owner().inject({ url: `/api/v2/lead/url/${token}/bad type` })).statusCode).toBe(400);
    expect((await owner().inject({ url: `/v3/lead/url/${token}/continue?admin=1` })).statusCode).toBe(400);
    expect((await owner().inject({ url: `/v3/lead/url/${id}/continue` })).statusCode).toBe(400);
    expect((await owner().inject({ url: `/v3/lead/url/${'x'.repeat(43)}/continue` })).statusCode).toBe(404);
    expect(await countRows(db(), 'lead_events')).toBe(before);
  });
});

describe('redirected outcome on a brand with partner hosts', () => {
  it('answers a redirect URL on the allowlisted host, with its method', async () => {
    const app = await buildTestApp(db(), {
      now: clock.now,
      checkingMs: 0,
      brandOverride: { redirectHosts: ['partner.example'] },
    });
    const other = asOwner(app);
    try {
      for (const [email, method] of [
        ['redirect+a@example.com', 'GET'],
        ['redirectpost+a@example.com', 'POST'],
      ] as const) {
        const res = await other.inject({
          method: 'POST',
          url: '/api/v2/lead',
          payload: vnLead({ contactDetails: { email, phoneNumber: '0912345678' }, submit: true }),
        });
        const id = res.json<{ id: string }>().id;
        const answer = (await other.inject({ url: `/api/lead/status/${id}` })).json<
          Record<string, unknown>
        >();
        expect(answer).toMatchObject({
          route: '/redirected',
          application: { status: 'redirected' },
          redirectMethod: method,
        });
        expect(new URL(String(answer.redirectUrl)).host).toBe('partner.example');
        expect(new URL(String(answer.redirectUrl)).protocol).toBe('https:');
      }
    } finally {
      await app.close();
    }
  });
});

describe('POST /api/v2/customer/mobile/verify', () => {
  it('verifies with the code sent on arrival (only its hash kept) and moves the offer on; a wrong code is 422', async () => {
    const id = await submitted('verify+a@example.com');
    clock.advance(2000);
    await status(id);
    const verify = (code: string) =>
      owner().inject({
        method: 'POST',
        url: '/api/v2/customer/mobile/verify',
        payload: { leadId: id, code },
      });
    const wrong = await verify('9999');
    expect(wrong.statusCode).toBe(422);
    expect(wrong.json()).toMatchObject({ errors: [{ fieldName: 'verification-code' }] });
    expect((await verify('12ab')).statusCode).toBe(400);
    // Development's test code 000000, which this demo app takes, is no code in production: production-mode.test.ts.
    const code = await sentCode(db(), id);
    expect(code).toMatch(/^\d{6}$/);
    const [row] = await db().query<{ h: string }>(
      'SELECT verification_code_hash AS h FROM leads WHERE id = $1',
      [id],
    );
    expect(row?.h).not.toContain(code);
    const right = await verify(code);
    expect(right.json()).toMatchObject({ route: '/accepted', application: { status: 'accepted' } });
    expect((await verify(code)).statusCode).toBe(409);
  });
});
