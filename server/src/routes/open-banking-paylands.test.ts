import { describe, expect, it } from 'vitest';
import { testClock, useTestApp } from '../testing/helpers';
import { leadOn, postForm, returnHandoff, startHandoff } from '../testing/open-banking';

const clock = testClock();
const { app, owner } = useTestApp({ now: clock.now, checkingMs: 1000 });
const onPaylands = () => leadOn(owner(), '/moneyman-paylands', () => clock.advance(1500));

/** Starts a hand-off, answers the card page (`fields`), and answers the state the return address carries. */
async function pay(id: string, fields: Record<string, string>) {
  const { url } = await startHandoff(owner(), 'paylands', id);
  const back = await postForm(app(), url, fields);
  expect(back.statusCode).toBe(303);
  return Object.fromEntries(new URL(back.headers.location!).searchParams);
}

describe('the Paylands hand-off', () => {
  it('trusts only its own order lookup: a refused card is failed, however the return is dressed up', async () => {
    const id = await onPaylands();
    const params = await pay(id, { card: '4000000000000002', action: 'pay' });
    const res = await returnHandoff(owner(), 'paylands', id, {
      ...params,
      account_verification_report_id: 'ok',
    });
    expect(res.json()).toMatchObject({
      outcome: 'failed',
      reason: 'REFUSED',
      status: { route: '/moneyman-paylands' },
    });
  });

  it('a cancel is recorded and keeps the lead; an approved card moves it on', async () => {
    const id = await onPaylands();
    const cancelled = await returnHandoff(owner(), 'paylands', id, await pay(id, { action: 'cancel' }));
    expect(cancelled.json()).toMatchObject({ outcome: 'cancelled' });
    const ok = await returnHandoff(
      owner(),
      'paylands',
      id,
      await pay(id, { card: '4548812049400004', action: 'pay' }),
    );
    expect(ok.json()).toMatchObject({ outcome: 'success', status: { route: '/accepted' } });
  });

  it('the card page never shows the state; a forged return is refused (422) and the lead does not move', async () => {
    const id = await onPaylands();
    const { url } = await startHandoff(owner(), 'paylands', id);
    expect((await app().inject({ url })).body).not.toMatch(/state=/);
    const forged = await returnHandoff(owner(), 'paylands', id, { state: 'forged' });
    expect(forged.statusCode).toBe(422);
    const status = await owner().inject({ url: `/api/lead/status/${id}` });
    expect(status.json()).toMatchObject({ route: '/moneyman-paylands' });
  });

  it('the other way (no debit card) goes on without a card', async () => {
    const id = await onPaylands();
    const res = await owner().inject({
      method: 'POST',
      url: '/api/lead/open-banking/paylands/other-way',
      headers: { 'idempotency-key': crypto.randomUUID() },
      payload: { leadId: id },
    });
    expect(res.json()).toMatchObject({ route: '/accepted' });
  });
});
