import { describe, expect, it } from 'vitest';
import { bearer } from '../../../contract/lead-key';
import { claimIdempotencyKey } from '../db/idempotency-queries';
import { countRows, TEST_LEAD_KEY, testClock, useTestApp, vnLead } from '../testing/helpers';
import { requestFingerprint } from './idempotency';

const clock = testClock();

const { db, owner } = useTestApp({ now: clock.now });

const create = (key: string | undefined, payload: Record<string, unknown> = vnLead()) =>
  owner().inject({
    method: 'POST',
    url: '/api/v2/lead',
    payload,
    headers: key ? { 'idempotency-key': key } : {},
  });

describe('Idempotency-Key', () => {
  it('replays the first answer for the same key and body: one lead only', async () => {
    const first = await create('key-1');
    const second = await create('key-1');
    const third = await create('key-1', { ...vnLead() }); // same content, new object
    expect(first.statusCode).toBe(201);
    expect(second.statusCode).toBe(201);
    expect(second.body).toBe(first.body);
    expect(second.headers['idempotent-replayed']).toBe('true');
    expect(third.body).toBe(first.body);
    expect(await countRows(db(), 'leads')).toBe(1);
  });

  it('treats the same body with keys in another order as the same request', async () => {
    const lead = vnLead();
    const reordered = Object.fromEntries(Object.entries(lead).reverse());
    const first = await create('key-order', lead);
    const second = await create('key-order', reordered);
    expect(second.body).toBe(first.body);
    expect(await countRows(db(), 'leads')).toBe(1);
  });

  it('answers 422 when the key is reused with another body, storing nothing more', async () => {
    await create('key-2');
    const other = await create('key-2', vnLead({ amount: 2_000_000 }));
    expect(other.statusCode).toBe(422);
    expect(other.json<{ message: string }>().message).toMatch(/different request/);
    expect(await countRows(db(), 'leads')).toBe(1);
  });

  it('answers 422 when the key is reused on another path', async () => {
    const first = await create('key-3');
    const id = first.json<{ id: string }>().id;
    const update = await owner().inject({
      method: 'PUT',
      url: `/api/v2/lead/${id}`,
      payload: vnLead(),
      headers: { 'idempotency-key': 'key-3' },
    });
    expect(update.statusCode).toBe(422);
  });

  it('answers 409 while the first request with the key is still in flight', async () => {
    const payload = vnLead();
    const fingerprint = requestFingerprint('POST', '/api/v2/lead', payload, bearer(TEST_LEAD_KEY));
    const claim = await claimIdempotencyKey(db(), {
      brand: 'vn-1',
      key: 'key-4',
      method: 'POST',
      path: '/api/v2/lead',
      fingerprint,
      now: clock.now(),
      staleAfterMs: 60_000,
    });
    expect(claim.kind).toBe('claimed');
    const res = await create('key-4', payload);
    expect(res.statusCode).toBe(409);
    expect(res.headers['retry-after']).toBe('1');
    expect(await countRows(db(), 'leads')).toBe(0);
  });

  it('takes over a key whose request was abandoned (in flight for over a minute)', async () => {
    const payload = vnLead();
    const fingerprint = requestFingerprint('POST', '/api/v2/lead', payload, bearer(TEST_LEAD_KEY));
    await claimIdempotencyKey(db(), {
      brand: 'vn-1',
      key: 'key-5',
      method: 'POST',
      path: '/api/v2/lead',
      fingerprint,
      now: new Date(clock.now().getTime() - 120_000),
      staleAfterMs: 60_000,
    });
    const res = await create('key-5', payload);
    expect(res.statusCode).toBe(201);
  });

  it('releases the key after a 4xx so that a corrected retry runs', async () => {
    const bad = await create('key-6', vnLead({ amount: 5 }));
    expect(bad.statusCode).toBe(422);
    expect(await countRows(db(), 'idempotency_keys')).toBe(0);
    const again = await create('key-6', vnLead({ amount: 5 }));
    expect(again.statusCode).toBe(422);
    expect(again.headers['idempotent-replayed']).toBeUndefined();
  });

  it('replays updates too: a retried PUT does not apply twice', async () => {
    const id = (await create(undefined)).json<{ id: string }>().id;
    const put = () =>
      owner().inject({
        method: 'PUT',
        url: `/api/v2/lead/${id}`,
        payload: { product: 'vn-1-cash', tags: ['x'], submit: true },
        headers: { 'idempotency-key': 'key-7' },
      });
    const first = await put();
    const second = await put();
    expect(second.body).toBe(first.body);
    expect(second.headers['idempotent-replayed']).toBe('true');
    const events = await db().query<{ kind: string }>(
      'SELECT kind FROM lead_events WHERE lead_id = $1 ORDER BY id',
      [id],
    );
    expect(events.map((e) => e.kind)).toEqual(['created', 'submitted']);
  });

  it('still creates leads without a key', async () => {
    expect((await create(undefined)).statusCode).toBe(201);
    expect((await create(undefined)).statusCode).toBe(201);
    expect(await countRows(db(), 'leads')).toBe(2);
  });

  it('keeps keys apart per brand', async () => {
    await create('shared-key');
    const rows = await db().query<{ brand: string; state: string }>(
      'SELECT brand, state FROM idempotency_keys',
    );
    expect(rows).toEqual([{ brand: 'vn-1', state: 'done' }]);
  });
});
