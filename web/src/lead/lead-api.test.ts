import { afterEach, describe, expect, it, vi } from 'vitest';

vi.mock('virtual:brand', () => ({
  brand: { productId: 'vn-cash', backendProfile: 'keyed', api: { host: 'https://backend.test', basePath: '/api' } },
  logoSvg: '',
}));

const { makeStore } = await import('../app/store');
const { leadBody, leadApi } = await import('./lead-api');

/** Answers every request with `answer` and keeps the requests. */
function fakeFetch(answer: unknown, status = 200) {
  const requests: Request[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn((request: Request) => {
      requests.push(request);
      return Promise.resolve(
        new Response(JSON.stringify(answer), { status, headers: { 'content-type': 'application/json' } }),
      );
    }),
  );
  return requests;
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('leadBody', () => {
  it('is the lead fields, the id when there is one and submit when given', () => {
    const fields = { amount: 1_000_000, personalDetails: { firstName: 'An' } };
    expect(leadBody({ body: fields })).toEqual(fields);
    expect(leadBody({ body: fields, id: 'lead-1', submit: true })).toEqual({
      ...fields,
      id: 'lead-1',
      submit: true,
    });
    expect(leadBody({ body: fields, id: null, submit: false })).toEqual({ ...fields, submit: false });
  });

  it('takes the id from the argument only, never from the fields', () => {
    expect(leadBody({ body: { id: 'stale', amount: 1 } })).toEqual({ amount: 1 });
    expect(leadBody({ body: { id: 'stale' }, id: 'lead-2' })).toEqual({ id: 'lead-2' });
  });
});

describe('saveDynamicLead', () => {
  const answer = {
    id: 'lead-1',
    state: 1,
    route: '/personal-details',
    status: 'in-progress',
    requestedDataPoints: ['monthly-income'],
  };

  it('POSTs to /v3/lead at the backend root (no /api prefix) with the Idempotency-Key', async () => {
    const requests = fakeFetch(answer, 201);
    const store = makeStore();
    const result = await store
      .dispatch(
        leadApi.endpoints.saveDynamicLead.initiate({
          body: { amount: 1_000_000 },
          id: 'lead-1',
          submit: false,
          idempotencyKey: 'key-1',
        }),
      )
      .unwrap();
    expect(result).toEqual(answer);
    const [request] = requests;
    expect(request?.url).toBe('https://backend.test/v3/lead');
    expect(request?.method).toBe('POST');
    expect(request?.headers.get('Idempotency-Key')).toBe('key-1');
    expect(await request?.json()).toEqual({
      amount: 1_000_000,
      id: 'lead-1',
      submit: false,
      product: 'vn-cash',
    });
  });

  it('updates with a PUT to the configured lead path, the id in the body and the Idempotency-Key', async () => {
    const requests = fakeFetch({ id: 'lead-1', state: 0 });
    const store = makeStore();
    await store.dispatch(
      leadApi.endpoints.updateLead.initiate({
        id: 'lead-1',
        body: { id: 'stale', amount: 2_000 },
        submit: true,
        idempotencyKey: 'key-2',
      }),
    );
    const [request] = requests;
    expect(request?.url).toBe('https://backend.test/api/lead');
    expect(request?.method).toBe('PUT');
    expect(request?.headers.get('Idempotency-Key')).toBe('key-2');
    expect(await request?.json()).toEqual({ amount: 2_000, id: 'lead-1', submit: true, product: 'vn-cash' });
  });

  it('gets the product on a create from the API client, and none on a status read', async () => {
    const requests = fakeFetch({ id: 'lead-1', state: 0 });
    const store = makeStore();
    await store.dispatch(leadApi.endpoints.createLead.initiate({ body: { amount: 1 }, idempotencyKey: 'k' }));
    await store.dispatch(leadApi.endpoints.leadStatus.initiate('lead-1'));
    expect(await requests[0]?.json()).toEqual({ amount: 1, product: 'vn-cash' });
    expect(requests[1]?.method).toBe('GET');
    expect(requests[1]?.body).toBeNull();
  });

  it('leaves the other paths under the base prefix', async () => {
    const requests = fakeFetch({ id: 'lead-1', state: 0 });
    const store = makeStore();
    await store.dispatch(leadApi.endpoints.createLead.initiate({ body: {}, idempotencyKey: 'k' }));
    await store.dispatch(leadApi.endpoints.leadStatus.initiate('a b'));
    expect(requests.map((r) => r.url)).toEqual([
      'https://backend.test/api/v2/lead',
      'https://backend.test/api/lead/status/a%20b',
    ]);
  });
});
