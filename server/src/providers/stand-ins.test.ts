import { describe, expect, it } from 'vitest';
import { testClock, useTestApp } from '../testing/helpers';
import { postForm } from '../testing/open-banking';

const clock = testClock();
const { app } = useTestApp({ now: clock.now });
const REDIRECT = 'http://localhost:80/application-frontend/wenance-tink';
const create = (q: Record<string, string>) =>
  app().inject({
    url: `/provider/tink/1.0/account-check/create-report?${new URLSearchParams(q).toString()}`,
  });

describe('the Tink stand-in', () => {
  it('refuses an unknown client_id and any redirect_uri but the exact registered one, with its own strict headers', async () => {
    const good = {
      client_id: 'finceptiv-vn-1',
      redirect_uri: REDIRECT,
      state: 's',
      market: 'VN',
      locale: 'vn_VN',
    };
    expect((await create({ ...good, client_id: 'other' })).statusCode).toBe(400);
    expect((await create({ ...good, redirect_uri: `${REDIRECT}/x` })).statusCode).toBe(400);
    expect((await create({ ...good, redirect_uri: 'https://evil.example/wenance-tink' })).statusCode).toBe(
      400,
    );
    const page = await create(good);
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('<h1>Choose your bank</h1>');
    expect(page.headers['referrer-policy']).toBe('no-referrer');
    expect(page.headers['content-security-policy']).toContain("script-src 'none'");
    expect(page.headers['content-security-policy']).toContain("frame-ancestors 'none'");
  });

  it('answers its report API only with the brand secret, and forgets an expired flow', async () => {
    const api = '/provider/tink/api/v1/account-verification-reports/x';
    expect((await app().inject({ url: api })).statusCode).toBe(401);
    const authorised = { authorization: 'Bearer stand-in-secret-vn-1' };
    expect((await app().inject({ url: api, headers: authorised })).statusCode).toBe(404);
    const page = await create({ client_id: 'finceptiv-vn-1', redirect_uri: REDIRECT, state: 's' });
    const flow = /action="([^"]+)"/.exec(page.body)![1]!;
    clock.advance(10 * 60 * 1000 + 1);
    expect((await postForm(app(), flow, { action: 'continue', bank: 'Demo Bank' })).statusCode).toBe(410);
  });
});

describe('the Paylands stand-in', () => {
  /** The registered return page on the origin injected requests have (http://localhost:80). */
  const RETURN = 'http://localhost/application-frontend/moneyman-paylands';
  const order = (
    auth = 'Bearer stand-in-secret-vn-1',
    urls = { url_ok: `${RETURN}?state=ok`, url_ko: `${RETURN}?state=ko` },
    host = 'localhost:80',
  ) =>
    app().inject({
      method: 'POST',
      url: '/provider/paylands/v1/sandbox/payment',
      headers: { authorization: auth, host },
      payload: { amount: 0, operative: 'AUTHORIZATION', customer_ext_id: 'c', description: 'd', ...urls },
    });
  const cardPage = (token: string) => `/provider/paylands/payment/process/${token}`;

  it("returns only to the product's own page: another site or path is 400, and the card page's forms end at itself", async () => {
    for (const url of [
      'https://evil.example/application-frontend/moneyman-paylands?state=x',
      'http://localhost/application-frontend/accepted?state=x',
      'http://localhost/elsewhere',
      'javascript:alert(1)',
    ]) {
      expect((await order(undefined, { url_ok: url, url_ko: `${RETURN}?state=ko` })).statusCode, url).toBe(
        400,
      );
      expect((await order(undefined, { url_ok: `${RETURN}?state=ok`, url_ko: url })).statusCode, url).toBe(
        400,
      );
    }
    const { token } = (await order()).json<{ order: { token: string } }>().order;
    const page = await app().inject({ url: cardPage(token) });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-security-policy']).toContain("form-action 'self';");
    // An order asked for another host (a direct call with the stand-in's secret): its card page is not served.
    const evil = 'https://evil.example/application-frontend/moneyman-paylands';
    const foreign = { url_ok: evil, url_ko: evil };
    const elsewhere = (await order(undefined, foreign, 'evil.example')).json<{ order: { token: string } }>();
    expect((await app().inject({ url: cardPage(elsewhere.order.token) })).statusCode).toBe(400);
    const paid = await postForm(app(), cardPage(elsewhere.order.token), {
      card: '4548812049400004',
      action: 'pay',
    });
    expect(paid.statusCode).toBe(400);
    expect(paid.headers.location).toBeUndefined();
  });

  it('creates orders only for the brand secret; the card page approves the test card and refuses others', async () => {
    expect((await order('Bearer wrong')).statusCode).toBe(401);
    const { token, uuid } = (await order()).json<{ order: { token: string; uuid: string } }>().order;
    const page = await app().inject({ url: `/provider/paylands/payment/process/${token}` });
    expect(page.body).toContain('<label for="card">Card number</label>');
    const denied = await postForm(app(), `/provider/paylands/payment/process/${token}`, {
      card: '4000000000000002',
      action: 'pay',
    });
    expect(denied.headers.location).toBe(`${RETURN}?state=ko`);
    const status = await app().inject({
      url: `/provider/paylands/v1/sandbox/order/${uuid}`,
      headers: { authorization: 'Bearer stand-in-secret-vn-1' },
    });
    expect(status.json()).toMatchObject({ order: { status: 'REFUSED' } });
    // A finished order's page is gone.
    expect((await app().inject({ url: `/provider/paylands/payment/process/${token}` })).statusCode).toBe(410);
    const second = (await order()).json<{ order: { token: string } }>().order.token;
    const ok = await postForm(app(), `/provider/paylands/payment/process/${second}`, {
      card: '4548 8120 4940 0004',
      action: 'pay',
    });
    expect(ok.headers.location).toBe(`${RETURN}?state=ok`);
  });
});
