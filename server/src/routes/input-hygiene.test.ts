import { describe, expect, it } from 'vitest';
import { NOTHING_STORED, tableCounts, useTestApp, vnLead } from '../testing/helpers';

/**
 * Input the database cannot hold or a person cannot see is refused with a 400 naming the field; what is stored
 * is the value the rules checked (issue 15: NUL and lone surrogates were 500s, "\uFEFF  José " was stored raw).
 */
const { db, owner } = useTestApp();
const EMPTY = NOTHING_STORED;

const createLead = (payload: Record<string, unknown>) =>
  owner().inject({ method: 'POST', url: '/api/v2/lead', payload });

describe('broken text', () => {
  it.each([
    ['leadSource', { leadSource: 'ads\u0000' }],
    ['tags.1', { tags: ['ui', 'x\u0000'] }],
    ['leadSource', { leadSource: 'half \ud800 pair' }],
    ['leadSource', { leadSource: 'lone low \udc00' }],
    ['affiliateReferenceParams.subId', { affiliateReferenceParams: { subId: 's\u0007' } }],
  ])('a lead with broken text in %s is a 400 naming it, storing nothing', async (path, extra) => {
    const res = await createLead(vnLead(extra));
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ issues: [{ path }] });
    expect(await tableCounts(db())).toEqual(EMPTY);
  });

  it('elsewhere too: a link query, an unsubscribe token, an affiliate event', async () => {
    for (const call of [
      { method: 'GET', url: `/api/v2/lead/url/${'x'.repeat(43)}/continue?utm=%00` },
      { method: 'POST', url: '/api/customer/email/unsubscribe', payload: { token: 'a\u0000.b' } },
      {
        method: 'POST',
        url: '/api/affiliate/event',
        payload: { product: 'vn-1-cash', event: 'landing', affiliateReferenceParams: { subId: '\ud800' } },
      },
    ] as const) {
      const res = await owner().inject(call);
      expect(res.statusCode, call.url).toBe(400);
    }
    expect(await tableCounts(db())).toEqual(EMPTY);
  });

  it('tab and line breaks are not broken text', async () => {
    expect((await createLead(vnLead({ leadSource: 'a\tb' }))).statusCode).toBe(201);
  });
});

describe('what is stored is what was checked', () => {
  it('names are trimmed of invisible edges and NFC-normalised; emails compatibility-normalised', async () => {
    const res = await createLead(
      vnLead({
        personalDetails: {
          firstName: '\uFEFF  An ',
          lastName: 'Nguye\u0302\u0303n',
          dateOfBirth: '1990-05-17',
        },
        contactDetails: { email: '  An.Nguyen@Ｅxample.com ', phoneNumber: '091 234 5678' },
      }),
    );
    expect(res.statusCode).toBe(201);
    const [row] = await db().query<{ data: Record<string, Record<string, unknown>> }>(
      'SELECT data FROM leads',
    );
    expect(row?.data.personalDetails).toMatchObject({ firstName: 'An', lastName: 'Nguyễn' });
    expect(row?.data.contactDetails).toMatchObject({
      email: 'an.nguyen@example.com',
      phoneNumber: '0912345678',
    });
  });

  it.each([
    [
      'first-name',
      { personalDetails: { firstName: '\u3164', lastName: 'Nguyen', dateOfBirth: '1990-05-17' } },
    ],
    [
      'last-name',
      { personalDetails: { firstName: 'An', lastName: 'Ng\u200Buyen', dateOfBirth: '1990-05-17' } },
    ],
    ['email', { contactDetails: { email: 't@ｍailinator.com', phoneNumber: '0912345678' } }],
    ['email', { contactDetails: { email: 'an\u200B@example.com', phoneNumber: '0912345678' } }],
    ['email', { contactDetails: { email: 'an@example.com:25', phoneNumber: '0912345678' } }],
    ['email', { contactDetails: { email: 'an@[192.0.2.1]', phoneNumber: '0912345678' } }],
    ['email', { contactDetails: { email: 'an@192.0.2.10', phoneNumber: '0912345678' } }],
  ])('%s that hides or fakes something is a field error', async (fieldName, extra) => {
    const res = await createLead(vnLead(extra));
    expect(res.statusCode).toBe(422);
    expect(res.json()).toMatchObject({ errors: [{ fieldName }] });
    expect(await tableCounts(db())).toEqual(EMPTY);
  });
});
