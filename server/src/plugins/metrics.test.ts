import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../db/database';
import { asOwner, buildTestApp, openTestDb, vnLead } from '../testing/helpers';

let db: Database;
let app: FastifyInstance;
let metricsUrl = '';
beforeAll(async () => {
  db = await openTestDb();
  app = await buildTestApp(db, { metrics: { port: 0, host: '127.0.0.1' }, rateLimit: { max: 4 } });
  const address = app.metricsAddress();
  metricsUrl = `http://127.0.0.1:${address?.port ?? 0}/metrics`;
});
afterAll(async () => {
  await app.close();
  await db.close();
});

/** The value of a sample line, e.g. `http_request_errors_total{...} 2`. */
function sample(text: string, name: string, labels: string): number | undefined {
  const line = text
    .split('\n')
    .find((l) => l.startsWith(`${name}{`) && labels.split(',').every((p) => l.includes(p)));
  return line === undefined ? undefined : Number(line.split(' ').pop());
}

describe('Prometheus metrics', () => {
  it('count requests per route pattern, errors and the pool, on their own listener', async () => {
    const created = await asOwner(app).inject({ method: 'POST', url: '/api/v2/lead', payload: vnLead() });
    const { id } = created.json<{ id: string }>();
    for (let i = 0; i < 2; i++) await asOwner(app).inject({ url: `/api/lead/status/${id}` });
    await app.inject({ url: '/api/nothing-here' });
    for (let i = 0; i < 5; i++) await app.inject({ url: '/api/company/vin', remoteAddress: '203.0.113.60' });

    const res = await fetch(metricsUrl);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/^text\/plain/);
    const text = await res.text();
    expect(text).toContain('# TYPE http_request_duration_seconds histogram');
    expect(
      sample(text, 'http_request_duration_seconds_count', 'route="/api/lead/status/:id",status_code="200"'),
    ).toBe(2);
    expect(
      sample(text, 'http_request_duration_seconds_count', 'route="/api/v2/lead",status_code="201"'),
    ).toBe(1);
    // No lead id, and no raw URL, in any label.
    expect(text).not.toContain(id);
    expect(text).not.toContain('nothing-here');
    expect(sample(text, 'http_request_errors_total', 'route="__unknown__",status_code="404"')).toBe(1);
    expect(sample(text, 'http_request_errors_total', 'route="/api/company/:name",status_code="429"')).toBe(1);
    expect(sample(text, 'db_pool_connections', 'state="total"')).toBe(1);
    expect(sample(text, 'db_pool_connections', 'state="waiting"')).toBe(0);
    expect(text).toContain('process_cpu_user_seconds_total');
  });

  it('are not on the API port, and the listener answers nothing else', async () => {
    expect((await app.inject({ url: '/metrics' })).statusCode).toBe(404);
    expect((await fetch(metricsUrl.replace('/metrics', '/healthz'))).status).toBe(404);
  });

  it('stop with the app', async () => {
    const other = await buildTestApp(db, { metrics: { port: 0, host: '127.0.0.1' } });
    const port = other.metricsAddress()?.port;
    expect(port).toBeGreaterThan(0);
    await other.close();
    await expect(fetch(`http://127.0.0.1:${port}/metrics`)).rejects.toThrow();
  });
});
