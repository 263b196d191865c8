import { describe, expect, it } from 'vitest';
import { resolveBrand } from '../../../brands/resolve';
import { loanCost } from '../../../contract/loan-cost';
import { OFFER_CHOICE_ROUTES, type OfferChoicesAnswer } from '../../../contract/offer-choices';
import { lenderBase, offerChoicesFor, pricingOf } from '../decision/offer-choices';
import { LENDER_COLORS } from '../decision/partner-colors';
import { OTHER_LEAD_KEY, asOwner, tableCounts, testClock, useTestApp, vnLead } from '../testing/helpers';

const clock = testClock();
const { app, db, owner } = useTestApp({ now: clock.now, checkingMs: 1000, testRoutes: true });

/** A vn-1 lead sent to `route` by the `goto-` trigger, polled past checking. */
async function onScreen(route: string): Promise<string> {
  const res = await owner().inject({
    method: 'POST',
    url: '/api/v2/lead',
    payload: vnLead({
      submit: true,
      contactDetails: { email: `goto-${route.slice(1)}+a@example.com`, phoneNumber: '0912345678' },
    }),
  });
  const { id } = res.json<{ id: string }>();
  clock.advance(1500);
  expect((await owner().inject({ url: `/api/lead/status/${id}` })).json()).toMatchObject({ route });
  return id;
}

const list = async (path: string, id: string) =>
  (await owner().inject({ url: `/api${path}?leadId=${id}` })).json<OfferChoicesAnswer>();

const post = (path: string, payload: object, key?: string) =>
  owner().inject({
    method: 'POST',
    url: `/api${path}`,
    payload,
    ...(key ? { headers: { 'idempotency-key': key } } : {}),
  });

const events = (id: string) =>
  db().query<{ kind: string; detail: unknown }>(
    "SELECT kind, detail FROM lead_events WHERE lead_id = $1 AND kind LIKE 'offer-%' ORDER BY id",
    [id],
  );

describe('pricing', () => {
  const brand = resolveBrand('es-1');
  it.each(OFFER_CHOICE_ROUTES)('%s: each offer is loanCost with its own rates', (route) => {
    const offers = offerChoicesFor(route, 'lead-1', { amount: 300, period: 30 }, brand);
    expect(offers.length).toBeGreaterThan(0);
    offers.forEach((offer, i) => {
      // es-1 lends its first loan free; the lenders price from Spain's market example (decision 0031).
      const pricing = pricingOf(lenderBase(brand), 'lead-1', route, i);
      expect(pricing.annualRatePercent).toBeGreaterThan(0);
      const cost = loanCost({ amount: offer.amount, period: 30, scale: 'days' }, pricing);
      expect(offer).toMatchObject({
        instalment: cost.instalment,
        totalRepayable: cost.total,
        apr: cost.apr,
        fees: cost.fees,
        nominalRate: pricing.annualRatePercent,
        currency: 'EUR',
      });
    });
    expect(offerChoicesFor(route, 'lead-1', { amount: 300, period: 30 }, brand)).toEqual(offers);
  });

  it('smava compares three banks; IPF Digital adds a smaller amount; the others make one offer', () => {
    const of = (route: (typeof OFFER_CHOICE_ROUTES)[number]) =>
      offerChoicesFor(route, 'lead-1', { amount: 300, period: 30 }, brand);
    expect(new Set(of('/smava').map((o) => o.lender)).size).toBe(3);
    expect(of('/ipfd-offer-choice').map((o) => o.amount)).toEqual([300, 220]);
    expect(of('/cofidis-offer')).toHaveLength(1);
  });
});

describe('GET and POST the offers', () => {
  it('lists three smava offers; accepting one makes it the lead’s offer and moves on; a replay answers the same', async () => {
    const id = await onScreen('/smava');
    const listed = await list('/lead/offer/payment', id);
    expect(listed).toMatchObject({ route: '/smava', lender: 'smava' });
    expect(listed.offers).toHaveLength(3);
    const chosen = listed.offers[1]!;
    const res = await post('/lead/offer/payment', { leadId: id, answer: 'accept', offerId: chosen.id }, 'k1');
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({
      route: '/accepted',
      application: { status: 'accepted' },
      offerId: chosen.id,
      partner: { name: chosen.lender },
      offer: { amount: chosen.amount, totalRepayable: chosen.totalRepayable, apr: chosen.apr },
    });
    const again = await post(
      '/lead/offer/payment',
      { leadId: id, answer: 'accept', offerId: chosen.id },
      'k1',
    );
    expect(again.headers['idempotent-replayed']).toBe('true');
    expect(again.json()).toEqual(res.json());
    expect(await events(id)).toEqual([
      { kind: 'offer-accepted', detail: { route: '/smava', offerId: chosen.id, lender: chosen.lender } },
    ]);
    const late = await post('/lead/offer/payment', { leadId: id, answer: 'decline' });
    expect(late.statusCode).toBe(409);
  });

  it('declining ends the application, rejected with the reason offer-declined', async () => {
    const id = await onScreen('/proficredit-offer');
    expect((await list('/lead/offer/proficredit', id)).offers).toHaveLength(1);
    const res = await post('/lead/offer/proficredit', { leadId: id, answer: 'decline' }, 'd1');
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({
      route: '/rejected',
      application: { status: 'rejected' },
      reason: 'offer-declined',
    });
    const inspected = await app().inject({ url: `/api/test/leads?id=${id}` });
    expect(inspected.json()).toMatchObject({ leads: [{ id, status: 'rejected' }] });
    expect((await events(id)).map((e) => e.kind)).toEqual(['offer-declined']);
  });

  it('a lender with colours: the status answer carries them on its screen, and none once the application left it', async () => {
    const id = await onScreen('/cofidis-offer');
    const status = (await owner().inject({ url: `/api/lead/status/${id}` })).json<Record<string, unknown>>();
    expect(status).toMatchObject({ route: '/cofidis-offer', uiColors: LENDER_COLORS['/cofidis-offer'] });
    const [offer] = (await list('/lead/offer/payment', id)).offers;
    const res = await post('/lead/offer/payment', { leadId: id, answer: 'accept', offerId: offer!.id }, 'c1');
    expect(res.json()).toMatchObject({ route: '/accepted' });
    expect(res.json()).not.toHaveProperty('uiColors');
    const smava = await onScreen('/smava');
    const other = (await owner().inject({ url: `/api/lead/status/${smava}` })).json<Record<string, unknown>>();
    expect(other).not.toHaveProperty('uiColors');
  });

  it('refuses an unknown offer (422), another screen’s path (409) and another browser (404), storing nothing', async () => {
    const id = await onScreen('/ipfd-offer-choice');
    const listed = await list('/lead/offer/accept-creditea-offer', id);
    expect(listed.offers.map((o) => o.lender)).toEqual(['IPF Digital (Creditea)', 'IPF Digital (Creditea)']);
    const before = await tableCounts(db());
    const unknown = await post('/lead/offer/accept-creditea-offer', {
      leadId: id,
      answer: 'accept',
      offerId: 'smava-1-1',
    });
    expect(unknown.statusCode).toBe(422);
    expect(unknown.json()).toMatchObject({
      errors: [{ fieldName: 'offerId', message: 'offerChoice>errors>unknownOffer' }],
    });
    const bad = await post('/lead/offer/accept-creditea-offer', { leadId: id, answer: 'maybe' });
    expect(bad.statusCode).toBe(400);
    expect((await post('/lead/offer/payment', { leadId: id, answer: 'decline' })).statusCode).toBe(409);
    expect((await owner().inject({ url: `/api/lead/offer/proficredit?leadId=${id}` })).statusCode).toBe(409);
    const other = asOwner(app(), OTHER_LEAD_KEY);
    const payload = { leadId: id, answer: 'decline' };
    expect(
      (await other.inject({ method: 'POST', url: '/api/lead/offer/accept-creditea-offer', payload }))
        .statusCode,
    ).toBe(404);
    expect(
      (await other.inject({ url: `/api/lead/offer/accept-creditea-offer?leadId=${id}` })).statusCode,
    ).toBe(404);
    expect(await tableCounts(db())).toEqual(before);
  });

  it('re-prices the Provident offer within its limits, then accepts the new figures', async () => {
    const id = await onScreen('/provident-offer');
    const listed = await list('/lead/offer/payment', id);
    expect(listed.limits).toEqual({
      amount: { min: 500_000, max: 20_000_000, step: 100 },
      period: { min: 61, max: 90, step: 1 },
    });
    const outside = await post('/lead/offer/update-provident-offer', {
      leadId: id,
      amount: 100,
      period: 200,
    });
    expect(outside.statusCode).toBe(422);
    expect(outside.json<{ errors: { fieldName: string }[] }>().errors.map((e) => e.fieldName)).toEqual([
      'amount',
      'period',
    ]);
    const updated = await post(
      '/lead/offer/update-provident-offer',
      { leadId: id, amount: 2_000_000, period: 90 },
      'u1',
    );
    expect(updated.statusCode, updated.body).toBe(200);
    const [offer] = updated.json<OfferChoicesAnswer>().offers;
    expect(offer).toMatchObject({ amount: 2_000_000, period: 90 });
    expect((await list('/lead/offer/payment', id)).offers).toEqual([offer]);
    const res = await post('/lead/offer/payment', { leadId: id, answer: 'accept', offerId: offer!.id });
    expect(res.json()).toMatchObject({
      route: '/accepted',
      offer: { amount: 2_000_000, period: 90, totalRepayable: offer!.totalRepayable },
    });
    expect((await events(id)).map((e) => e.kind)).toEqual(['offer-updated', 'offer-accepted']);
  });
});
