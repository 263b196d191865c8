import { describe, expect, it } from 'vitest';
import { bearer } from '../../contract/lead-key';
import { TEST_LEAD_KEY, makeDist, useTestApp, vnLead } from './testing/helpers';

/** The origin of a static host serving the brand (a build made with API_BASE_URL naming this API). */
const SITE = 'http://127.0.0.1:5000';
const dist = makeDist('vn-1', { 'index.html': '<!doctype html><div id="finceptiv-root"></div>' });

const { app } = useTestApp({ frontend: false, corsOrigins: [SITE], distDir: dist.distDir });

describe('the API alone (npm run api): a brand on a static host calls it from another origin', () => {
  it('serves no pages, even with a build at hand', async () => {
    for (const url of ['/', '/application-frontend/', '/application-frontend/personal-details']) {
      const res = await app().inject({ url });
      expect(res.statusCode, url).toBe(404);
      expect(res.headers['content-type'], url).toMatch(/^application\/json/);
    }
    expect((await app().inject({ url: '/healthz' })).json()).toMatchObject({ status: 'ok', brand: 'vn-1' });
  });

  it('answers the preflight of a keyed, idempotent JSON call from the static site', async () => {
    const res = await app().inject({
      method: 'OPTIONS',
      url: '/api/v2/lead',
      headers: {
        origin: SITE,
        'access-control-request-method': 'POST',
        'access-control-request-headers': 'authorization,content-type,idempotency-key',
      },
    });
    expect(res.statusCode).toBe(204);
    expect(res.headers['access-control-allow-origin']).toBe(SITE);
    expect(
      String(res.headers['access-control-allow-headers'])
        .split(',')
        .map((h) => h.trim())
        .sort(),
    ).toEqual(['authorization', 'content-type', 'idempotency-key']);
  });

  it('creates a lead for the static site and lets it read the replay header', async () => {
    const headers = {
      origin: SITE,
      authorization: bearer(TEST_LEAD_KEY),
      'idempotency-key': 'static-site-create-1',
      'content-type': 'application/json',
    };
    const first = await app().inject({ method: 'POST', url: '/api/v2/lead', headers, payload: vnLead() });
    expect(first.statusCode).toBe(201);
    expect(first.headers['access-control-allow-origin']).toBe(SITE);
    expect(String(first.headers['access-control-expose-headers'])).toContain('idempotent-replayed');
    const status = await app().inject({
      url: `/api/lead/status/${first.json<{ id: string }>().id}`,
      headers: { origin: SITE, authorization: bearer(TEST_LEAD_KEY) },
    });
    expect(status.statusCode).toBe(200);
    expect(status.headers['access-control-allow-origin']).toBe(SITE);
  });

  it('refuses the same call from an origin not in CORS_ORIGINS', async () => {
    const res = await app().inject({
      method: 'POST',
      url: '/api/v2/lead',
      headers: {
        origin: 'http://127.0.0.1:5001',
        authorization: bearer(TEST_LEAD_KEY),
        'content-type': 'application/json',
      },
      payload: vnLead(),
    });
    expect(res.statusCode).toBe(403);
  });
});
