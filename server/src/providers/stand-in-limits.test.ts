import { describe, expect, it } from 'vitest';
import { buildTestApp, testClock, useTestApp } from '../testing/helpers';
import { postForm } from '../testing/open-banking';
import { MAX_FLOWS, MAX_STATE_LENGTH } from './flow-store';

const clock = testClock();
const { app, db } = useTestApp({ now: clock.now });
const REDIRECT = 'http://localhost:80/application-frontend/wenance-tink';
const tink = (state: string) =>
  app().inject({
    url: `/provider/tink/1.0/account-check/create-report?${new URLSearchParams({
      client_id: 'finceptiv-vn-1',
      redirect_uri: REDIRECT,
      state,
    }).toString()}`,
  });
const instantor = (userParam: string) =>
  app().inject({
    url: `/provider/instantor/frame?${new URLSearchParams({ source: 'finceptiv-vn-1', userParam }).toString()}`,
  });
const flowOf = (body: string) => /action="(\/provider\/tink\/flow\/[^/]+)\/login"/.exec(body)![1]!;

describe("the stand-ins' memory is bounded", () => {
  it(`refuses a state or user parameter longer than ${MAX_STATE_LENGTH} characters (400)`, async () => {
    const longest = 's'.repeat(MAX_STATE_LENGTH);
    expect((await tink(longest)).statusCode).toBe(200);
    expect((await instantor(longest)).statusCode).toBe(200);
    const tooLong = `${longest}s`;
    const refused = await tink(tooLong);
    expect(refused.statusCode).toBe(400);
    expect(refused.body).toContain('INVALID_PARAMETER_STATE');
    expect((await instantor(tooLong)).statusCode).toBe(400);
    expect((await instantor('x'.repeat(12 * 1024))).statusCode).toBe(400);
  });

  it(`keeps at most ${MAX_FLOWS} flows, evicting the oldest first`, async () => {
    const first = flowOf((await tink('first')).body);
    const second = flowOf((await tink('second')).body);
    for (let i = 2; i < MAX_FLOWS; i++) expect((await tink(`flow-${i}`)).statusCode).toBe(200);
    // The store is full; one more start evicts the oldest flow only.
    const last = flowOf((await tink('last')).body);
    const bank = { action: 'continue', bank: 'Demo Bank' };
    expect((await postForm(app(), `${first}/login`, bank)).statusCode).toBe(410);
    expect((await postForm(app(), `${second}/login`, bank)).statusCode).toBe(200);
    expect((await postForm(app(), `${last}/login`, bank)).statusCode).toBe(200);
  }, 60_000);

  it('forgets a flow once its hand-off has expired (10 minutes)', async () => {
    const flow = flowOf((await tink('s')).body);
    clock.advance(10 * 60 * 1000);
    expect((await postForm(app(), `${flow}/login`, { action: 'continue' })).statusCode).toBe(410);
  });
});

describe('the stand-ins are rate-limited', () => {
  it('counts their pages against the API budget of the client address (429 past it)', async () => {
    const limited = await buildTestApp(db(), { rateLimit: { max: 2 } });
    try {
      const frame = `/provider/instantor/frame?source=finceptiv-vn-1&userParam=s`;
      expect((await limited.inject({ url: frame })).statusCode).toBe(200);
      expect((await limited.inject({ url: frame })).statusCode).toBe(200);
      expect((await limited.inject({ url: frame })).statusCode).toBe(429);
    } finally {
      await limited.close();
    }
  });
});
