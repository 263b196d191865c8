import { getHeapStatistics } from 'node:v8';
import underPressure from '@fastify/under-pressure';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { isApiRoute } from './security-headers';

export interface LoadSheddingOptions {
  /** Mean event-loop delay over one sample (ms) above which the API is shed. */
  maxEventLoopDelayMs: number;
  /** V8 heap in use (bytes) above which the API is shed. */
  maxHeapUsedBytes: number;
  /** How often both are measured (ms). */
  sampleIntervalMs: number;
}

/**
 * A loop that lags a second on average has every await of a request wait that long: a lead save (a handful of
 * queries) then takes several seconds, on its way to the 15 s request timeout and the web app's 20 s. A heap at 90%
 * of V8's limit is close to the crash that would drop every request in flight. RSS is not watched: the embedded
 * database's WebAssembly memory counts in it, and the process does not know its container's limit.
 */
export const LOAD_SHEDDING: LoadSheddingOptions = {
  maxEventLoopDelayMs: 1000,
  maxHeapUsedBytes: Math.round(getHeapStatistics().heap_size_limit * 0.9),
  sampleIntervalMs: 1000,
};

/** Pressure is measured every second, so a few seconds are enough for a backlog to drain. */
export const RETRY_AFTER_SECONDS = 5;

export const BUSY_MESSAGE = 'The server is busy: try again in a few seconds';

/**
 * Under pressure the API answers 503 with Retry-After without running the route, rather than queueing requests
 * until they all time out, and /readyz says unavailable so that a load balancer sends traffic elsewhere.
 * /healthz still answers (the process is alive: restarting it would drop the work in flight), and so does the
 * static host (files come from memory, and the page must load to say anything).
 */
/** The answer to a request under pressure, or undefined to let it through. */
function shed(
  request: FastifyRequest,
  reply: FastifyReply,
): { status: string } | { message: string } | undefined {
  const ready = request.routeOptions.url === '/readyz';
  if (!ready && !isApiRoute(request)) return undefined;
  reply.status(503).header('retry-after', String(RETRY_AFTER_SECONDS)).header('cache-control', 'no-store');
  return ready ? { status: 'unavailable' } : { message: BUSY_MESSAGE };
}

async function loadShedding(app: FastifyInstance, opts: LoadSheddingOptions): Promise<void> {
  await app.register(underPressure, {
    maxEventLoopDelay: opts.maxEventLoopDelayMs,
    maxHeapUsedBytes: opts.maxHeapUsedBytes,
    sampleInterval: opts.sampleIntervalMs,
    // The plugin sends what its handler returns (its README: "any other return value than a promise or nullish
    // will be sent"); its types only say void. Sending from inside the handler instead would let the request go on
    // while the async onSend hooks run.
    pressureHandler: shed as (request: FastifyRequest, reply: FastifyReply) => void,
  });
}

export const loadSheddingPlugin = fp<LoadSheddingOptions>(loadShedding, { name: 'load-shedding' });
