import { describe, expect, it } from 'vitest';
import { OTHER_LEAD_KEY, asOwner, testClock, useTestApp } from '../testing/helpers';
import { leadOn, queryOf, returnHandoff, startHandoff, throughTink } from '../testing/open-banking';

const clock = testClock();
const { app, db, owner } = useTestApp({ now: clock.now, checkingMs: 1000 });
const onTink = () => leadOn(owner(), '/wenance-tink', () => clock.advance(1500));
const routeOf = async (id: string) =>
  (await owner().inject({ url: `/api/lead/status/${id}` })).json<{ route: string }>().route;
const handoffs = (id: string) =>
  db().query<{ provider: string; outcome: string | null; state_hash: string }>(
    'SELECT provider, outcome, state_hash FROM open_banking_states WHERE lead_id = $1 ORDER BY created_at',
    [id],
  );

describe('the Tink hand-off', () => {
  it('starts with a single-use state of which only the hash is stored, and the registered return address', async () => {
    const id = await onTink();
    const { url } = await startHandoff(owner(), 'tink', id);
    const q = new URL(url, 'http://localhost').searchParams;
    expect(url).toMatch(/^\/provider\/tink\/1\.0\/account-check\/create-report\?/);
    expect(q.get('client_id')).toBe('finceptiv-vn-1');
    expect(q.get('redirect_uri')).toBe('http://localhost:80/application-frontend/wenance-tink');
    expect(q.get('state')).toMatch(/^[A-Za-z0-9_-]{43}$/);
    const [row] = await handoffs(id);
    expect(row).toMatchObject({ provider: 'tink', outcome: null });
    expect(row!.state_hash).toMatch(/^[0-9a-f]{64}$/);
    expect(row!.state_hash).not.toContain(q.get('state'));
  });

  it('success: the report issued for this state moves the lead on; the same return again is refused (409)', async () => {
    const id = await onTink();
    const { url } = await startHandoff(owner(), 'tink', id);
    const back = await throughTink(app(), url, 'demo-success');
    expect(back.statusCode).toBe(303);
    const params = queryOf(back.headers.location);
    expect(params.account_verification_report_id).toBeTruthy();
    const res = await returnHandoff(owner(), 'tink', id, params);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ outcome: 'success', status: { route: '/accepted' } });
    expect((await handoffs(id))[0]?.outcome).toBe('success');
    const replay = await returnHandoff(owner(), 'tink', id, params);
    expect(replay.statusCode).toBe(409);
    expect(replay.json()).toMatchObject({ code: 'used' });
  });

  it('failure (wrong password) and cancel are recorded and keep the lead on the screen', async () => {
    const id = await onTink();
    const failed = queryOf(
      (await throughTink(app(), (await startHandoff(owner(), 'tink', id)).url, 'demo-wrong-password')).headers
        .location,
    );
    expect(failed).toMatchObject({ error: 'AUTHENTICATION_ERROR', error_reason: 'USER_LOGIN_ERROR' });
    expect(failed.tracking_id && failed.message).toBeTruthy();
    expect((await returnHandoff(owner(), 'tink', id, failed)).json()).toMatchObject({
      outcome: 'failed',
      reason: 'USER_LOGIN_ERROR',
    });
    const cancel = queryOf(
      (await throughTink(app(), (await startHandoff(owner(), 'tink', id)).url, 'cancel')).headers.location,
    );
    expect(cancel).toMatchObject({ error: 'USER_CANCELLED', error_reason: 'USER_CANCELLED' });
    expect((await returnHandoff(owner(), 'tink', id, cancel)).json()).toMatchObject({ outcome: 'cancelled' });
    expect(await routeOf(id)).toBe('/wenance-tink');
    expect((await handoffs(id)).map((h) => h.outcome)).toEqual(['failed', 'cancelled']);
  });

  it('refuses a forged state, a report not issued for the state, and an expired state; the lead does not move', async () => {
    const id = await onTink();
    const forged = await returnHandoff(owner(), 'tink', id, {
      state: 'forged',
      account_verification_report_id: 'x',
    });
    expect(forged.statusCode).toBe(422);
    expect(forged.json()).toMatchObject({ code: 'unknown' });
    const { url } = await startHandoff(owner(), 'tink', id);
    const state = new URL(url, 'http://x').searchParams.get('state')!;
    const wrongReport = await returnHandoff(owner(), 'tink', id, {
      state,
      account_verification_report_id: 'made-up',
    });
    expect(wrongReport.json()).toMatchObject({ code: 'unverified' });
    const back = queryOf((await throughTink(app(), url, 'demo-success')).headers.location);
    clock.advance(10 * 60 * 1000 + 1);
    const late = await returnHandoff(owner(), 'tink', id, back);
    expect(late.statusCode).toBe(422);
    expect(late.json()).toMatchObject({ code: 'expired' });
    expect(await routeOf(id)).toBe('/wenance-tink');
  });

  it("answers 404 to another browser and 409 for a lead that is not on this screen or another provider's state", async () => {
    const id = await onTink();
    const { url } = await startHandoff(owner(), 'tink', id);
    const params = queryOf((await throughTink(app(), url, 'demo-success')).headers.location);
    expect((await returnHandoff(asOwner(app(), OTHER_LEAD_KEY), 'tink', id, params)).statusCode).toBe(404);
    expect((await returnHandoff(owner(), 'paylands', id, params)).json()).toMatchObject({ code: 'unknown' });
    const start = await owner().inject({
      method: 'POST',
      url: '/api/lead/open-banking/paylands/start',
      headers: { 'idempotency-key': crypto.randomUUID() },
      payload: { leadId: id },
    });
    expect(start.statusCode).toBe(409);
    expect((await returnHandoff(owner(), 'tink', id, params)).statusCode).toBe(200);
  });

  it('the other way puts the typed payout account next (/wenance-account) and records it', async () => {
    const id = await onTink();
    const res = await owner().inject({
      method: 'POST',
      url: '/api/lead/open-banking/tink/other-way',
      headers: { 'idempotency-key': crypto.randomUUID() },
      payload: { leadId: id },
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ route: '/wenance-account' });
    const events = await db().query<{ kind: string }>('SELECT kind FROM lead_events WHERE lead_id = $1', [
      id,
    ]);
    expect(events.map((e) => e.kind)).toContain('open-banking-other-way');
  });
});
