// autocannon 9 ships no types and @types/autocannon is not installed: the narrow part of its API the bench
// uses (lib/init.js, lib/aggregateResult.js). Latencies are in milliseconds.
declare module 'autocannon' {
  interface AutocannonRequest {
    method?: string;
    path?: string;
    headers?: Record<string, string>;
    body?: string;
  }

  interface AutocannonRequestSpec extends AutocannonRequest {
    /** Called before each request; may rewrite it (a fresh body per request). `context` is the connection's. */
    setupRequest?: (request: AutocannonRequest, context: Record<string, unknown>) => AutocannonRequest;
    /** Called with each answer, and the context of the connection that sent the request. */
    onResponse?: (status: number, body: string, context: Record<string, unknown>) => void;
  }

  interface AutocannonOptions {
    url: string;
    connections?: number;
    duration?: number;
    method?: string;
    headers?: Record<string, string>;
    body?: string;
    requests?: AutocannonRequestSpec[];
  }

  interface Histogram {
    average: number;
    mean: number;
    stddev: number;
    min: number;
    max: number;
    p50: number;
    p99: number;
    total: number;
  }

  interface AutocannonResult {
    duration: number;
    errors: number;
    timeouts: number;
    non2xx: number;
    '2xx': number;
    '4xx': number;
    '5xx': number;
    statusCodeStats: Record<string, { count: number } | undefined>;
    /** Latency of each request, ms. */
    latency: Histogram;
    /** Requests completed per second (sampled each second); `average` is requests/s. */
    requests: Histogram & { sent: number };
  }

  interface AutocannonInstance extends PromiseLike<AutocannonResult> {
    stop(): void;
  }

  function autocannon(options: AutocannonOptions): AutocannonInstance;
  export default autocannon;
  export type { AutocannonOptions, AutocannonRequest, AutocannonResult };
}
