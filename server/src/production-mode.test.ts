/**
 * What production serves beside the product: nothing of the demo (config/modes.ts, docs/decisions/0042-two-modes.md).
 * A development app and a production app share one database, so that a lead the demo put on a screen can be
 * shown to the production app's routes (in production no rule sends a lead to most post-offer screens).
 */
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { STEP_ROUTES } from './decision/outcome';
import { MIN_MONTHLY_INCOME } from './decision/rules';
import { SKIPPABLE_ROUTES } from './leads/screen-endpoints';
import { reportHash } from './providers/instantor';
import { asOwner, buildTestApp, testClock, useTestApp, vnLead } from './testing/helpers';
import { leadOn, startHandoff } from './testing/open-banking';

const clock = testClock();
const dev = useTestApp({ now: clock.now });
let prod: FastifyInstance;
beforeAll(async () => {
  prod = await buildTestApp(dev.db(), { appEnv: 'production', now: clock.now });
});
afterAll(() => prod.close());

/** The route the app sends a submitted lead with `email` (and `extra` data) to after checking. */
async function routeFor(app: FastifyInstance, email: string, extra: Record<string, unknown> = {}) {
  const owner = asOwner(app);
  const res = await owner.inject({
    method: 'POST',
    url: '/api/v2/lead',
    payload: vnLead({ contactDetails: { email, phoneNumber: '0912345678' }, submit: true, ...extra }),
  });
  expect(res.statusCode, res.body).toBe(201);
  const status = await owner.inject({ url: `/api/lead/status/${res.json<{ id: string }>().id}` });
  return status.json<{ route: string }>().route;
}

describe('production: the demo triggers are ordinary addresses', () => {
  const poor = { incomeDetails: { monthlyIncome: MIN_MONTHLY_INCOME.VN - 1 } };

  it('decides accept+ as the address without it: the same data is rejected either way', async () => {
    expect(await routeFor(prod, 'ana.perez@gmail.com', poor)).toBe('/rejected');
    expect(await routeFor(prod, 'accept+ana.perez@gmail.com', poor)).toBe('/rejected');
    // The demo, for contrast: the trigger wins over the data.
    expect(await routeFor(dev.app(), 'accept+ana.perez@gmail.com', poor)).toBe('/accepted');
  });

  it('sends goto-<screen>+ and reject+ where the business rules send them', async () => {
    for (const email of [
      'goto-id-upload+ana@example.com',
      'goto-wenance-tink+ana@example.com',
      'reject+a@x.es',
    ])
      expect(await routeFor(prod, email), email).toBe('/accepted');
  });

  it('takes no fixed code 000000 at the mobile verification', async () => {
    const id = await leadOn(dev.owner(), '/mobile-verification', () => undefined);
    const verify = await asOwner(prod).inject({
      method: 'POST',
      url: '/api/v2/customer/mobile/verify',
      payload: { leadId: id, code: '000000' },
    });
    expect(verify.statusCode).toBe(422);
  });
});

describe('production: continue and skip move only the ID upload', () => {
  it.each(STEP_ROUTES)('%s', async (route) => {
    const id = await leadOn(dev.owner(), route, () => clock.advance(2000));
    for (const how of ['continue', 'skip'] as const) {
      const res = await asOwner(prod).inject({ method: 'POST', url: `/api/lead/${how}/${id}`, payload: {} });
      if (SKIPPABLE_ROUTES.includes(route)) {
        expect(res.json()).toMatchObject({ route: '/accepted' });
        return;
      }
      expect(res.statusCode, `${how} ${route}`).toBe(409);
    }
    expect((await asOwner(prod).inject({ url: `/api/lead/status/${id}` })).json()).toMatchObject({ route });
  });
});

describe('production: no stand-in provider', () => {
  it('answers 404 on every stand-in route', async () => {
    const secret = { authorization: 'Bearer stand-in-secret-vn-1' };
    const tink = new URLSearchParams({
      client_id: 'finceptiv-vn-1',
      redirect_uri: 'http://localhost:80/application-frontend/wenance-tink',
      state: 's',
    });
    const routes = [
      { method: 'GET', url: `/provider/tink/1.0/account-check/create-report?${tink.toString()}` },
      { method: 'POST', url: '/provider/tink/flow/x/login' },
      { method: 'GET', url: '/provider/tink/api/v1/account-verification-reports/x', headers: secret },
      { method: 'POST', url: '/provider/paylands/v1/sandbox/payment', headers: secret, payload: {} },
      { method: 'GET', url: '/provider/paylands/v1/sandbox/order/x', headers: secret },
      { method: 'GET', url: '/provider/paylands/payment/process/x' },
      { method: 'GET', url: '/provider/instantor/frame?source=finceptiv-vn-1&userParam=s' },
      { method: 'POST', url: '/provider/instantor/frame/x' },
    ] as const;
    for (const route of routes) expect((await prod.inject(route)).statusCode, route.url).toBe(404);
    expect((await dev.app().inject(routes[0])).statusCode).toBe(200);
  });

  it('refuses an Instantor report signed with the in-code key (400), which the demo takes', async () => {
    const id = await leadOn(dev.owner(), '/instantor', () => undefined);
    const { state } = await startHandoff(dev.owner(), 'instantor', id);
    const payload = Buffer.from(JSON.stringify({ processStatus: 'ok', userParam: state })).toString('base64');
    const forged = { msg_id: 'm1', source: 'finceptiv-vn-1', payload, hash: reportHash('vn-1', payload) };
    const callback = (app: FastifyInstance) =>
      app.inject({ method: 'POST', url: '/api/open-banking/instantor/callback', payload: forged });
    expect((await callback(prod)).statusCode).toBe(400);
    expect((await callback(dev.app())).body).toBe('OK: m1');
  });

  it('answers 503 to a hand-off no provider is configured for', async () => {
    const id = await leadOn(dev.owner(), '/wenance-tink', () => undefined);
    const start = await asOwner(prod).inject({
      method: 'POST',
      url: '/api/lead/open-banking/tink/start',
      headers: { 'idempotency-key': crypto.randomUUID() },
      payload: { leadId: id },
    });
    expect(start.statusCode).toBe(503);
  });
});
