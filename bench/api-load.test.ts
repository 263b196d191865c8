import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { resolveBrand } from '../brands/resolve';
import { leadRequestSchema } from '../contract/lead';
import { LEAD_CREATE_PATH, leadCreateBody, measureApi } from './api-load';

describe('leadCreateBody', () => {
  it('is a valid lead-create body of the contract, for every call a new session', () => {
    const brand = resolveBrand('vn-1');
    const body = leadCreateBody(brand, new Date('2026-01-02T03:04:05Z'));
    expect(leadRequestSchema.safeParse(body).success).toBe(true);
    expect(body).toMatchObject({ product: brand.productId, amount: brand.amount.default, period: brand.period.default });
    expect(leadCreateBody(brand).sessionId).not.toBe(body.sessionId);
  });
});

describe('measureApi', () => {
  // A stand-in for the real server: validates the create body with the contract and answers an id.
  let app: FastifyInstance;
  let origin = '';
  const sessions = new Set<string>();
  let creates = 0;

  beforeAll(async () => {
    app = Fastify();
    app.post(LEAD_CREATE_PATH, async (request, reply) => {
      creates++;
      const parsed = leadRequestSchema.safeParse(request.body);
      if (!parsed.success || !request.headers['idempotency-key']) return reply.status(400).send({ message: 'bad body' });
      sessions.add(parsed.data.sessionId ?? '');
      return reply.status(201).send({ id: `lead-${sessions.size}` });
    });
    app.get('/api/lead/status/:id', async (request, reply) => {
      const { id } = request.params as { id: string };
      return id === 'lead-1' ? { status: 'pending' } : reply.status(404).send({ message: 'no such lead' });
    });
    origin = await app.listen({ port: 0, host: '127.0.0.1' });
  });

  afterAll(async () => {
    await app.close();
  });

  it('loads both endpoints and reports rate, latency, non-2xx and errors', async () => {
    const rows = await measureApi(origin, 'vn-1', { durationSeconds: 1, connections: 2 });
    expect(rows.map((r) => r.endpoint)).toEqual(['POST /api/v2/lead', 'GET /api/lead/status/{id}']);
    for (const row of rows) {
      expect(row.requestsPerSecond).toBeGreaterThan(0);
      expect(row.non2xx).toBe(0);
      expect(row.errors).toBe(0);
      expect(row.p99Ms).toBeGreaterThanOrEqual(row.p50Ms);
    }
    // Every create carried its own session.
    expect(creates).toBeGreaterThan(rows[0]?.totalRequests ?? 0);
    expect(sessions.size).toBe(creates);
  });
});
