import { describe, expect, it } from 'vitest';
import { parseDataPoints, validationContext } from '../../../contract/data-points';
import { answersFor } from '../../../contract/testing/data-point-answers';
import { OFFER_FORM_ROUTES, OFFER_FORMS } from '../../../contract/offer-forms';

import { asOwner, OTHER_LEAD_KEY, tableCounts, testClock, useTestApp, vnLead } from '../testing/helpers';

const clock = testClock();
const { app, db, owner } = useTestApp({ now: clock.now, checkingMs: 1000 });

/** A vn-1 lead sent by the demo trigger to `route` after checking, polled past checking. */
async function waitingOn(route: string, lead: Record<string, unknown> = {}): Promise<string> {
  const res = await owner().inject({
    method: 'POST',
    url: '/api/v2/lead',
    payload: vnLead({
      submit: true,
      ...lead,
      contactDetails: { email: `goto-${route.slice(1)}+an@example.com`, phoneNumber: '0912345678' },
    }),
  });
  expect(res.statusCode, res.body).toBe(201);
  const { id } = res.json<{ id: string }>();
  clock.advance(1500);
  const status = await owner().inject({ url: `/api/lead/status/${id}` });
  expect(status.json()).toMatchObject({ route, application: { status: 'pending' } });
  return id;
}

/** Valid answers to a screen's questions for Viet Nam, as the web app sends them (normalised, at their places). */
const answersOf = (route: keyof typeof OFFER_FORMS) =>
  parseDataPoints(
    OFFER_FORMS[route].dataPoints,
    answersFor('VN'),
    validationContext(app().settings.brand, clock.now()),
  ).lead;

const save = (route: keyof typeof OFFER_FORMS, payload: Record<string, unknown>, as = owner()) =>
  as.inject({ method: 'POST', url: `/api${OFFER_FORMS[route].savePath}`, payload });

const storedData = async (id: string) =>
  (await db().query<{ data: Record<string, unknown> }>('SELECT data FROM leads WHERE id = $1', [id]))[0]!
    .data;

describe('the detail screens of the offer', () => {
  it.each(OFFER_FORM_ROUTES)('%s: its answers are stored and the offer moves on', async (route) => {
    const leadId = await waitingOn(route);
    const answers = answersOf(route);
    const res = await save(route, { leadId, answers });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ route: route === '/wniosek' ? '/wniosek-uzupelnienie' : '/accepted' });
    const stored = await storedData(leadId);
    for (const [section, fields] of Object.entries(answers))
      expect(stored[section]).toMatchObject(fields as object);
  });

  it('asks the bank of a Vietnamese account number: the payout account is refused without it', async () => {
    const leadId = await waitingOn('/wenance-account');
    const { iban } = answersOf('/wenance-account').incomeDetails!;
    const res = await save('/wenance-account', { leadId, answers: { incomeDetails: { iban } } });
    expect(res.statusCode).toBe(422);
    expect(res.json()).toMatchObject({ errors: [{ fieldName: 'bank-name', message: 'errors>choose' }] });
  });

  it('refuses missing, wrong and stray answers with field errors, storing nothing', async () => {
    const leadId = await waitingOn('/reference-details');
    const before = await tableCounts(db());
    const res = await save('/reference-details', {
      leadId,
      answers: {
        referenceDetails: { name: 'Trần Thị B', phoneNumber: '12' },
        personalDetails: { firstName: 'X' },
      },
    });
    expect(res.statusCode).toBe(422);
    expect(res.json<{ errors: unknown[] }>().errors).toEqual(
      expect.arrayContaining([
        { fieldName: 'first-name', message: 'errors>unknown-field' },
        { fieldName: 'reference-type', message: 'errors>choose' },
        expect.objectContaining({ fieldName: 'reference-phone-number' }),
      ]),
    );
    expect(await tableCounts(db())).toEqual(before);
    const extra = await save('/reference-details', {
      leadId,
      answers: { ...answersOf('/reference-details'), tags: ['x'] },
    });
    expect(extra.json()).toMatchObject({ errors: [{ fieldName: 'tags', message: 'errors>unknown-field' }] });
  });

  it("answers 409 off the screen's state, 404 to another browser, and replays a retried save", async () => {
    const leadId = await waitingOn('/marital-details');
    expect((await save('/cnp', { leadId, answers: answersOf('/cnp') })).statusCode).toBe(409);
    const other = asOwner(app(), OTHER_LEAD_KEY);
    expect(
      (await save('/marital-details', { leadId, answers: answersOf('/marital-details') }, other)).statusCode,
    ).toBe(404);
    const retry = () =>
      owner().inject({
        method: 'POST',
        url: '/api/lead/marital-details',
        headers: { 'idempotency-key': 'marital-1' },
        payload: { leadId, answers: answersOf('/marital-details') },
      });
    const first = await retry();
    const again = await retry();
    expect(again.headers['idempotent-replayed']).toBe('true');
    expect(again.json()).toEqual(first.json());
    // Saved once, and no longer waited for.
    expect(
      (await save('/marital-details', { leadId, answers: answersOf('/marital-details') })).statusCode,
    ).toBe(409);
  });

  it('serves the positions and the vehicle list, and refuses a model of another make and a plate of another country', async () => {
    const positions = await owner().inject({ url: '/api/choices/position' });
    expect(positions.json<{ choices: string[] }>().choices).toContain('specialist');
    const list = await owner().inject({ url: '/api/data/vehicleModels.json' });
    expect(list.json<{ makes: { name: string; models: string[] }[] }>().makes).toContainEqual({
      name: 'VinFast',
      models: ['VF 3', 'VF 5', 'VF 6', 'VF 8'],
    });
    const leadId = await waitingOn('/vehicle');
    const answers = answersOf('/vehicle');
    const wrong = await save('/vehicle', {
      leadId,
      answers: {
        otherDetails: {
          ...answers.otherDetails,
          vehicleModel: 'Ibiza',
          vehicleLicensePlateNumber: '1234 BCD',
        },
      },
    });
    expect(wrong.statusCode).toBe(422);
    expect(wrong.json<{ errors: unknown[] }>().errors).toEqual([
      { fieldName: 'vehicle-license-plate-number', message: 'errors>licence-plate' },
      { fieldName: 'vehicle-model', message: 'errors>vehicle-model' },
    ]);
    expect((await save('/vehicle', { leadId, answers })).json()).toMatchObject({ route: '/accepted' });
  });
});
