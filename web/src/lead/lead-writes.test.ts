import { afterEach, describe, expect, it, vi } from 'vitest';
import { failureCause, fieldErrorsOf } from './field-errors';

vi.mock('virtual:brand', () => ({
  brand: { productId: 'vn-cash', backendProfile: 'keyed', api: { host: 'https://backend.test', basePath: '/api' } },
  logoSvg: '',
}));

const { leadBody, leadWrites, WriteFailure } = await import('./lead-writes');

/** Answers every request with `answer` (a body as sent) and keeps the requests. */
function fakeFetch(answer: string | Error, status = 200) {
  const requests: Request[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn((request: Request) => {
      requests.push(request);
      return answer instanceof Error ? Promise.reject(answer) : Promise.resolve(new Response(answer, { status }));
    }),
  );
  return requests;
}
const failureOf = (write: Promise<unknown>) =>
  write.then(
    () => expect.unreachable('the write should fail'),
    (error: unknown) => error,
  );

afterEach(() => {
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

describe('leadBody', () => {
  it('is the lead fields, the id when there is one and submit when given', () => {
    const fields = { amount: 1_000_000, personalDetails: { firstName: 'An' } };
    expect(leadBody({ body: fields })).toEqual(fields);
    expect(leadBody({ body: fields, id: 'lead-1', submit: true })).toEqual({ ...fields, id: 'lead-1', submit: true });
    expect(leadBody({ body: fields, id: null, submit: false })).toEqual({ ...fields, submit: false });
  });

  it('takes the id from the argument only, never from the fields', () => {
    expect(leadBody({ body: { id: 'stale', amount: 1 } })).toEqual({ amount: 1 });
    expect(leadBody({ body: { id: 'stale' }, id: 'lead-2' })).toEqual({ id: 'lead-2' });
  });
});

describe('leadWrites', () => {
  const answer = { id: 'lead-1', state: 1, route: '/personal-details', requestedDataPoints: ['monthly-income'] };

  it('saves a dynamic page with a POST to /v3/lead at the backend root, the Idempotency-Key and the lead key', async () => {
    const requests = fakeFetch(JSON.stringify(answer), 201);
    await expect(
      leadWrites.saveDynamic({ body: { amount: 1_000_000 }, id: 'lead-1', submit: false, idempotencyKey: 'key-1' }),
    ).resolves.toEqual(answer);
    const [request] = requests;
    expect(request?.url).toBe('https://backend.test/v3/lead');
    expect(request?.method).toBe('POST');
    expect(request?.headers.get('Idempotency-Key')).toBe('key-1');
    expect(request?.headers.get('content-type')).toBe('application/json');
    expect(request?.headers.get('authorization')).toMatch(/^Bearer \S+$/);
    expect(await request?.json()).toEqual({ amount: 1_000_000, id: 'lead-1', submit: false, product: 'vn-cash' });
  });

  it('updates with a PUT to the configured lead path, the id in the body', async () => {
    const requests = fakeFetch(JSON.stringify({ id: 'lead-1', state: 0 }));
    await leadWrites.update({ id: 'lead-1', body: { id: 'stale', amount: 2_000 }, submit: true, idempotencyKey: 'key-2' });
    const [request] = requests;
    expect(request?.url).toBe('https://backend.test/api/lead');
    expect(request?.method).toBe('PUT');
    expect(request?.headers.get('Idempotency-Key')).toBe('key-2');
    expect(await request?.json()).toEqual({ amount: 2_000, id: 'lead-1', submit: true, product: 'vn-cash' });
  });

  it('creates with a POST to /v2/lead under the base prefix, with the product', async () => {
    const requests = fakeFetch(JSON.stringify({ id: 'lead-1', state: 0 }));
    await leadWrites.create({ body: { amount: 1 }, idempotencyKey: 'k' });
    expect(requests[0]?.url).toBe('https://backend.test/api/v2/lead');
    expect(await requests[0]?.json()).toEqual({ amount: 1, product: 'vn-cash' });
  });

  it("fails with the server's status and answer, which the save reads as field errors or a fault of the server", async () => {
    const errors = [{ fieldName: 'email', message: 'invalid' }];
    fakeFetch(JSON.stringify({ errors }), 422);
    const refused = await failureOf(leadWrites.create({ body: {}, idempotencyKey: 'k' }));
    expect(refused).toBeInstanceOf(WriteFailure);
    expect(fieldErrorsOf(refused)).toEqual(errors);
    fakeFetch('<html>Bad gateway</html>', 502);
    const fault = await failureOf(leadWrites.create({ body: {}, idempotencyKey: 'k' }));
    expect(fault).toMatchObject({ status: 'PARSING_ERROR' });
    expect([fieldErrorsOf(fault), failureCause(fault)]).toEqual([null, 'server']);
  });

  it('answers an empty 200 as null, and fails a 200 that is not JSON', async () => {
    fakeFetch('');
    await expect(leadWrites.create({ body: {}, idempotencyKey: 'k' })).resolves.toBeNull();
    fakeFetch('{"id":"lead-1"');
    expect(await failureOf(leadWrites.create({ body: {}, idempotencyKey: 'k' }))).toMatchObject({
      status: 'PARSING_ERROR',
    });
  });

  it('fails as the connection when no answer comes, or none within the time limit', async () => {
    fakeFetch(new TypeError('Failed to fetch'));
    expect(failureCause(await failureOf(leadWrites.create({ body: {}, idempotencyKey: 'k' })))).toBe('connection');
    vi.useFakeTimers();
    vi.stubGlobal(
      'fetch',
      vi.fn(
        (request: Request) =>
          new Promise((_resolve, reject) => request.signal.addEventListener('abort', () => reject(new Error('aborted')))),
      ),
    );
    const late = failureOf(leadWrites.update({ id: 'lead-1', body: {}, idempotencyKey: 'k' }));
    await vi.runAllTimersAsync();
    const timedOut = await late;
    expect(timedOut).toMatchObject({ status: 'TIMEOUT_ERROR' });
    expect(failureCause(timedOut)).toBe('connection');
  });
});
