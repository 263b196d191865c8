/**
 * The stand-in providers' memory under a flood of flows: 4,000 Tink and 4,000 Instantor starts with a long
 * `state`, then 4,000 of each with a state of the largest accepted length, over HTTP to a server in this process
 * (APP_ENV=development, the only mode that serves the stand-ins; rate limit lifted so that only the stores are
 * measured). Prints the heap after a full collection before and after each flood, and the answers' statuses.
 * (Over HTTP, not app.inject: injected requests leave garbage of their own that would hide the stores'.)
 *
 *   node --expose-gc --import tsx scripts/stand-in-heap.ts [requests=4000] [stateChars=12288]
 */
import { join } from 'node:path';
import { tmpdir } from 'node:os';
import { buildApp } from '../server/src/app';

const REQUESTS = Number(process.argv[2] ?? 4000);
const LONG_STATE = Number(process.argv[3] ?? 12 * 1024);
/** The longest state the stand-ins take (providers/flow-store.ts MAX_STATE_LENGTH); 512 before it existed too. */
const ACCEPTED_STATE = 512;

const gc = (globalThis as { gc?: () => void }).gc;
if (!gc) throw new Error('run with node --expose-gc');
const heapMb = () => {
  gc();
  return Math.round(process.memoryUsage().heapUsed / 1024 / 102.4) / 10;
};

const app = await buildApp({
  brand: 'vn-1',
  appEnv: 'development',
  distDir: join(tmpdir(), 'no-dist-here'),
  database: { kind: 'memory' },
  rateLimit: { max: 1_000_000 },
  loadShedding: { maxEventLoopDelayMs: 0 },
});
await app.listen({ host: '127.0.0.1', port: 0 });
const address = app.server.address();
if (address === null || typeof address === 'string') throw new Error('not listening on a port');
const HOST = `127.0.0.1:${address.port}`;

async function flood(stateChars: number): Promise<Record<string, number>> {
  const statuses: Record<string, number> = {};
  const redirect = `http://${HOST}/application-frontend/wenance-tink`;
  for (let i = 0; i < REQUESTS; i++) {
    const state = `${i}-`.padEnd(stateChars, 'x');
    const tink = new URLSearchParams({ client_id: 'finceptiv-vn-1', redirect_uri: redirect, state });
    const instantor = new URLSearchParams({ source: 'finceptiv-vn-1', userParam: state });
    for (const url of [
      `/provider/tink/1.0/account-check/create-report?${tink.toString()}`,
      `/provider/instantor/frame?${instantor.toString()}`,
    ]) {
      const res = await fetch(`http://${HOST}${url}`);
      await res.arrayBuffer();
      const key = `${url.split('?')[0]} ${res.status}`;
      statuses[key] = (statuses[key] ?? 0) + 1;
    }
  }
  return statuses;
}

const start = heapMb();
console.log(`heap at start: ${start} MB`);
for (const chars of [LONG_STATE, ACCEPTED_STATE]) {
  const before = heapMb();
  const statuses = await flood(chars);
  const after = heapMb();
  console.log(`${REQUESTS} x 2 starts, state of ${chars} chars: heap ${before} -> ${after} MB`, statuses);
}
await app.close();
