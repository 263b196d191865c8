import { describe, expect, it } from 'vitest';
import { NOTHING_STORED, tableCounts, useTestApp, vnLead } from '../testing/helpers';

const PARTNER = 'https://partner.example';

const { db, owner } = useTestApp({ corsOrigins: [PARTNER] });

describe('CORS allowlist', () => {
  it('allows an allowlisted origin, exactly', async () => {
    const res = await owner().inject({ url: '/api/company/vin', headers: { origin: PARTNER } });
    expect(res.headers['access-control-allow-origin']).toBe(PARTNER);
  });

  it('never echoes another origin and never answers *', async () => {
    for (const origin of ['https://evil.example', 'https://partner.example.evil.test', 'null']) {
      const res = await owner().inject({ url: '/api/company/vin', headers: { origin } });
      expect(res.headers['access-control-allow-origin']).toBeUndefined();
    }
    const preflight = await owner().inject({
      method: 'OPTIONS',
      url: '/api/v2/lead',
      headers: { origin: 'https://evil.example', 'access-control-request-method': 'POST' },
    });
    expect(preflight.headers['access-control-allow-origin']).toBeUndefined();
  });

  it('answers a preflight from an allowlisted origin with the headers the app sends', async () => {
    const res = await owner().inject({
      method: 'OPTIONS',
      url: '/api/v2/lead',
      headers: {
        origin: PARTNER,
        'access-control-request-method': 'POST',
        'access-control-request-headers': 'content-type,idempotency-key',
      },
    });
    expect(res.statusCode).toBe(204);
    expect(res.headers['access-control-allow-origin']).toBe(PARTNER);
    expect(String(res.headers['access-control-allow-headers'])).toContain('idempotency-key');
  });
});

describe('CSRF defence on state-changing calls', () => {
  it('rejects cross-origin form and text/plain POSTs and stores nothing', async () => {
    const attempts = [
      { 'content-type': 'text/plain', origin: 'https://evil.example' },
      { 'content-type': 'application/x-www-form-urlencoded', origin: 'https://evil.example' },
      { 'content-type': 'multipart/form-data; boundary=x', origin: 'https://evil.example' },
      { 'content-type': 'application/json', origin: 'https://evil.example' },
      { 'content-type': 'text/plain' },
      { 'content-type': 'application/json', 'sec-fetch-site': 'cross-site' },
    ];
    for (const headers of attempts) {
      const res = await owner().inject({
        method: 'POST',
        url: '/api/v2/lead',
        payload: JSON.stringify(vnLead()),
        headers,
      });
      expect([403, 415], JSON.stringify(headers)).toContain(res.statusCode);
      expect(res.headers['access-control-allow-origin']).toBeUndefined();
    }
    const unsubscribe = await owner().inject({
      method: 'POST',
      url: '/api/customer/email/unsubscribe',
      payload: { token: 'x' },
      headers: { origin: 'https://evil.example' },
    });
    expect(unsubscribe.statusCode).toBe(403);
    expect(await tableCounts(db())).toEqual(NOTHING_STORED);
  });

  it('accepts JSON from the same origin and from an allowlisted one', async () => {
    const same = await owner().inject({
      method: 'POST',
      url: '/api/v2/lead',
      payload: vnLead(),
      headers: { origin: 'https://brand.example', host: 'brand.example', 'sec-fetch-site': 'same-origin' },
    });
    expect(same.statusCode).toBe(201);
    const partner = await owner().inject({
      method: 'POST',
      url: '/api/v2/lead',
      payload: vnLead(),
      headers: { origin: PARTNER },
    });
    expect(partner.statusCode).toBe(201);
    expect(partner.headers['access-control-allow-origin']).toBe(PARTNER);
  });
});
