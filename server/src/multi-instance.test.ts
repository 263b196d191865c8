/**
 * Two API processes on one real PostgreSQL, as a deployment with two replicas runs them: replayed
 * Idempotency-Keys sent to both at once make one lead, alternating and concurrent writes through both are all
 * kept and readable from the other, and the rate limit is one budget across both.
 */
import { randomBytes, randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { resolveBrand } from '../../brands/resolve';
import { bearer, keyFromBytes } from '../../contract/lead-key';
import type { Database } from './db/database';
import { openPostgres } from './db/postgres';
import { startTestPostgres, type TestPostgres } from './testing/test-postgres';
import { startApiProcess, type ApiProcess } from './testing/api-processes';

const BRAND = 'es-1';
const RATE_LIMIT_MAX = 20;
const brand = resolveBrand(BRAND, 'development');

let pg: TestPostgres | undefined;
let db: Database | undefined;
let apis: ApiProcess[] = [];

beforeAll(async () => {
  pg = await startTestPostgres();
  const env = {
    DATABASE_URL: pg.url,
    TEST_ROUTES: '1',
    APP_ENV: 'development',
    RATE_LIMIT_MAX: String(RATE_LIMIT_MAX),
    CHECKING_MS: '0',
    // The tests play many clients through one proxy: X-Forwarded-For names each.
    TRUST_PROXY: '1',
  };
  // Started together: both migrate the empty database at once (the migrations take a lock).
  apis = await Promise.all([startApiProcess(BRAND, env), startApiProcess(BRAND, env)]);
  db = await openPostgres(pg.url, 2);
}, 180_000);

afterAll(async () => {
  await Promise.all(apis.map((api) => api.stop()));
  await db?.close();
  await pg?.stop();
}, 60_000);

const api = (i: number): ApiProcess => {
  const found = apis[i % 2];
  if (!found) throw new Error('the API processes did not start');
  return found;
};

interface Call {
  method?: string;
  path: string;
  body?: unknown;
  key?: string;
  client: string;
  idempotencyKey?: string;
}

async function call(instance: number, c: Call): Promise<{ status: number; json: Record<string, unknown> }> {
  const res = await fetch(`${api(instance).origin}${c.path}`, {
    method: c.method ?? 'GET',
    headers: {
      'x-forwarded-for': c.client,
      ...(c.body === undefined ? {} : { 'content-type': 'application/json' }),
      ...(c.key === undefined ? {} : { authorization: bearer(c.key) }),
      ...(c.idempotencyKey === undefined ? {} : { 'idempotency-key': c.idempotencyKey }),
    },
    body: c.body === undefined ? undefined : JSON.stringify(c.body),
  });
  return { status: res.status, json: (await res.json()) as Record<string, unknown> };
}

const newKey = (): string => keyFromBytes(randomBytes(32));
const createBody = (tags: string[]) => ({
  product: brand.productId,
  amount: brand.amount.default,
  period: brand.period.default,
  periodScale: brand.period.scale,
  tags,
});

async function leadsTagged(tag: string): Promise<number> {
  const [row] = await (db as Database).query<{ n: number }>(
    `SELECT count(*)::int AS n FROM leads WHERE data->'tags' ? $1`,
    [tag],
  );
  return row?.n ?? 0;
}

describe('two API processes on one PostgreSQL', () => {
  it('make one lead per Idempotency-Key when it is replayed to both at once', async () => {
    const keys = Array.from({ length: 25 }, (_, k) => ({
      k,
      idem: randomUUID(),
      key: newKey(),
      tag: `idem-${randomUUID()}`,
    }));
    const answers = await Promise.all(
      keys.map(async ({ k, idem, key, tag }) => {
        const body = createBody([tag]);
        const client = `10.1.0.${k}`;
        const all = await Promise.all(
          Array.from({ length: 6 }, (_, i) =>
            call(i, { method: 'POST', path: '/api/v2/lead', body, key, client, idempotencyKey: idem }),
          ),
        );
        return { tag, all };
      }),
    );
    for (const { tag, all } of answers) {
      expect(
        all.every((a) => a.status === 201 || a.status === 409),
        JSON.stringify(all),
      ).toBe(true);
      const ids = new Set(all.filter((a) => a.status === 201).map((a) => a.json.id));
      expect(ids.size).toBe(1);
      expect(await leadsTagged(tag)).toBe(1);
    }
  }, 60_000);

  it('keep every write made through either, each readable from the other', async () => {
    const leads = await Promise.all(
      Array.from({ length: 8 }, async (_, i) => {
        const key = newKey();
        const client = `10.2.0.${i}`;
        const created = await call(i, {
          method: 'POST',
          path: '/api/v2/lead',
          body: createBody(['start']),
          key,
          client,
        });
        expect(created.status).toBe(201);
        return { i, key, client, id: String(created.json.id) };
      }),
    );
    const written = await Promise.all(
      leads.map(async ({ i, key, client, id }) => {
        const tags: string[] = [];
        // Alternating instances, one write after another...
        for (let round = 0; round < 4; round++) {
          const tag = `seq-${i}-${round}`;
          const res = await call(i + round + 1, {
            method: 'PUT',
            path: `/api/v2/lead/${id}`,
            body: { product: brand.productId, tags: [tag] },
            key,
            client,
          });
          expect(res.status).toBe(200);
          tags.push(tag);
        }
        // ...then six at once, three on each.
        const burst = Array.from({ length: 6 }, (_, j) => `burst-${i}-${j}`);
        const answers = await Promise.all(
          burst.map((tag, j) =>
            call(j, {
              method: 'PUT',
              path: `/api/v2/lead/${id}`,
              body: { product: brand.productId, tags: [tag] },
              key,
              client,
            }),
          ),
        );
        expect(answers.map((a) => a.status)).toEqual(burst.map(() => 200));
        return { i, id, client, tags: [...tags, ...burst] };
      }),
    );
    for (const { i, id, client, tags } of written) {
      const read = await call(i + 1, { path: `/api/test/leads?id=${id}`, client });
      const [lead] = read.json.leads as { data: { tags?: string[] } }[];
      expect(lead?.data.tags).toEqual(expect.arrayContaining(['start', ...tags]));
    }
  }, 60_000);

  it('count the rate limit once across both', async () => {
    const statusPath = `/api/lead/status/${randomUUID()}`;
    const sequential: number[] = [];
    for (let i = 0; i < RATE_LIMIT_MAX + 6; i++)
      sequential.push((await call(i, { path: statusPath, client: '10.3.0.1' })).status);
    expect(sequential.slice(0, RATE_LIMIT_MAX).includes(429)).toBe(false);
    expect(sequential.slice(RATE_LIMIT_MAX)).toEqual(Array.from({ length: 6 }, () => 429));
    const concurrent = await Promise.all(
      Array.from({ length: 2 * RATE_LIMIT_MAX }, (_, i) => call(i, { path: statusPath, client: '10.3.0.2' })),
    );
    expect(concurrent.filter((a) => a.status !== 429)).toHaveLength(RATE_LIMIT_MAX);
    const limited = concurrent.find((a) => a.status === 429);
    expect(limited?.json).toMatchObject({ requestId: expect.any(String) as string });
  }, 60_000);

  it('count wrong verification codes once across both: 20 sent at once, exactly 5 compared', async () => {
    const key = newKey();
    const client = '10.4.0.1';
    const body = {
      ...createBody([]),
      submit: true,
      generalPolicies: true,
      personalDetails: { firstName: 'Ana', lastName: 'Perez', dateOfBirth: '1990-05-17' },
      contactDetails: { email: 'verify+ana@example.com', phoneNumber: '612345678', marketingConsents: false },
    };
    const created = await call(0, { method: 'POST', path: '/api/v2/lead', body, key, client });
    expect(created.status, JSON.stringify(created.json)).toBe(201);
    const id = String(created.json.id);
    const status = await call(1, { path: `/api/lead/status/${id}`, key, client });
    expect(status.json.route).toBe('/mobile-verification');
    const answers = await Promise.all(
      Array.from({ length: 20 }, (_, i) =>
        call(i, {
          method: 'POST',
          path: '/api/v2/customer/mobile/verify',
          body: { leadId: id, code: `99${String(i).padStart(2, '0')}` },
          key,
          client: `10.4.1.${i}`,
        }),
      ),
    );
    const statuses = answers.map((a) => a.status).sort();
    expect(statuses).toEqual([...Array<number>(5).fill(422), ...Array<number>(15).fill(429)]);
    const [row] = await (db as Database).query<{ n: number }>(
      'SELECT verification_failures AS n FROM leads WHERE id = $1',
      [id],
    );
    expect(row?.n).toBe(5);
  }, 60_000);

  it('stop gracefully on SIGTERM', async () => {
    const codes = await Promise.all(apis.map((a) => a.stop()));
    expect(codes).toEqual([0, 0]);
  }, 30_000);
});
