import { describe, expect, it } from 'vitest';
import { findLead } from '../db/lead-queries';
import { isDisposableEmail } from '../content/email-domains';
import { tableCounts, testClock, useTestApp, vnLead } from '../testing/helpers';

const clock = testClock();
const { db, owner } = useTestApp({ now: clock.now });

const REFUSED = { errors: [{ fieldName: 'email', message: 'errors>email-disposable' }] };
const contact = (email: string) => ({ contactDetails: { email, phoneNumber: '0912345678' } });

const post = (payload: Record<string, unknown>) =>
  owner().inject({ method: 'POST', url: '/api/v2/lead', payload });
const put = (id: string, payload: Record<string, unknown>) =>
  owner().inject({ method: 'PUT', url: `/api/v2/lead/${id}`, payload: { product: 'vn-1-cash', ...payload } });

describe('a throw-away email address is refused by the server only', () => {
  it('on create: 422 with the field error, nothing stored', async () => {
    const res = await post(vnLead(contact('an.nguyen@mailinator.com')));
    expect(res.statusCode).toBe(422);
    expect(res.json()).toMatchObject(REFUSED);
    expect(res.json<{ errors: unknown[] }>().errors).toHaveLength(1);
    expect((await tableCounts(db())).leads).toBe(0);
  });

  it('on update (PUT /api/v2/lead/:id and PUT /api/lead): 422, the stored address stays', async () => {
    const created = await post(vnLead());
    expect(created.statusCode).toBe(201);
    const { id } = created.json<{ id: string }>();
    const events = (await tableCounts(db())).lead_events;
    const byPath = await put(id, contact('An@YopMail.com'));
    expect(byPath.statusCode).toBe(422);
    expect(byPath.json()).toMatchObject(REFUSED);
    const byBody = await owner().inject({
      method: 'PUT',
      url: '/api/lead',
      payload: { id, product: 'vn-1-cash', ...contact('an@sub.guerrillamail.com') },
    });
    expect(byBody.statusCode).toBe(422);
    expect(byBody.json()).toMatchObject(REFUSED);
    expect((await findLead(db(), 'vn-1', id, 'internal'))?.data.contactDetails?.email).toBe('an.nguyen@example.com');
    expect((await tableCounts(db())).lead_events).toBe(events);
  });

  it('on submit too, and a corrected address then goes through', async () => {
    const created = await post(vnLead());
    const { id } = created.json<{ id: string }>();
    const refused = await put(id, { ...contact('an@10minutemail.com'), submit: true });
    expect(refused.statusCode).toBe(422);
    expect(refused.json()).toMatchObject(REFUSED);
    const fixed = await put(id, { ...contact('an@example.org'), submit: true });
    expect(fixed.statusCode).toBe(200);
    expect(fixed.json()).toMatchObject({ status: 'checking' });
  });

  it('a malformed address gets only the form error, not both', async () => {
    const res = await post(vnLead(contact('an@@mailinator.com')));
    expect(res.statusCode).toBe(422);
    const errors = res.json<{ errors: { fieldName: string; message: string }[] }>().errors;
    expect(errors.filter((e) => e.fieldName === 'email')).toHaveLength(1);
    expect(errors[0]?.message).not.toBe('errors>email-disposable');
  });

  it('matches the domain and its subdomains only, case and trailing dot ignored', () => {
    for (const email of ['a@mailinator.com', 'a@MAILINATOR.COM', 'a@x.mailinator.com', 'a@maildrop.cc.'])
      expect(isDisposableEmail(email), email).toBe(true);
    for (const email of [
      'a@example.com',
      'a@notmailinator.com',
      'a@mailinator.com.example',
      'mailinator.com',
      7,
    ])
      expect(isDisposableEmail(email), String(email)).toBe(false);
  });
});
