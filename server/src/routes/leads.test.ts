import { describe, expect, it } from 'vitest';
import { findLead } from '../db/lead-queries';
import { NOTHING_STORED, tableCounts, testClock, useTestApp, vnLead } from '../testing/helpers';

const clock = testClock();
const EMPTY = NOTHING_STORED;

const { db, owner } = useTestApp({ now: clock.now });

const post = (payload: unknown, url = '/api/v2/lead', headers: Record<string, string> = {}) =>
  owner().inject({ method: 'POST', url, payload: payload as Record<string, unknown>, headers });

describe('POST /api/v2/lead and POST /api/lead', () => {
  it.each(['/api/v2/lead', '/api/lead'])(
    '%s creates a lead and answers 201 { id, state, status }',
    async (url) => {
      const res = await post(vnLead(), url);
      expect(res.statusCode).toBe(201);
      const body = res.json<{ id: string; state: number; status: string; route: string }>();
      expect(body).toMatchObject({ status: 'in-progress', route: '/income-details', state: 3 });
      const stored = await findLead(db(), 'vn-1', body.id, 'internal');
      expect(stored?.data.personalDetails?.firstName).toBe('An');
      expect(stored?.product).toBe('vn-1-cash');
      expect(stored?.data).not.toHaveProperty('product');
    },
  );

  it('answers the loan-information state for a lead with only an amount', async () => {
    const res = await post({ product: 'vn-1-cash', amount: 1_000_000 });
    expect(res.json()).toMatchObject({ state: 0, route: '/loan-information' });
  });

  it('ignores an id in a create body: the server assigns ids', async () => {
    const res = await post(vnLead({ id: 'my-own-id' }));
    expect(res.statusCode).toBe(201);
    expect(res.json<{ id: string }>().id).not.toBe('my-own-id');
  });

  it('submits at once with submit: true', async () => {
    const res = await post(vnLead({ submit: true }));
    expect(res.json()).toMatchObject({ status: 'checking', route: '/checking' });
  });
});

describe('PUT /api/v2/lead/:id and PUT /api/lead', () => {
  async function created(overrides: Record<string, unknown> = {}): Promise<string> {
    const res = await post(vnLead(overrides));
    expect(res.statusCode).toBe(201);
    return res.json<{ id: string }>().id;
  }

  it('merges sections shallowly and unites tags', async () => {
    const id = await created({ tags: ['ui', 'a'] });
    const res = await owner().inject({
      method: 'PUT',
      url: `/api/v2/lead/${id}`,
      payload: {
        product: 'vn-1-cash',
        personalDetails: { gender: 'female' },
        incomeDetails: { monthlyIncome: 12_000_000 },
        tags: ['a', 'b'],
      },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ id, status: 'in-progress', route: '/other-information' });
    const stored = await findLead(db(), 'vn-1', id, 'internal');
    expect(stored?.data.personalDetails).toEqual({
      firstName: 'An',
      lastName: 'Nguyen',
      dateOfBirth: '1990-05-17',
      gender: 'female',
    });
    expect(stored?.data.tags).toEqual(['ui', 'a', 'b']);
    expect(stored?.data.incomeDetails?.monthlyIncome).toBe(12_000_000);
  });

  it('PUT /api/lead takes the id from the body', async () => {
    const id = await created();
    const res = await owner().inject({
      method: 'PUT',
      url: '/api/lead',
      payload: { id, product: 'vn-1-cash', period: 80 },
    });
    expect(res.statusCode).toBe(200);
    expect((await findLead(db(), 'vn-1', id, 'internal'))?.data.period).toBe(80);
    const missing = await owner().inject({
      method: 'PUT',
      url: '/api/lead',
      payload: { product: 'vn-1-cash', period: 80 },
    });
    expect(missing.statusCode).toBe(400);
  });

  it('never moves the state back when an earlier step is edited', async () => {
    const id = await created({ incomeDetails: { monthlyIncome: 12_000_000 } });
    const res = await owner().inject({
      method: 'PUT',
      url: `/api/v2/lead/${id}`,
      payload: { product: 'vn-1-cash', personalDetails: { gender: 'male' } },
    });
    expect(res.json()).toMatchObject({ route: '/other-information' });
  });

  it('submit: true moves it to checking', async () => {
    const id = await created();
    const res = await owner().inject({
      method: 'PUT',
      url: `/api/v2/lead/${id}`,
      payload: { product: 'vn-1-cash', submit: true },
    });
    expect(res.json()).toMatchObject({ status: 'checking', route: '/checking' });
  });

  it('answers 404 for an unknown lead and 400 for a malformed id, storing nothing', async () => {
    const unknown = await owner().inject({
      method: 'PUT',
      url: '/api/v2/lead/00000000-0000-4000-8000-000000000000',
      payload: { product: 'vn-1-cash', amount: 1_000_000 },
    });
    expect(unknown.statusCode).toBe(404);
    const malformed = await owner().inject({
      method: 'PUT',
      url: '/api/v2/lead/not-a-uuid',
      payload: { product: 'vn-1-cash' },
    });
    expect(malformed.statusCode).toBe(400);
    expect(await tableCounts(db())).toEqual(EMPTY);
  });

  it('rejects bad updates with 4xx and leaves the stored lead as it was', async () => {
    const id = await created();
    const before = await tableCounts(db());
    const stored = await findLead(db(), 'vn-1', id, 'internal');
    for (const payload of [
      { product: 'vn-1-cash', amount: 'lots' },
      { product: 'vn-1-cash', unknown: 1 },
      { product: 'vn-1-cash', amount: 1 },
      { product: 'other', amount: 1_000_000 },
      { product: 'vn-1-cash', id: '00000000-0000-4000-8000-000000000000' },
    ]) {
      const res = await owner().inject({ method: 'PUT', url: `/api/v2/lead/${id}`, payload });
      expect(res.statusCode, JSON.stringify(payload)).toBeGreaterThanOrEqual(400);
      expect(res.statusCode).toBeLessThan(500);
    }
    expect(await tableCounts(db())).toEqual(before);
    expect(await findLead(db(), 'vn-1', id, 'internal')).toEqual(stored);
  });

  it('answers 409 once the application is closed', async () => {
    const id = await created({
      contactDetails: { email: 'reject+x@example.com', phoneNumber: '0912345678' },
      submit: true,
    });
    await owner().inject({ url: `/api/lead/status/${id}` });
    const res = await owner().inject({
      method: 'PUT',
      url: `/api/v2/lead/${id}`,
      payload: { product: 'vn-1-cash', period: 80 },
    });
    expect(res.statusCode).toBe(409);
  });
});

describe('one application per browser session', () => {
  it('a second create from the same session, with another Idempotency-Key, continues the open lead', async () => {
    const sessionId = '7d1f0a52-9c3e-4b8a-a6f1-0c2d3e4f5a6b';
    const first = await owner().inject({
      method: 'POST',
      url: '/api/v2/lead',
      headers: { 'idempotency-key': 'a-1' },
      payload: vnLead({ sessionId }),
    });
    const second = await owner().inject({
      method: 'POST',
      url: '/api/v2/lead',
      headers: { 'idempotency-key': 'a-2' },
      payload: vnLead({ sessionId, personalDetails: { firstName: 'Binh', lastName: 'Nguyen', dateOfBirth: '1990-05-17' } }),
    });
    expect(first.statusCode).toBe(201);
    expect(second.json<{ id: string }>().id).toBe(first.json<{ id: string }>().id);
    expect((await tableCounts(db())).leads).toBe(1);
  });
});
