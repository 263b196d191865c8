import { afterEach, describe, expect, it, vi } from 'vitest';

vi.mock('virtual:brand', () => ({
  brand: { productId: 'vn-cash', backendProfile: 'keyed', api: { host: 'https://backend.test', basePath: '/api' } },
  logoSvg: '',
}));

const { makeStore } = await import('../app/store');
const { leadApi } = await import('./lead-api');

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

describe('leadApi', () => {
  it('reads the status with a GET under the base prefix, without a body', async () => {
    const requests = fakeFetch({ id: 'lead-1', state: 0 });
    const store = makeStore();
    await store.dispatch(leadApi.endpoints.leadStatus.initiate('a b'));
    expect(requests.map((r) => [r.method, r.url])).toEqual([['GET', 'https://backend.test/api/lead/status/a%20b']]);
    expect(requests[0]?.body).toBeNull();
  });
});
