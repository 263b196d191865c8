import { randomUUID } from 'node:crypto';
import { afterAll, describe, expect, it } from 'vitest';
import { asOwner, makeDist, useTestApp, vnLead } from '../testing/helpers';

/**
 * The reference API in the `spec` profile (contract/backend-profile.ts, docs/backend.md): behaviour §7's backend,
 * which knows no lead key. vn-1 with a configured lead path, as a brand of that backend configures one.
 */
const dist = makeDist('vn-1', {
  // The build's profile: the server writes its own over it.
  'index.html': '<html><head><meta name="backend-profile" content="keyed" /></head><body></body></html>',
});
afterAll(dist.remove);
const { app } = useTestApp({
  distDir: dist.distDir,
  brandOverride: { backendProfile: 'spec', api: { host: '', basePath: '/api', leadPath: '/applications' } },
});

async function created(url = '/api/v2/lead'): Promise<string> {
  const res = await app().inject({ method: 'POST', url, payload: vnLead({ sessionId: randomUUID() }) });
  expect(res.statusCode, res.body).toBe(201);
  return res.json<{ id: string }>().id;
}

describe('the spec profile', () => {
  it('creates, updates and reads a lead by id without an Authorization header, also on the configured lead path', async () => {
    for (const url of ['/api/v2/lead', '/api/applications']) {
      const id = await created(url);
      const update = await app().inject({
        method: 'PUT',
        url: '/api/applications',
        payload: { ...vnLead(), id, contactDetails: { email: 'an.tran@example.com', phoneNumber: '0912345678' } },
      });
      expect(update.statusCode, update.body).toBe(200);
      const status = await app().inject({ method: 'GET', url: `/api/lead/status/${id}` });
      expect(status.statusCode).toBe(200);
    }
  });

  it('a continue link carries the lead id and opens in any browser, with its transaction reference', async () => {
    const id = await created();
    const link = await app().inject({ method: 'POST', url: `/api/lead/${id}/link`, payload: { urlType: 'continue' } });
    expect(link.statusCode).toBe(201);
    expect(link.json()).toEqual({ token: id, path: `/continue/${id}` });
    for (const url of [`/api/v3/lead/url/${id}/continue?refTransactionId=tx-1`, `/v3/lead/url/${id}/continue`]) {
      const opened = await app().inject({ method: 'GET', url });
      expect(opened.statusCode, opened.body).toBe(200);
      expect(opened.json()).toMatchObject({ id, route: expect.any(String) as string });
    }
    expect((await app().inject(`/api/v3/lead/url/${randomUUID()}/continue`)).statusCode).toBe(404);
    expect((await app().inject(`/api/v3/lead/url/${'a'.repeat(43)}/continue`)).statusCode).toBe(400);
  });

  it('takes an affiliate event without a key; a browser lead key reaches no lead made under spec', async () => {
    const id = await created();
    const event = await app().inject({
      method: 'POST',
      url: '/api/affiliate/event',
      payload: { product: 'vn-1-cash', event: 'lead', leadId: id, sessionId: randomUUID() },
    });
    expect(event.statusCode, event.body).toBe(202);
    // A key is ignored under spec: the lead is answered as to anyone.
    expect((await asOwner(app()).inject(`/api/lead/status/${id}`)).statusCode).toBe(200);
  });
});

describe('the page served in a profile', () => {
  it("says the server's profile, whichever the build was made with", async () => {
    const page = await app().inject('/application-frontend/continue/abc');
    expect(page.body).toContain('<meta name="backend-profile" content="spec" />');
    expect(page.body).not.toContain('content="keyed"');
  });
});
