import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { COUNTRY_CODES } from '../../../contract/country';
import type { Policy } from '../../../contract/api-answers';
import { validatePostcode } from '../../../contract/validators';
import { partnerLogosAnswerSchema } from '../../../contract/partner-logos';
import { COMPANIES, searchCompanies } from '../content/companies';
import { POSTCODES } from '../content/postcodes';
import { asOwner, countRows, OTHER_LEAD_KEY, TEST_LEAD_KEY, useTestApp, vnLead } from '../testing/helpers';

const { app, db } = useTestApp();

describe('postcode lookup', () => {
  it.each(['/api/postcode/lookup', '/api/postcode'])(
    '%s/:code answers the city and province',
    async (base) => {
      const res = await app().inject({ url: `${base}/11311` });
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({
        postcode: '11311',
        country: 'VN',
        city: 'Hà Nội',
        province: 'Hà Nội',
        district: 'Cầu Giấy',
      });
    },
  );

  it('answers 404 for an unknown postcode and 400 for one of the wrong form', async () => {
    expect((await app().inject({ url: '/api/postcode/lookup/99999' })).statusCode).toBe(404);
    expect((await app().inject({ url: '/api/postcode/lookup/abc' })).statusCode).toBe(400);
    expect((await app().inject({ url: '/api/postcode/lookup/1234567890123' })).statusCode).toBe(400);
  });

  it('holds about ten real postcodes per country, each valid for its country', () => {
    for (const country of COUNTRY_CODES) {
      expect(POSTCODES[country].length).toBeGreaterThanOrEqual(10);
      for (const place of POSTCODES[country]) {
        const valid = validatePostcode(country, place.postcode);
        expect(valid, `${country} ${place.postcode}`).toEqual({ ok: true, normalized: place.postcode });
      }
    }
  });
});

describe('company search', () => {
  it('finds employers by any part of the name, accents and case ignored', async () => {
    const res = await app().inject({ url: `/api/company/${encodeURIComponent('viettel')}` });
    expect(res.json<{ companies: { name: string }[] }>().companies[0]?.name).toContain('Viettel');
    expect(searchCompanies('PL', 'lodz')).toEqual([]);
    expect(searchCompanies('ES', 'telefonica')[0]?.name).toBe('Telefónica S.A.');
    expect(searchCompanies('DE', 'sud aldi')[0]?.name).toBe('ALDI SÜD');
    expect(searchCompanies('RO', 'posta')[0]?.name).toContain('Poșta Română');
    for (const country of COUNTRY_CODES) expect(COMPANIES[country].length).toBeGreaterThanOrEqual(10);
  });

  it('answers an empty list for no match and 400 for a one-letter query', async () => {
    expect((await app().inject({ url: '/api/company/zzzz' })).json()).toEqual({ companies: [] });
    expect((await app().inject({ url: '/api/company/a' })).statusCode).toBe(400);
  });
});

describe('policies', () => {
  it.each(['/api/policies', '/policy'])(
    '%s answers the three versioned policies in the brand locale',
    async (url) => {
      const res = await app().inject({ url });
      expect(res.statusCode).toBe(200);
      const body = res.json<{
        locale: string;
        policies: { id: string; required: boolean; title: string; text: string }[];
      }>();
      expect(body.locale).toBe('vn');
      expect(body.policies.map((p) => [p.id, p.required])).toEqual([
        ['general-terms-v1', true],
        ['privacy-v1', true],
        ['marketing-v1', false],
      ]);
      expect(body.policies[0]?.title).toBe('Điều khoản sử dụng dịch vụ');
      expect(body.policies[1]?.text).toContain('Nghị định 13/2023');
      expect(body.policies[0]?.text).not.toMatch(/\{brand\}|\{law\}/);
    },
  );

  it('answers every locale, and 400 for an unknown one', async () => {
    const titles = new Set<string>();
    for (const locale of ['en', 'es', 'mx', 'co', 'pl', 'ro', 'vn', 'de', 'ph']) {
      const res = await app().inject({ url: `/api/policies?locale=${locale}` });
      expect(res.statusCode).toBe(200);
      const { policies } = res.json<{ policies: Policy[] }>();
      titles.add(policies[1]?.title ?? '');
      // What a box is described by is short (read on every visit to it), well under its full text.
      for (const { id, summary = '', text } of policies) {
        expect(summary.length, `${locale} ${id}`).toBeGreaterThan(20);
        expect(summary.length, `${locale} ${id}`).toBeLessThanOrEqual(120);
        expect(text.length, `${locale} ${id}`).toBeGreaterThan(summary.length * 1.5);
      }
    }
    expect(titles.size).toBeGreaterThanOrEqual(8);
    expect((await app().inject({ url: '/api/policies?locale=fr' })).statusCode).toBe(400);
  });
});

describe('email', () => {
  it('validates an address, flags free mail, throw-away domains and typos', async () => {
    const check = async (email: string) =>
      (await app().inject({ url: `/api/email/validate/${encodeURIComponent(email)}` })).json<
        Record<string, unknown>
      >();
    expect(await check('  An@Example.com ')).toEqual({
      email: 'an@example.com',
      valid: true,
      freeMail: false,
    });
    expect(await check('an@gmail.com')).toMatchObject({ valid: true, freeMail: true });
    expect(await check('an@gmial.com')).toMatchObject({ valid: true, suggestion: 'an@gmail.com' });
    expect(await check('an@mailinator.com')).toMatchObject({
      valid: false,
      message: 'errors>email-disposable',
    });
    expect(await check('not-an-email')).toMatchObject({ valid: false, message: 'errors>email' });
    expect(await check('accept+ana.perez@gmail.com')).toMatchObject({ valid: true, freeMail: true });
    for (const bad of ['x><svg/onload=alert(1)>@example.com', 'an@example.com/evil', '../etc@example.com'])
      expect(await check(bad), bad).toMatchObject({ valid: false, message: 'errors>email' });
  });
});

describe('affiliate events', () => {
  const event = {
    product: 'vn-1-cash',
    event: 'landing',
    sessionId: '3f0c0d4e-8a7b-4c1d-9e2f-0a1b2c3d4e5f',
    affiliateReferenceParams: { attribute: 'aff-42', subId: 's1', transactionId: 'tx-9' },
  };

  it('records an event', async () => {
    const created = await asOwner(app()).inject({ method: 'POST', url: '/api/v2/lead', payload: vnLead() });
    const leadId = created.json<{ id: string }>().id;
    const res = await asOwner(app()).inject({
      method: 'POST',
      url: '/api/affiliate/event',
      payload: { ...event, event: 'lead', leadId },
    });
    expect(res.statusCode).toBe(202);
    const rows = await db().query<{ attribute: string; transaction_id: string }>(
      'SELECT attribute, transaction_id FROM affiliate_events',
    );
    expect(rows).toEqual([{ attribute: 'aff-42', transaction_id: 'tx-9' }]);
  });

  it('takes a conversion only for a real lead of the browser that reports it', async () => {
    const conversion = (leadId: string) => ({ ...event, event: 'lead', leadId });
    const created = await asOwner(app()).inject({ method: 'POST', url: '/api/v2/lead', payload: vnLead() });
    const leadId = created.json<{ id: string }>().id;
    const post = (payload: object, key?: string) =>
      (key ? asOwner(app(), key) : app()).inject({ method: 'POST', url: '/api/affiliate/event', payload });
    expect((await post(conversion(leadId), TEST_LEAD_KEY)).statusCode).toBe(202);
    expect((await post(conversion(leadId), OTHER_LEAD_KEY)).statusCode).toBe(404);
    expect((await post(conversion(leadId))).statusCode).toBe(401);
    expect((await post(conversion(randomUUID()), TEST_LEAD_KEY)).statusCode).toBe(404);
    expect(await countRows(db(), 'affiliate_events')).toBe(1);
  });

  it('rejects another product, unknown fields, bad event names and prototype keys, storing nothing', async () => {
    const bad = [
      { ...event, product: 'x' },
      { ...event, extra: 1 },
      { ...event, event: 'Drop Table' },
      { ...event, affiliateReferenceParams: { attribute: 1 } },
    ];
    for (const payload of bad) {
      const res = await app().inject({ method: 'POST', url: '/api/affiliate/event', payload });
      expect([400, 422]).toContain(res.statusCode);
    }
    const proto = await app().inject({
      method: 'POST',
      url: '/api/affiliate/event',
      payload: '{"product":"vn-1-cash","event":"x","__proto__":{"polluted":1}}',
      headers: { 'content-type': 'application/json' },
    });
    expect(proto.statusCode).toBe(400);
    expect(await countRows(db(), 'affiliate_events')).toBe(0);
  });
});

describe('partner logos', () => {
  it("answers each lender's logo as an SVG picture with its name, no markup a picture could run", async () => {
    const res = await app().inject({ url: '/api/partner/logos' });
    expect(res.statusCode).toBe(200);
    const { logos } = partnerLogosAnswerSchema.parse(res.json());
    expect(logos.map((l) => l.lender)).toEqual(expect.arrayContaining(['Cofidis', 'Provident']));
    for (const logo of logos) {
      const svg = Buffer.from(logo.src.split(',')[1]!, 'base64').toString('utf8');
      expect(svg).toMatch(/^<svg xmlns="http:\/\/www\.w3\.org\/2000\/svg"/);
      expect(svg).toContain(`>${logo.lender}</text>`);
      expect(svg).not.toMatch(/<script|\son\w+=|href/i);
    }
  });
});
