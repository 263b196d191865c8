import { describe, expect, it } from 'vitest';
import { LOCALE_IDS } from '../../../brands/schema';
import { OTHER_LEAD_KEY, asOwner, tableCounts, testClock, useTestApp, vnLead } from '../testing/helpers';

const clock = testClock();
const { app, db, owner } = useTestApp({ now: clock.now, checkingMs: 1000, testRoutes: true });

type Listed = {
  locale: string;
  lender: string;
  consents: {
    id: string;
    version: number;
    required: boolean;
    title: string;
    summary: string;
    text: string;
  }[];
};

/** A vn-1 lead on `route` (the `consents+` trigger, or `goto-<route>+`), polled past checking. */
async function onConsents(route = '/consents'): Promise<string> {
  const trigger = route === '/consents' ? 'consents' : `goto-${route.slice(1)}`;
  const res = await owner().inject({
    method: 'POST',
    url: '/api/v2/lead',
    payload: vnLead({
      submit: true,
      contactDetails: { email: `${trigger}+a@example.com`, phoneNumber: '0912345678' },
    }),
  });
  const { id } = res.json<{ id: string }>();
  clock.advance(1500);
  expect((await owner().inject({ url: `/api/lead/status/${id}` })).json()).toMatchObject({ route });
  return id;
}

const all = (given: boolean, overrides: Record<string, Partial<{ version: number; given: boolean }>> = {}) =>
  ['data-sharing', 'credit-check', 'electronic-communication', 'lender-marketing'].map((id) => ({
    id,
    version: 1,
    given,
    ...overrides[id],
  }));

const records = (leadId: string) =>
  db().query<{ screen: string; consent_id: string; version: number; given: boolean }>(
    'SELECT screen, consent_id, version, given FROM consent_records WHERE lead_id = $1 ORDER BY id',
    [leadId],
  );

describe('GET the consents of a screen', () => {
  it('lists the same four consents, unticked, versioned, in every locale, with the lender named', async () => {
    const id = await onConsents();
    const english = (await owner().inject({ url: `/api/customer/${id}/consents?locale=en` })).json<Listed>();
    expect(english.consents.map((c) => [c.id, c.version, c.required])).toEqual([
      ['data-sharing', 1, true],
      ['credit-check', 1, true],
      ['electronic-communication', 1, true],
      ['lender-marketing', 1, false],
    ]);
    expect(english.consents[0]?.title).toContain(english.lender);
    for (const locale of LOCALE_IDS) {
      const res = await owner().inject({ url: `/api/customer/${id}/consents?locale=${locale}` });
      expect(res.statusCode, locale).toBe(200);
      const listed = res.json<Listed>();
      expect(listed.locale).toBe(locale);
      for (const c of listed.consents) {
        expect(c.title && c.summary && c.text, `${locale} ${c.id}`).toBeTruthy();
        expect(c.text).not.toContain('{lender}');
        if (locale !== 'en' && locale !== 'ph')
          expect(c.text).not.toBe(english.consents.find((e) => e.id === c.id)?.text);
      }
    }
    // The brand's locale by default.
    expect((await owner().inject({ url: `/api/customer/${id}/consents` })).json<Listed>().locale).toBe('vn');
  });

  it("names the lender by the screen on /lead/offer/policy, and the offer's partner on dynamic-policy", async () => {
    const tf = await onConsents('/tfbank-consents');
    const listed = await owner().inject({ url: `/api/lead/offer/policy?leadId=${tf}&locale=de` });
    expect(listed.json<Listed>().lender).toBe('TF Bank AB');
    const advanzia = await onConsents('/advanzia-consents');
    expect(
      (await owner().inject({ url: `/api/lead/offer/policy?leadId=${advanzia}` })).json<Listed>().lender,
    ).toBe('Advanzia Bank S.A.');
    const dynamic = await onConsents('/dynamic-consents');
    const partner = (await owner().inject({ url: `/api/lead/status/${dynamic}` })).json<{
      partner: { name: string };
    }>();
    const res = await owner().inject({ url: `/api/lead/offer/dynamic-policy?leadId=${dynamic}` });
    expect(res.json<Listed>().lender).toBe(partner.partner.name);
    // Another screen's path: 409.
    expect((await owner().inject({ url: `/api/lead/offer/policy?leadId=${dynamic}` })).statusCode).toBe(409);
  });
});

describe('POST the answers', () => {
  it('records each answer with its version and time, moves the lead on, and answers the status', async () => {
    const id = await onConsents();
    const res = await owner().inject({
      method: 'POST',
      url: `/api/customer/${id}/consents`,
      headers: { 'idempotency-key': 'consents-1' },
      payload: { consents: all(true, { 'lender-marketing': { given: false } }) },
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ id, route: '/accepted', application: { status: 'accepted' } });
    expect(await records(id)).toEqual([
      { screen: '/consents', consent_id: 'data-sharing', version: 1, given: true },
      { screen: '/consents', consent_id: 'credit-check', version: 1, given: true },
      { screen: '/consents', consent_id: 'electronic-communication', version: 1, given: true },
      { screen: '/consents', consent_id: 'lender-marketing', version: 1, given: false },
    ]);
    // The test-only route answers the same rows, for the end-to-end suite.
    const inspected = await app().inject({ url: `/api/test/consents?leadId=${id}` });
    expect(inspected.json<{ consents: unknown[] }>().consents).toEqual(
      all(true, { 'lender-marketing': { given: false } }).map((c) => ({
        screen: '/consents',
        consentId: c.id,
        version: 1,
        given: c.given,
        recordedAt: clock.now().toISOString(),
      })),
    );
    const [at] = await db().query<{ recorded_at: Date }>('SELECT recorded_at FROM consent_records LIMIT 1');
    expect(new Date(at!.recorded_at).toISOString()).toBe(clock.now().toISOString());
    // The same key again: the first answer, nothing recorded twice.
    const again = await owner().inject({
      method: 'POST',
      url: `/api/customer/${id}/consents`,
      headers: { 'idempotency-key': 'consents-1' },
      payload: { consents: all(true, { 'lender-marketing': { given: false } }) },
    });
    expect(again.headers['idempotent-replayed']).toBe('true');
    expect(await records(id)).toHaveLength(4);
    // Without the key, the lead has moved on: 409, nothing more.
    const late = await owner().inject({
      method: 'POST',
      url: `/api/customer/${id}/consents`,
      payload: { consents: all(true) },
    });
    expect(late.statusCode).toBe(409);
    expect(await records(id)).toHaveLength(4);
  });

  it('refuses a required consent refused or missing, an unknown id or an older version, storing nothing', async () => {
    const id = await onConsents();
    const before = await tableCounts(db());
    const post = (consents: unknown) =>
      owner().inject({ method: 'POST', url: `/api/customer/${id}/consents`, payload: { consents } });
    const refused = await post(all(true, { 'credit-check': { given: false } }));
    expect(refused.statusCode).toBe(422);
    expect(refused.json<{ errors: unknown }>().errors).toEqual([
      { fieldName: 'credit-check', message: 'consents>errors>required' },
    ]);
    const missing = await post(all(true).filter((c) => c.id !== 'data-sharing'));
    expect(missing.json()).toMatchObject({
      errors: [{ fieldName: 'data-sharing', message: 'consents>errors>required' }],
    });
    const unknown = await post([...all(true), { id: 'sell-my-soul', version: 1, given: true }]);
    expect(unknown.json()).toMatchObject({
      errors: [{ fieldName: 'sell-my-soul', message: 'consents>errors>changed' }],
    });
    const stale = await post(all(true, { 'electronic-communication': { version: 2 } }));
    expect(stale.statusCode).toBe(422);
    expect(stale.json()).toMatchObject({ errors: [{ fieldName: 'electronic-communication' }] });
    expect(await tableCounts(db())).toEqual(before);
    const status = await owner().inject({ url: `/api/lead/status/${id}` });
    expect(status.json()).toMatchObject({ route: '/consents' });
  });

  it('answers 404 to another browser, 409 off the screen, 400 for a leadId that is not the path', async () => {
    const id = await onConsents('/tfbank-consents');
    const other = asOwner(app(), OTHER_LEAD_KEY);
    const payload = { leadId: id, consents: all(true) };
    expect((await other.inject({ method: 'POST', url: '/api/lead/offer/policy', payload })).statusCode).toBe(
      404,
    );
    expect((await other.inject({ url: `/api/lead/offer/policy?leadId=${id}` })).statusCode).toBe(404);
    expect(
      (await owner().inject({ method: 'POST', url: `/api/customer/${id}/consents`, payload })).statusCode,
    ).toBe(409);
    expect(
      (await owner().inject({ method: 'POST', url: '/api/lead/offer/dynamic-policy', payload })).statusCode,
    ).toBe(409);
    const wrong = { leadId: '00000000-0000-4000-8000-000000000000', consents: all(true) };
    expect(
      (await owner().inject({ method: 'POST', url: `/api/customer/${id}/consents`, payload: wrong }))
        .statusCode,
    ).toBe(400);
    expect(await records(id)).toEqual([]);

    const saved = await owner().inject({ method: 'POST', url: '/api/lead/offer/policy', payload });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json()).toMatchObject({ route: '/accepted' });
    expect((await records(id)).map((r) => r.screen)).toEqual(Array(4).fill('/tfbank-consents'));
  });
});
