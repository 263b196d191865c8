import { describe, expect, it } from 'vitest';
import { NOTHING_STORED, tableCounts, testClock, useTestApp, vnLead } from '../testing/helpers';

const clock = testClock();
const EMPTY = NOTHING_STORED;

const { db, owner } = useTestApp({ now: clock.now });

const post = (payload: unknown, url = '/api/v2/lead', headers: Record<string, string> = {}) =>
  owner().inject({ method: 'POST', url, payload: payload as Record<string, unknown>, headers });

describe('bad input is 4xx and stores nothing', () => {
  const cases: [string, () => Promise<{ statusCode: number; body: string }>, number][] = [
    ['wrong product', () => post(vnLead({ product: 'es-1-cash' })), 400],
    ['no product', () => post({ amount: 1_000_000 }), 400],
    ['amount as a string', () => post(vnLead({ amount: '1000000' })), 400],
    ['a section as an array', () => post(vnLead({ personalDetails: ['An'] })), 400],
    ['unknown top-level field', () => post(vnLead({ isAdmin: true })), 400],
    ['unknown nested field', () => post(vnLead({ personalDetails: { firstName: 'An', salary: 1 } })), 400],
    ['a JSON array', () => post([vnLead()]), 400],
    [
      'null',
      () =>
        owner().inject({
          method: 'POST',
          url: '/api/v2/lead',
          payload: 'null',
          headers: { 'content-type': 'application/json' },
        }),
      400,
    ],
    [
      'broken JSON',
      () =>
        owner().inject({
          method: 'POST',
          url: '/api/v2/lead',
          payload: '{"product":',
          headers: { 'content-type': 'application/json' },
        }),
      400,
    ],
    [
      '__proto__ key',
      () =>
        owner().inject({
          method: 'POST',
          url: '/api/v2/lead',
          payload: '{"product":"vn-1-cash","__proto__":{"isAdmin":true}}',
          headers: { 'content-type': 'application/json' },
        }),
      400,
    ],
    [
      'nested escaped __proto__ key',
      () =>
        owner().inject({
          method: 'POST',
          url: '/api/v2/lead',
          payload: '{"product":"vn-1-cash","personalDetails":{"\\u005f_proto__":{"x":1}}}',
          headers: { 'content-type': 'application/json' },
        }),
      400,
    ],
    [
      'constructor key',
      () =>
        owner().inject({
          method: 'POST',
          url: '/api/v2/lead',
          payload: '{"product":"vn-1-cash","constructor":{"prototype":{"x":1}}}',
          headers: { 'content-type': 'application/json' },
        }),
      400,
    ],
    ['oversize body (> 64 KB)', () => post(vnLead({ googleCaptchaToken: 'x'.repeat(70 * 1024) })), 413],
    [
      'text/plain body',
      () =>
        owner().inject({
          method: 'POST',
          url: '/api/v2/lead',
          payload: JSON.stringify(vnLead()),
          headers: { 'content-type': 'text/plain' },
        }),
      415,
    ],
    [
      'form body',
      () =>
        owner().inject({
          method: 'POST',
          url: '/api/v2/lead',
          payload: 'product=vn-1-cash',
          headers: { 'content-type': 'application/x-www-form-urlencoded' },
        }),
      415,
    ],
    ['amount out of range', () => post(vnLead({ amount: 5 })), 422],
    ['period off the step', () => post(vnLead({ period: 200 })), 422],
    ['a bad email', () => post(vnLead({ contactDetails: { email: 'not-an-email' } })), 422],

    [
      'a minor',
      () =>
        post(vnLead({ personalDetails: { firstName: 'An', lastName: 'Nguyen', dateOfBirth: '2015-01-01' } })),
      422,
    ],
    ['a name with digits', () => post(vnLead({ personalDetails: { firstName: 'R2D2' } })), 422],
    [
      'submit without the first page',
      () => post({ product: 'vn-1-cash', amount: 1_000_000, submit: true }),
      422,
    ],
    ['a bad Idempotency-Key', () => post(vnLead(), '/api/v2/lead', { 'idempotency-key': 'has space' }), 400],
  ];

  it.each(cases)('%s', async (_name, send, status) => {
    const res = await send();
    expect(res.statusCode).toBe(status);
    expect(JSON.parse(res.body)).toHaveProperty('message');
    expect(await tableCounts(db())).toEqual(EMPTY);
    expect(({} as Record<string, unknown>).isAdmin).toBeUndefined();
  });

  it('answers field errors as { errors: [{ fieldName, message }] } with data-point ids', async () => {
    const res = await post(vnLead({ amount: 5, contactDetails: { email: 'nope' } }));
    expect(res.statusCode).toBe(422);
    const { errors } = res.json<{ errors: { fieldName: string; message: string }[] }>();
    expect(errors).toEqual(
      expect.arrayContaining([
        { fieldName: 'amount', message: expect.stringMatching(/^errors>/) as string },
        { fieldName: 'email', message: 'errors>email' },
      ]),
    );
  });

  it.each([
    'x><svg/onload=alert(1)>@example.com',
    'an@example.com/../x',
    '"a b"@example.com',
    'a/b@example.com',
  ])('refuses the email %s as a field error, storing nothing', async (email) => {
    const res = await post(
      vnLead({ contactDetails: { email, phoneNumber: '0912345678', marketingConsents: false } }),
    );
    expect(res.statusCode).toBe(422);
    expect(res.json()).toMatchObject({ errors: [{ fieldName: 'email', message: 'errors>email' }] });
    expect(await tableCounts(db())).toEqual(EMPTY);
  });

  it('takes a plus-address', async () => {
    const email = 'accept+ana.perez@gmail.com';
    const res = await post(
      vnLead({ contactDetails: { email, phoneNumber: '0912345678', marketingConsents: false } }),
    );
    expect(res.statusCode).toBe(201);
  });

  it('never answers internals on 400', async () => {
    const res = await post(vnLead({ amount: 'x' }));
    expect(res.body).not.toMatch(/at \w+ \(|node_modules|stack/i);
  });
});
