import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import fastifyMetrics from 'fastify-metrics';
import fp from 'fastify-plugin';
import type { FastifyInstance, FastifyRequest } from 'fastify';
// prom-client is fastify-metrics' own client (its dependency); a registry of this app's own keeps two apps in
// one process (tests) apart.
import { Counter, Gauge, Registry } from 'prom-client';

export interface MetricsOptions {
  /** The port of the metrics listener (METRICS_PORT; 0: any free one). */
  port: number;
  host: string;
}

declare module 'fastify' {
  interface FastifyInstance {
    /** This app's Prometheus registry (only with the `metrics` option). */
    metricsRegistry: Registry;
    /** Where the metrics listener listens, once the app is ready. */
    metricsAddress: () => AddressInfo | undefined;
  }
}

/** Request durations in seconds: the API answers in milliseconds; a slow database shows in the upper buckets. */
const DURATION_BUCKETS = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10];
const UNKNOWN_ROUTE = '__unknown__';

/** The route's pattern (`/api/lead/status/:id`), never the URL: no lead id or query ends up in a label. */
const routeLabel = (request: FastifyRequest): string => request.routeOptions.url ?? UNKNOWN_ROUTE;

function registerOwnMetrics(app: FastifyInstance, registry: Registry): void {
  const errors = new Counter({
    name: 'http_request_errors_total',
    help: 'Answers with a 4xx or 5xx status, per route pattern',
    labelNames: ['method', 'route', 'status_code'],
    registers: [registry],
  });
  app.addHook('onResponse', async (request, reply) => {
    if (reply.statusCode >= 400)
      errors.inc({
        method: request.method,
        route: routeLabel(request),
        status_code: String(reply.statusCode),
      });
  });
  new Gauge({
    name: 'db_pool_connections',
    help: 'Database connections by state: total (open), idle, waiting (queries waiting for one), max',
    labelNames: ['state'],
    registers: [registry],
    collect() {
      const stats = app.db.poolStats();
      for (const state of ['total', 'idle', 'waiting', 'max'] as const) this.set({ state }, stats[state]);
    },
  });
}

/** A listener of its own, answering `GET /metrics` only: never on the public port, never rate-limited. */
function metricsListener(registry: Registry): Server {
  return createServer((request, response) => {
    if (request.method !== 'GET' || request.url?.split('?')[0] !== '/metrics') {
      response.writeHead(404, { 'content-type': 'text/plain' }).end('Not found\n');
      return;
    }
    registry.metrics().then(
      (text) => response.writeHead(200, { 'content-type': registry.contentType }).end(text),
      () => response.writeHead(500, { 'content-type': 'text/plain' }).end('Metrics failed\n'),
    );
  });
}

/**
 * Prometheus metrics with fastify-metrics: request rate and latency per route pattern and status
 * (`http_request_duration_seconds`), errors (`http_request_errors_total`), the database pool
 * (`db_pool_connections`) and the process (prom-client's defaults). Served on a port of their own (METRICS_PORT),
 * which a deployment keeps off the public network: the API's port has no /metrics.
 */
async function metrics(app: FastifyInstance, opts: MetricsOptions): Promise<void> {
  const registry = new Registry();
  app.decorate('metricsRegistry', registry);
  await app.register(fastifyMetrics, {
    endpoint: null,
    defaultMetrics: { enabled: true, register: registry },
    routeMetrics: {
      enabled: { histogram: true, summary: false },
      registeredRoutesOnly: false,
      invalidRouteGroup: UNKNOWN_ROUTE,
      overrides: {
        labels: { getRouteLabel: routeLabel },
        histogram: { registers: [registry], buckets: DURATION_BUCKETS },
        summary: { registers: [registry] },
      },
    },
  });
  registerOwnMetrics(app, registry);
  const server = metricsListener(registry);
  app.decorate('metricsAddress', () => (server.listening ? (server.address() as AddressInfo) : undefined));
  app.addHook(
    'onReady',
    () =>
      new Promise<void>((resolve, reject) => {
        server.once('error', reject);
        server.listen(opts.port, opts.host, () => resolve());
      }),
  );
  app.addHook('onClose', () => new Promise<void>((resolve) => server.close(() => resolve())));
}

export const metricsPlugin = fp<MetricsOptions>(metrics, { name: 'metrics-listener', dependencies: ['db'] });
