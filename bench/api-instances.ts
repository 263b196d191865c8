/**
 * API load on one real PostgreSQL: lead creates against one API process, then against two at once, each
 * Idempotency-Key sent twice (the second time usually to the other process, while the first is in flight). Counts
 * in the database afterwards: duplicates (a key stored as more than one lead) and lost writes (a create answered
 * 201 whose lead is not stored). Throughput and p99 per process and together.
 */
import { randomUUID } from 'node:crypto';
import autocannon from 'autocannon';
import { resolveBrand } from '../brands/resolve';
import type { BrandConfig } from '../brands/schema';
import { openPostgres } from '../server/src/db/postgres';
import { startTestPostgres } from '../server/src/testing/test-postgres';
import { startApiProcess, type ApiProcess } from '../server/src/testing/api-processes';
import { LEAD_CREATE_PATH, leadCreateBody, leadCreateHeaders } from './api-load';
import { onCleanup } from './serve';
import { formatTable, type Column } from './table';

export interface InstancesRow {
  /** "1", "2 (A)", "2 (B)", "2 (both)". */
  instances: string;
  requestsPerSecond: number;
  p99Ms: number;
  /** Answers other than 201, by status (409: the key's first request still in flight on the other process). */
  statusCodes: Record<string, number>;
  duplicates: number;
  lost: number;
}

interface Draw {
  key: string;
  tag: string;
  body: string;
  headers: Record<string, string>;
}

/**
 * Request n and n+1 of a run share a key and a body (a replay is the same request): consecutive requests, on
 * whichever process draws them. The tag in the body finds the key's leads in the database.
 */
function keySource(run: string, brand: BrandConfig): () => Draw {
  let n = 0;
  let current: Draw = { key: '', tag: '', body: '', headers: {} };
  return () => {
    if (n++ % 2 === 0) {
      const tag = `${run}-${randomUUID()}`;
      // One browser (lead key) and one Idempotency-Key for both sends.
      const headers = leadCreateHeaders();
      current = {
        key: headers['idempotency-key'] ?? '',
        tag,
        body: JSON.stringify({ ...leadCreateBody(brand), tags: [tag] }),
        headers,
      };
    }
    return current;
  };
}

function load(origin: string, next: () => Draw, acked: Set<string>, connections: number, duration: number) {
  return autocannon({
    url: origin,
    connections,
    duration,
    requests: [
      {
        method: 'POST',
        path: LEAD_CREATE_PATH,
        setupRequest: (request, context) => {
          const { tag, body, headers } = next();
          context.tag = tag;
          return { ...request, headers, body };
        },
        onResponse: (status, _body, context) => {
          if (status === 201 && typeof context.tag === 'string') acked.add(context.tag);
        },
      },
    ],
  });
}

type Stored = Map<string, number>;

async function storedLeads(url: string, run: string): Promise<Stored> {
  const db = await openPostgres(url, 1);
  try {
    const rows = await db.query<{ tag: string; n: number }>(
      `SELECT data->'tags'->>0 AS tag, count(*)::int AS n FROM leads WHERE data->'tags'->>0 LIKE $1 GROUP BY 1`,
      [`${run}-%`],
    );
    return new Map(rows.map((r) => [r.tag, r.n]));
  } finally {
    await db.close();
  }
}

function codes(stats: Record<string, { count: number } | undefined>): Record<string, number> {
  return Object.fromEntries(
    Object.entries(stats).flatMap(([code, s]) => (s && code !== '201' ? [[code, s.count]] : [])),
  );
}

async function run(
  name: string,
  processes: ApiProcess[],
  url: string,
  brand: BrandConfig,
  connections: number,
  duration: number,
): Promise<InstancesRow[]> {
  const runId = `bench-${randomUUID().slice(0, 8)}`;
  const next = keySource(runId, brand);
  const acked = new Set<string>();
  const per = Math.max(1, Math.round(connections / processes.length));
  console.error(
    `bench: ${name}: autocannon on ${processes.length} process(es), ${per} connections each, ${duration} s`,
  );
  const results = await Promise.all(processes.map((p) => load(p.origin, next, acked, per, duration)));
  const stored = await storedLeads(url, runId);
  const duplicates = [...stored.values()].reduce((sum, n) => sum + Math.max(0, n - 1), 0);
  const lost = [...acked].filter((tag) => !stored.has(tag)).length;
  const rows = results.map((r, i) => ({
    instances: processes.length === 1 ? '1' : `${processes.length} (${String.fromCharCode(65 + i)})`,
    requestsPerSecond: r.requests.average,
    p99Ms: r.latency.p99,
    statusCodes: codes(r.statusCodeStats),
    duplicates,
    lost,
  }));
  if (rows.length === 1) return rows;
  const merged: Record<string, number> = {};
  for (const row of rows)
    for (const [code, n] of Object.entries(row.statusCodes)) merged[code] = (merged[code] ?? 0) + n;
  return [
    ...rows,
    {
      instances: `${processes.length} (both)`,
      requestsPerSecond: rows.reduce((sum, r) => sum + r.requestsPerSecond, 0),
      // The slower process's p99: the tail a client of the pair meets.
      p99Ms: Math.max(...rows.map((r) => r.p99Ms)),
      statusCodes: merged,
      duplicates,
      lost,
    },
  ];
}

/** One PostgreSQL, two API processes on it; the load on one, then on both. */
export async function measureInstances(
  brandId: string,
  connections: number,
  durationSeconds: number,
  rateLimitMax: number,
): Promise<InstancesRow[]> {
  console.error('bench: starting PostgreSQL (Debian postgresql, a throw-away cluster)');
  const pg = await startTestPostgres();
  const stopPg = onCleanup(() => void pg.stop());
  const env = { DATABASE_URL: pg.url, RATE_LIMIT_MAX: String(rateLimitMax), LOG_LEVEL: 'warn' };
  const processes: ApiProcess[] = [];
  try {
    for (const _ of [1, 2]) {
      const started = await startApiProcess(brandId, env);
      processes.push(started);
      onCleanup(() => started.child.kill('SIGKILL'));
    }
    const brand = resolveBrand(brandId);
    const one = await run('one process', processes.slice(0, 1), pg.url, brand, connections, durationSeconds);
    const two = await run('two processes', processes, pg.url, brand, connections, durationSeconds);
    return [...one, ...two];
  } finally {
    await Promise.all(processes.map((p) => p.stop(5_000)));
    stopPg();
  }
}

const COLUMNS: readonly Column[] = [
  { header: 'instances', align: 'left' },
  { header: 'req/s', align: 'right' },
  { header: 'p99 ms', align: 'right' },
  { header: 'duplicates', align: 'right' },
  { header: 'lost', align: 'right' },
  { header: 'other answers', align: 'left' },
];

export function formatInstancesTable(rows: readonly InstancesRow[]): string {
  return formatTable(
    COLUMNS,
    rows.map((r) => [
      r.instances,
      Math.round(r.requestsPerSecond).toString(),
      r.p99Ms.toString(),
      r.duplicates.toString(),
      r.lost.toString(),
      Object.entries(r.statusCodes)
        .map(([code, n]) => `${code}×${n}`)
        .join(' ') || '-',
    ]),
  );
}
