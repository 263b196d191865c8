import { describe, expect, it } from 'vitest';
import { reportHash } from '../providers/instantor';
import { testClock, useTestApp } from '../testing/helpers';
import { leadOn, postForm, returnHandoff, startHandoff } from '../testing/open-banking';

const clock = testClock();
const { app, owner } = useTestApp({ now: clock.now, checkingMs: 1000 });
const onInstantor = () => leadOn(owner(), '/instantor', () => clock.advance(1500));

/** Starts a hand-off and answers the frame's log-in (`fields`); answers the state and the frame's last page. */
async function inFrame(id: string, fields: Record<string, string>) {
  const { url, state } = await startHandoff(owner(), 'instantor', id);
  const frame = await app().inject({ url });
  expect(frame.headers['content-security-policy']).toContain("frame-ancestors 'self'");
  const action = /action="([^"]+)"/.exec(frame.body)![1]!;
  const last = await postForm(app(), action, fields);
  return { state: state!, last };
}

const callback = (body: Record<string, string>) =>
  app().inject({ method: 'POST', url: '/api/open-banking/instantor/callback', payload: body });

describe('the Instantor hand-off', () => {
  it('a signed report arrives server to server; the return then moves the lead on, once', async () => {
    const id = await onInstantor();
    const { state, last } = await inFrame(id, { username: 'demo-success', password: 'x', action: 'login' });
    expect(last.body).toContain('"event":"processEnd","status":"ok"');
    expect(last.headers['content-security-policy']).toMatch(/script-src 'nonce-[^']+'/);
    const res = await returnHandoff(owner(), 'instantor', id, { state });
    expect(res.json()).toMatchObject({ outcome: 'success', status: { route: '/accepted' } });
    expect((await returnHandoff(owner(), 'instantor', id, { state })).statusCode).toBe(409);
  });

  it('a wrong password is a failed hand-off; before any report the return is pending (409)', async () => {
    const id = await onInstantor();
    const { state: early } = await startHandoff(owner(), 'instantor', id);
    expect((await returnHandoff(owner(), 'instantor', id, { state: early! })).json()).toMatchObject({
      code: 'pending',
    });
    const { state } = await inFrame(id, { username: 'demo-wrong-password', password: 'x', action: 'login' });
    expect((await returnHandoff(owner(), 'instantor', id, { state })).json()).toMatchObject({
      outcome: 'failed',
      reason: 'invalid-login',
      status: { route: '/instantor' },
    });
  });

  it('refuses a report with a wrong hash or for no open hand-off, and answers OK: <msg_id> to a good one', async () => {
    const id = await onInstantor();
    const { state } = await startHandoff(owner(), 'instantor', id);
    const payload = Buffer.from(JSON.stringify({ processStatus: 'ok', userParam: state })).toString('base64');
    const good = { msg_id: 'm1', source: 'finceptiv-vn-1', payload, hash: reportHash('vn-1', payload) };
    expect((await callback({ ...good, hash: reportHash('es-1', payload) })).statusCode).toBe(400);
    const other = Buffer.from(JSON.stringify({ processStatus: 'ok', userParam: 'forged' })).toString(
      'base64',
    );
    expect((await callback({ ...good, payload: other, hash: reportHash('vn-1', other) })).statusCode).toBe(
      422,
    );
    const ok = await callback(good);
    expect(ok.body).toBe('OK: m1');
    expect((await returnHandoff(owner(), 'instantor', id, { state: state! })).json()).toMatchObject({
      outcome: 'success',
    });
  });

  it('the other way puts the ID documents next', async () => {
    const id = await onInstantor();
    const res = await owner().inject({
      method: 'POST',
      url: '/api/lead/open-banking/instantor/other-way',
      headers: { 'idempotency-key': crypto.randomUUID() },
      payload: { leadId: id },
    });
    expect(res.json()).toMatchObject({ route: '/id-upload' });
  });
});
