import { describe, expect, it } from 'vitest';
import { buildApp } from './app';
import { bearer } from '../../contract/lead-key';
import { TEST_LEAD_KEY, useTestApp } from './testing/helpers';

const { app, db } = useTestApp();

describe('OpenAPI document', () => {
  it('lists every API route with its schemas', async () => {
    const res = await app().inject({ url: '/api/openapi.json' });
    expect(res.statusCode).toBe(200);
    const doc = res.json<{
      openapi: string;
      paths: Record<string, Record<string, Record<string, unknown>>>;
    }>();
    expect(doc.openapi).toBe('3.1.0');
    const operations = Object.entries(doc.paths).flatMap(([path, methods]) =>
      Object.keys(methods).map((m) => `${m.toUpperCase()} ${path}`),
    );
    expect(operations).toEqual(
      expect.arrayContaining([
        'POST /api/v2/lead',
        'POST /api/lead',
        'PUT /api/lead',
        'PUT /api/v2/lead/{id}',
        'GET /api/lead/status/{id}',
        'POST /api/lead/continue/{id}',
        'POST /api/lead/skip/{id}',
        'GET /api/v2/lead/url/{id}/{urlType}',
        'GET /v3/lead/url/{id}/{urlType}',
        'POST /v3/lead',
        'GET /api/v3/test/datapoints',
        'GET /api/policies',
        'GET /policy',
        'GET /api/postcode/lookup/{code}',
        'GET /api/postcode/{code}',
        'GET /api/company/{name}',
        'GET /api/email/validate/{email}',
        'POST /api/customer/email/unsubscribe',
        'POST /api/affiliate/event',
      ]),
    );
    const create = doc.paths['/api/v2/lead']?.post as {
      requestBody: {
        content: {
          'application/json': {
            schema: { properties: Record<string, unknown>; additionalProperties: boolean };
          };
        };
      };
      parameters: { name: string }[];
      responses: Record<string, unknown>;
    };
    const body = create.requestBody.content['application/json'].schema;
    expect(Object.keys(body.properties)).toEqual(
      expect.arrayContaining(['product', 'personalDetails', 'submit']),
    );
    expect(body.additionalProperties).toBe(false);
    expect(create.parameters.map((p) => p.name)).toContain('Idempotency-Key');
    expect(Object.keys(create.responses)).toEqual(
      expect.arrayContaining(['201', '400', '413', '422', '429']),
    );
  });
});

describe('Swagger UI', () => {
  it('answers at /api/docs with APP_ENV=development only', async () => {
    for (const [appEnv, status] of [
      ['development', 200],
      ['production', 404],
    ] as const) {
      const local = await buildApp({
        brand: 'vn-1',
        appEnv,
        distDir: 'no-dist',
        database: { kind: 'external', db: db() },
      });
      try {
        const res = await local.inject({ url: '/api/docs' });
        expect(res.statusCode, appEnv).toBe(status);
        if (status === 200) expect(res.headers['content-type']).toMatch(/^text\/html/);
      } finally {
        await local.close();
      }
    }
  }, 20_000);
});

describe('error handler', () => {
  it('answers 5xx as { message: "Internal error" } with nothing internal', async () => {
    const local = await buildApp({
      brand: 'vn-1',
      distDir: 'no-dist',
      database: { kind: 'external', db: db() },
    });
    local.get('/api/boom', () => {
      throw new Error('SELECT secret FROM passwords failed at /srv/app.ts:42');
    });
    try {
      const res = await local.inject({ url: '/api/boom' });
      expect(res.statusCode).toBe(500);
      expect(res.json()).toEqual({ message: 'Internal error', requestId: res.headers['x-request-id'] });
    } finally {
      await local.close();
    }
  }, 20_000);

  it('answers a request part that fails its schema 400, naming the part and each issue', async () => {
    const body = await app().inject({
      method: 'POST',
      url: '/api/v2/lead',
      payload: { product: 'vn-1-cash', amount: '1', personalDetails: { firstName: 5 } },
      headers: { authorization: bearer(TEST_LEAD_KEY) },
    });
    expect(body.statusCode).toBe(400);
    expect(body.json()).toEqual({
      message: 'Invalid request body',
      issues: [
        { path: 'amount', message: expect.stringContaining('expected number') as string },
        { path: 'personalDetails.firstName', message: expect.stringContaining('expected string') as string },
      ],
      requestId: body.headers['x-request-id'],
    });
    const path = await app().inject({ url: `/api/postcode/lookup/${'1'.repeat(20)}` });
    expect(path.json()).toMatchObject({
      message: 'Invalid request path parameters',
      issues: [{ path: 'code' }],
    });
    const query = await app().inject({ url: '/api/policies?foo=1' });
    expect(query.json()).toMatchObject({ message: 'Invalid request query string', issues: [{ path: '' }] });
  });

  it('answers unknown routes 404 with a message', async () => {
    const res = await app().inject({ url: '/api/nothing-here' });
    expect(res.statusCode).toBe(404);
    expect(res.json<{ message: string }>().message).toContain('/api/nothing-here');
  });

  it('sends no-store on API answers and keeps the security headers', async () => {
    const res = await app().inject({ url: '/api/company/vin' });
    expect(res.headers['cache-control']).toBe('no-store');
    expect(res.headers['x-content-type-options']).toBe('nosniff');
  });
});
