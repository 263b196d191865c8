/**
 * `npm run bench`: Lighthouse (mobile) on built brands against two floors built and served the same way (a bare
 * React hello world for JS weight; each page's own build-time HTML hydrated by bare React, measured interleaved
 * with it), each run's benchmarkIndex, main-thread work normalised by it, the first interaction; plus API load
 * on the real server. Tables on stdout, progress on stderr, everything in bench/results/latest.json.
 *
 *   npm run bench                                  the floor; vn-1 at / and /initial-details; es-1 at /,
 *                                                  /loan-information and /personal-details; the API table
 *   npm run bench -- --brands es-1,vn-1            those brands, each at / and its flow's first step
 *   npm run bench -- --brands es-1 --routes /,/loan-information   exactly those routes
 *   npm run bench -- --all                         all 16 brands, each at / and its first step (unless --routes)
 *   npm run bench -- --api                         the API tables only: the load on one server (embedded database),
 *                                                  then lead creates with replayed Idempotency-Keys on one PostgreSQL
 *                                                  against one API process and against two (throughput, p99,
 *                                                  duplicates, lost writes)
 *   npm run bench -- --no-consent                  without the "(consent, 2nd visit)" rows: by default every page is
 *                                                  measured again as a returning visitor who accepted all cookies
 *                                                  (consent-visit.ts), its tags loaded, against the same budget
 *   npm run bench -- --check                       exit 1 when a page breaks the budget (budget.ts); exit 2 when the
 *                                                  host was too noisy (benchmarkIndex spread over 25 %) or too fast to judge
 *   npm run bench -- --runs 1 --duration 2         quicker, for development (5 Lighthouse runs per page by default)
 *
 * Choosing pages (--brands, --routes, --all) runs Lighthouse only; add --api to get the API table as well.
 */
import { existsSync, mkdirSync, writeFileSync } from 'node:fs';
import { cpus } from 'node:os';
import { join } from 'node:path';
import { formatInstancesTable, measureInstances, type InstancesRow } from './api-instances';
import { measureApi, type ApiMeasurement } from './api-load';
import { parseOptions, USAGE, type BenchOptions } from './options';
import { benchExitCode, NOT_JUDGED, overBudget } from './outcome';
import { message, runPages, withServer, type PageResults } from './pages';
import { buildBrand, installExitHandlers, REPO_ROOT, startProductServer } from './serve';
import { formatApiTable } from './table';

const API_BRAND = 'vn-1';
const API_CONNECTIONS = 10;
const API_RATE_LIMIT_MAX = 1_000_000_000;
const RESULTS_FILE = join(import.meta.dirname, 'results', 'latest.json');

interface BenchResults extends PageResults {
  startedAt: string;
  finishedAt?: string;
  options: BenchOptions;
  api?: { brand: string; connections: number; durationSeconds: number; endpoints: ApiMeasurement[] };
  /** Lead creates with replayed Idempotency-Keys on one PostgreSQL: one API process, then two. */
  instances?: { brand: string; connections: number; durationSeconds: number; rows: InstancesRow[] };
}

async function runApi(options: BenchOptions, results: BenchResults): Promise<void> {
  // The server may want its brand's build to serve; build it when the Lighthouse part has not.
  if (!options.lighthouse || !options.pages.some((p) => p.brand === API_BRAND)) {
    if (!existsSync(join(REPO_ROOT, 'dist', API_BRAND, 'index.html'))) await buildBrand(API_BRAND);
  }
  const endpoints = await withServer(
    () => startProductServer({ brand: API_BRAND, rateLimitMax: API_RATE_LIMIT_MAX }),
    (server) => measureApi(server.origin, API_BRAND, { durationSeconds: options.durationSeconds, connections: API_CONNECTIONS }),
  );
  results.api = { brand: API_BRAND, connections: API_CONNECTIONS, durationSeconds: options.durationSeconds, endpoints };
  console.log(`\nAPI (${API_BRAND}), autocannon, ${API_CONNECTIONS} connections, ${options.durationSeconds} s each, loopback\n`);
  console.log(formatApiTable(endpoints));
  await runInstances(options, results);
}

async function runInstances(options: BenchOptions, results: BenchResults): Promise<void> {
  const rows = await measureInstances(API_BRAND, API_CONNECTIONS, options.durationSeconds, API_RATE_LIMIT_MAX);
  results.instances = { brand: API_BRAND, connections: API_CONNECTIONS, durationSeconds: options.durationSeconds, rows };
  console.log(
    `\nAPI on one PostgreSQL (${API_BRAND}): lead create, each Idempotency-Key sent twice, ${API_CONNECTIONS} connections ` +
      `in all, ${options.durationSeconds} s each, loopback\n`,
  );
  console.log(formatInstancesTable(rows));
}

function writeResults(results: BenchResults): void {
  mkdirSync(join(RESULTS_FILE, '..'), { recursive: true });
  writeFileSync(RESULTS_FILE, `${JSON.stringify(results, null, 2)}\n`);
  console.error(`bench: results written to ${RESULTS_FILE}`);
}

async function main(): Promise<number> {
  installExitHandlers();
  const options = parseOptions(process.argv.slice(2));
  if (options.help) {
    console.error(USAGE);
    return 0;
  }
  const results: BenchResults = {
    startedAt: new Date().toISOString(),
    options,
    environment: { node: process.version, cpus: cpus().length, cpuModel: cpus()[0]?.model ?? 'unknown' },
    pages: [],
    interactions: [],
    errors: [],
  };
  try {
    if (options.lighthouse) await runPages(options, results);
    if (options.api) {
      try {
        await runApi(options, results);
      } catch (error) {
        results.errors.push({ stage: 'api', message: message(error) });
        console.error(`bench: API load failed: ${message(error)}`);
      }
    }
  } finally {
    results.finishedAt = new Date().toISOString();
    writeResults(results);
  }
  for (const error of results.errors) console.error(`bench: ERROR in ${error.stage}: ${error.message}`);
  const measured = [...results.pages, ...results.interactions];
  const over = overBudget(measured);
  const hostUsable = results.host?.usableForCheck ?? true;
  if (options.check && over.length > 0) {
    console.error(`bench: --check: ${over.length} page(s) over budget: ${over.map((p) => `${p.brand} ${p.route} (${p.budgetFailures.join(',')})`).join(', ')}`);
  }
  const code = benchExitCode({ errors: results.errors.length, pages: measured, check: options.check, hostUsable });
  if (code === NOT_JUDGED) console.error(`bench: --check: not judged, the host was not fit (${results.host?.lines.join('; ') ?? ''}); measure again on a quiet host`);
  return code;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  main().then(
    (code) => process.exit(code),
    (error: unknown) => {
      console.error(`bench: ${message(error)}`);
      process.exit(1);
    },
  );
}
