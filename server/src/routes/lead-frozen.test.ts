/**
 * A lead is frozen once submitted: every lead-field write (PUT /api/v2/lead/{id}, PUT /api/lead, POST /v3/lead with
 * an id) answers 409 from checking on, through the screens after the offer and after the decision, and changes
 * nothing. Only the post-offer endpoints write then, each its own answers.
 */
import { describe, expect, it } from 'vitest';
import { sentCode, testClock, useTestApp, vnLead } from '../testing/helpers';

const clock = testClock();
const { db, owner } = useTestApp({ now: clock.now, checkingMs: 1000 });

/** Every lead field the applicant typed on the form, changed. */
const rewrite = {
  product: 'vn-1-cash',
  amount: 2_000_000,
  personalDetails: { firstName: 'Mallory', lastName: 'Other', dateOfBirth: '1970-01-01' },
  contactDetails: { email: 'mallory@example.com', phoneNumber: '0987654321' },
};

/** Each way a lead's fields are written, for lead `id`. */
const writes = (id: string) => [
  { method: 'PUT' as const, url: `/api/v2/lead/${id}`, payload: rewrite },
  { method: 'PUT' as const, url: '/api/lead', payload: { ...rewrite, id } },
  { method: 'POST' as const, url: '/v3/lead', payload: { ...rewrite, id } },
];

async function stored(id: string) {
  const [row] = await db().query<{ data: unknown; events: number }>(
    'SELECT data, (SELECT count(*)::int FROM lead_events WHERE lead_id = $1) AS events FROM leads WHERE id = $1',
    [id],
  );
  return row;
}

/** Every write answers 409 with a clear message, and the lead and its events stay as they were. */
async function expectFrozen(id: string, status: string) {
  const before = await stored(id);
  for (const write of writes(id)) {
    const res = await owner().inject({ ...write, headers: { 'idempotency-key': crypto.randomUUID() } });
    expect(res.statusCode, `${write.method} ${write.url} (${status}): ${res.body}`).toBe(409);
    expect(res.json<{ message: string }>().message).toMatch(
      new RegExp(`\\(${status}\\): its answers can no longer be changed`),
    );
  }
  expect(await stored(id)).toEqual(before);
}

describe('a submitted lead', () => {
  it('takes no lead-field write while checking, at the verification, or once verified and accepted', async () => {
    const payload = vnLead({
      submit: true,
      contactDetails: { email: 'verify+a@example.com', phoneNumber: '0912345678' },
    });
    const { id } = (await owner().inject({ method: 'POST', url: '/api/v2/lead', payload })).json<{
      id: string;
    }>();
    await expectFrozen(id, 'checking');

    clock.advance(1500);
    expect((await owner().inject({ url: `/api/lead/status/${id}` })).json()).toMatchObject({
      route: '/mobile-verification',
    });
    await expectFrozen(id, 'pending');

    const code = await sentCode(db(), id);
    const verified = await owner().inject({
      method: 'POST',
      url: '/api/v2/customer/mobile/verify',
      payload: { leadId: id, code },
    });
    expect(verified.json()).toMatchObject({ route: '/accepted' });
    await expectFrozen(id, 'accepted');
  });

  it('is written until it is submitted, by every path', async () => {
    const { id } = (await owner().inject({ method: 'POST', url: '/api/v2/lead', payload: vnLead() })).json<{
      id: string;
    }>();
    for (const write of writes(id)) expect((await owner().inject(write)).statusCode).toBe(200);
  });
});
