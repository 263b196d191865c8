import { describe, expect, it } from 'vitest';
import { tableCounts, useTestApp, vnLead } from '../testing/helpers';

const { db, owner } = useTestApp();

type Answer = { id: string; state: number; status: string; requestedDataPoints: string[] };
const send = (payload: Record<string, unknown>) =>
  owner().inject({ method: 'POST', url: '/v3/lead', payload });

describe('POST /v3/lead (dynamic form)', () => {
  it('asks for the first page, then one topic at a time, then submits when asked to', async () => {
    const start = await send({ product: 'vn-1-cash', amount: 1_000_000 });
    expect(start.statusCode).toBe(201);
    const { id, requestedDataPoints } = start.json<Answer>();
    expect(requestedDataPoints).toEqual([
      'period',
      'general-policies',
      'first-name',
      'last-name',
      'date-of-birth',
      'email',
      'phone-number',
    ]);

    const steps: [Record<string, unknown>, string[]][] = [
      [vnLead(), ['monthly-income']],
      [{ product: 'vn-1-cash', incomeDetails: { monthlyIncome: 15_000_000 } }, ['income-source']],
      [{ product: 'vn-1-cash', incomeDetails: { incomeSource: 'full-time-employment' } }, ['employer-name']],
      [{ product: 'vn-1-cash', employer: { name: 'Công ty Cổ phần FPT' } }, ['personal-code']],
      [{ product: 'vn-1-cash', personalDetails: { personalCode: '001090012345' } }, ['bank-name', 'bank-account']],
    ];
    for (const [answers, next] of steps) {
      const res = await send({ ...answers, id });
      expect(res.statusCode, JSON.stringify(res.json())).toBe(200);
      expect(res.json<Answer>().requestedDataPoints).toEqual(next);
    }
    const last = await send({ id, product: 'vn-1-cash', incomeDetails: { bankName: 'vietcombank', iban: '0123456789' } });
    expect(last.statusCode, last.body).toBe(200);
    // Complete, and still open: the person checks the answers first.
    expect(last.json()).toMatchObject({ status: 'in-progress', requestedDataPoints: [] });
    const submitted = await send({ id, product: 'vn-1-cash', submit: true });
    expect(submitted.json()).toMatchObject({
      status: 'checking',
      route: '/checking',
      requestedDataPoints: [],
    });
  });

  it('does not submit an application that still misses an answer', async () => {
    const { id } = (await send(vnLead())).json<Answer>();
    const early = await send({ id, product: 'vn-1-cash', submit: true });
    expect(early.statusCode, early.body).toBe(200);
    expect(early.json()).toMatchObject({ status: 'in-progress', requestedDataPoints: ['monthly-income'] });
  });

  it('records the data points and step order the final page sends with the submission', async () => {
    const { id } = (
      await send(vnLead({ incomeDetails: { monthlyIncome: 15_000_000, incomeSource: 'pension' } }))
    ).json<Answer>();
    await send({ id, product: 'vn-1-cash', personalDetails: { personalCode: '001090012345' } });
    const pages = {
      dataPoints: [
        'amount',
        'first-name',
        'monthly-income',
        'income-source',
        'personal-code',
        'bank-name',
        'bank-account',
      ],
      stepOrder: {
        'initial-details': 1,
        'monthly-income': 2,
        'income-source': 3,
        'personal-code': 4,
        'bank-account': 5,
      },
    };
    const last = await send({
      id,
      product: 'vn-1-cash',
      incomeDetails: { bankName: 'vietcombank', iban: '0123456789' },
      submit: true,
      ...pages,
    });
    expect(last.json()).toMatchObject({ status: 'checking', requestedDataPoints: [] });
    const rows = await db().query<{ detail: unknown }>(
      "SELECT detail FROM lead_events WHERE lead_id = $1 AND kind = 'pages-submitted'",
      [id],
    );
    expect(rows.map((r) => r.detail)).toEqual([pages]);
    // Nothing of them goes into the lead itself.
    const bad = await send({
      id,
      product: 'vn-1-cash',
      dataPoints: ['no-such-point'],
      stepOrder: { nowhere: 1 },
    });
    expect(bad.statusCode).toBe(400);
  });

  it('skips the employer for someone not employed', async () => {
    const { id } = (await send(vnLead({ incomeDetails: { monthlyIncome: 15_000_000 } }))).json<Answer>();
    const res = await send({ id, product: 'vn-1-cash', incomeDetails: { incomeSource: 'pension' } });
    expect(res.json<Answer>().requestedDataPoints).toEqual(['personal-code']);
  });

  it('answers field errors and stores nothing', async () => {
    const res = await send({ product: 'vn-1-cash', amount: 1_000_000, contactDetails: { email: 'bad' } });
    expect(res.statusCode).toBe(422);
    expect(res.json()).toMatchObject({ errors: [{ fieldName: 'email', message: 'errors>email' }] });
    const unknown = await send({ product: 'vn-1-cash', whatever: 1 });
    expect(unknown.statusCode).toBe(400);
    const badId = await send({ product: 'vn-1-cash', id: 'x' });
    expect(badId.statusCode).toBe(400);
    const missing = await send({ product: 'vn-1-cash', id: '00000000-0000-4000-8000-000000000000' });
    expect(missing.statusCode).toBe(404);
    expect((await tableCounts(db())).leads).toBe(0);
  });
});

describe('GET /api/v3/test/datapoints', () => {
  it('answers the first page without an id and what is missing with one', async () => {
    const first = await owner().inject({ url: '/api/v3/test/datapoints' });
    expect(first.json()).toMatchObject({
      state: 0,
      requestedDataPoints: expect.arrayContaining(['first-name', 'email']) as string[],
    });
    const { id } = (await send(vnLead())).json<Answer>();
    const next = await owner().inject({ url: `/api/v3/test/datapoints?id=${id}` });
    expect(next.json()).toEqual({ id, state: 3, requestedDataPoints: ['monthly-income'] });
  });

  it('rejects unknown parameters and unknown leads', async () => {
    expect((await owner().inject({ url: '/api/v3/test/datapoints?foo=1' })).statusCode).toBe(400);
    expect(
      (await owner().inject({ url: '/api/v3/test/datapoints?id=00000000-0000-4000-8000-000000000000' }))
        .statusCode,
    ).toBe(404);
  });
});
