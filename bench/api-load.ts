/**
 * API load: autocannon on loopback against the real server's lead create and lead status routes.
 */
import { randomBytes, randomUUID } from 'node:crypto';
import autocannon, { type AutocannonOptions, type AutocannonResult } from 'autocannon';
import { resolveBrand } from '../brands/resolve';
import type { BrandConfig } from '../brands/schema';
import type { LeadRequest } from '../contract/lead';
import { bearer, keyFromBytes } from '../contract/lead-key';
import type { ApiRow } from './table';

export const API_BASE = '/api';
export const LEAD_CREATE_PATH = `${API_BASE}/v2/lead`;
export const leadStatusPath = (id: string): string => `${API_BASE}/lead/status/${encodeURIComponent(id)}`;

/**
 * A minimal valid lead-create body: what the applicant has chosen before the first step (amount and period
 * within the brand's limits), their session, and the backend product id the web app adds (behaviour §7,
 * `withProduct`). Fresh per request, so each request is a new lead and not an idempotent replay.
 * THE ONE PLACE to adjust when the create contract (contract/lead.ts, server/src/routes) changes.
 */
export function leadCreateBody(brand: BrandConfig, now: Date = new Date()): LeadRequest {
  return {
    product: brand.productId,
    sessionId: randomUUID(),
    sessionStartedAt: now.toISOString(),
    amount: brand.amount.default,
    period: brand.period.default,
    periodScale: brand.period.scale,
  };
}

/** A browser's lead key (32 random bytes): a lead is created with one and read only with it. */
export const newLeadKey = (): string => keyFromBytes(randomBytes(32));

/**
 * Headers of a lead create: JSON, the browser's lead key and a fresh idempotency key (the server keys create
 * replays on it).
 */
export function leadCreateHeaders(key: string = newLeadKey()): Record<string, string> {
  return { 'content-type': 'application/json', authorization: bearer(key), 'idempotency-key': randomUUID() };
}

/** Create one lead and return its id (the response carries `id`, behaviour §7). */
export async function createLead(
  origin: string,
  brand: BrandConfig,
  key: string = newLeadKey(),
): Promise<string> {
  const response = await fetch(`${origin}${LEAD_CREATE_PATH}`, {
    method: 'POST',
    headers: leadCreateHeaders(key),
    body: JSON.stringify(leadCreateBody(brand)),
  });
  const text = await response.text();
  if (!response.ok) throw new Error(`POST ${LEAD_CREATE_PATH} answered ${response.status}: ${text.slice(0, 500)}`);
  const parsed: unknown = JSON.parse(text);
  const id = typeof parsed === 'object' && parsed !== null && 'id' in parsed ? parsed.id : undefined;
  if (typeof id !== 'string' && typeof id !== 'number') throw new Error(`POST ${LEAD_CREATE_PATH} answered no id: ${text.slice(0, 500)}`);
  return String(id);
}

export interface LoadOptions {
  durationSeconds: number;
  connections: number;
}

export interface ApiMeasurement extends ApiRow {
  statusCodes: Record<string, number>;
  totalRequests: number;
}

function toMeasurement(endpoint: string, result: AutocannonResult): ApiMeasurement {
  const statusCodes: Record<string, number> = {};
  for (const [code, stat] of Object.entries(result.statusCodeStats)) if (stat) statusCodes[code] = stat.count;
  return {
    endpoint,
    requestsPerSecond: result.requests.average,
    p50Ms: result.latency.p50,
    p99Ms: result.latency.p99,
    non2xx: result.non2xx,
    errors: result.errors,
    statusCodes,
    totalRequests: result.requests.total,
  };
}

async function load(endpoint: string, options: AutocannonOptions): Promise<ApiMeasurement> {
  console.error(`bench: autocannon ${endpoint}, ${options.connections} connections, ${options.duration} s`);
  const result = await autocannon(options);
  const measurement = toMeasurement(endpoint, result);
  console.error(`bench:   ${Math.round(measurement.requestsPerSecond)} req/s, status codes ${JSON.stringify(measurement.statusCodes)}`);
  return measurement;
}

/** Lead create, then lead status of a lead created first, against a running server for `brandId`. */
export async function measureApi(origin: string, brandId: string, { durationSeconds, connections }: LoadOptions): Promise<ApiMeasurement[]> {
  const brand = resolveBrand(brandId);
  const key = newLeadKey();
  const id = await createLead(origin, brand, key);
  const create = await load(`POST ${LEAD_CREATE_PATH}`, {
    url: origin,
    connections,
    duration: durationSeconds,
    requests: [
      {
        method: 'POST',
        path: LEAD_CREATE_PATH,
        setupRequest: (request) => ({ ...request, headers: leadCreateHeaders(), body: JSON.stringify(leadCreateBody(brand)) }),
      },
    ],
  });
  const status = await load(`GET ${API_BASE}/lead/status/{id}`, {
    url: `${origin}${leadStatusPath(id)}`,
    headers: { authorization: bearer(key) },
    connections,
    duration: durationSeconds,
  });
  return [create, status];
}
