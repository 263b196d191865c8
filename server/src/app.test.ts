import { describe, expect, it } from 'vitest';
import { buildApp } from './app';
import { useTestApp } from './testing/helpers';

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
      expect(res.json()).toEqual({ message: 'Internal error' });
    } finally {
      await local.close();
    }
  }, 20_000);

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
