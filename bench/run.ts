/**
 * `npm run bench`: Lighthouse (mobile) on built brands against a bare-React floor built and served the same
 * way, plus API load on the real server. Tables on stdout, progress on stderr, everything in
 * bench/results/latest.json.
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
 *   npm run bench -- --check                       exit 1 when a page breaks the budget (see table.ts)
 *   npm run bench -- --runs 1 --duration 2         quicker, for development
 *
 * Choosing pages (--brands, --routes, --all) runs Lighthouse only; add --api to get the API table as well.
 */
import { existsSync, mkdirSync, writeFileSync } from 'node:fs';
import { cpus } from 'node:os';
import { join } from 'node:path';
import { ensureChromium } from '../scripts/ensure-chromium';
import { formatInstancesTable, measureInstances, type InstancesRow } from './api-instances';
import { measureApi, type ApiMeasurement } from './api-load';
import { buildFloor, startFloorServer } from './floor';
import {
  formatInteractionTable,
  interactionLegend,
  interactionOverBudget,
  medianInteraction,
  type InteractionRow,
} from './interaction';
import { ACCEPT_ENCODING, measureUrl, type UrlMeasurement } from './lighthouse';
import { BASE_PATH, configuredFirstStep, pageUrl, parseOptions, USAGE, visitsOf, type BenchOptions, type BrandPages } from './options';
import { benchExitCode, overBudget } from './outcome';
import { firstInteraction } from './user-flow';
import { buildBrand, installExitHandlers, REPO_ROOT, startProductServer, warmUpAssets, type RunningServer } from './serve';
import {
  budgetFailures,
  budgetLegend,
  consentLegend,
  formatApiTable,
  formatLighthouseTable,
  machineLine,
  routeLabel,
  type BudgetPart,
  type LighthouseRow,
  type Visit,
} from './table';

const API_BRAND = 'vn-1';
const API_CONNECTIONS = 10;
/** The servers the bench starts must never answer 429 to the bench itself. */
const PAGE_RATE_LIMIT_MAX = 100_000;
const API_RATE_LIMIT_MAX = 1_000_000_000;
const RESULTS_FILE = join(import.meta.dirname, 'results', 'latest.json');

interface PageResult extends LighthouseRow {
  visit: Visit;
  budgetFailures: BudgetPart[];
}

interface InteractionResult extends InteractionRow {
  budgetFailures: BudgetPart[];
}

interface BenchError {
  stage: string;
  message: string;
}

interface BenchResults {
  startedAt: string;
  finishedAt?: string;
  options: BenchOptions;
  environment: { node: string; cpus: number; cpuModel: string };
  floor?: LighthouseRow;
  pages: PageResult[];
  interactions: InteractionResult[];
  api?: { brand: string; connections: number; durationSeconds: number; endpoints: ApiMeasurement[] };
  /** Lead creates with replayed Idempotency-Keys on one PostgreSQL: one API process, then two. */
  instances?: { brand: string; connections: number; durationSeconds: number; rows: InstancesRow[] };
  errors: BenchError[];
}

function message(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}

async function withServer<T>(start: () => Promise<RunningServer>, use: (server: RunningServer) => Promise<T>): Promise<T> {
  const server = await start();
  try {
    return await use(server);
  } finally {
    await server.stop();
  }
}

function row(brand: string, route: string, measurement: UrlMeasurement): LighthouseRow {
  return { brand, route, url: measurement.url, median: measurement.median, runs: measurement.runs };
}

async function measureFloor(options: BenchOptions): Promise<LighthouseRow> {
  await buildFloor();
  return withServer(startFloorServer, async (server) => row('floor', '/', await measureUrl(pageUrl(server.origin, '/'), options.runs)));
}

async function measureBrand({ brand, routes }: BrandPages, options: BenchOptions, floor: LighthouseRow, results: BenchResults): Promise<void> {
  await buildBrand(brand);
  await withServer(
    () => startProductServer({ brand, rateLimitMax: PAGE_RATE_LIMIT_MAX }),
    async (server) => {
      await warmUpAssets(server.origin, brand, BASE_PATH, ACCEPT_ENCODING);
      for (const route of routes) {
        for (const visit of visitsOf(options)) await measurePage(brand, route, visit, pageUrl(server.origin, route), options, floor, results);
      }
      const firstStep = configuredFirstStep(brand);
      if (routes.includes(firstStep)) await measureInteraction(brand, firstStep, pageUrl(server.origin, firstStep), options, results);
    },
  );
}

/** One page in one kind of visit: a row of the Lighthouse table (the same budget whatever the visit), or an error. */
async function measurePage(brand: string, route: string, visit: Visit, url: string, options: BenchOptions, floor: LighthouseRow, results: BenchResults): Promise<void> {
  const label = routeLabel(route, visit);
  try {
    const page = row(brand, label, await measureUrl(url, options.runs, visit));
    results.pages.push({ ...page, visit, budgetFailures: budgetFailures(page.median, floor.median) });
  } catch (error) {
    results.errors.push({ stage: `lighthouse ${brand} ${label}`, message: message(error) });
    console.error(`bench: ${brand} ${label} failed: ${message(error)}`);
  }
}

async function measureInteraction(brand: string, route: string, url: string, options: BenchOptions, results: BenchResults): Promise<void> {
  try {
    const runs = [];
    for (let i = 0; i < options.runs; i++) {
      console.error(`bench: ${brand} ${route} first interaction, run ${i + 1} of ${options.runs}`);
      runs.push(await firstInteraction(url));
    }
    const median = medianInteraction(runs);
    results.interactions.push({ brand, route, median, runs, budgetFailures: interactionOverBudget(median) ? ['INP'] : [] });
  } catch (error) {
    results.errors.push({ stage: `user flow ${brand} ${route}`, message: message(error) });
    console.error(`bench: ${brand} ${route} user flow failed: ${message(error)}`);
  }
}

async function runLighthouse(options: BenchOptions, results: BenchResults): Promise<void> {
  ensureChromium();
  const floor = await measureFloor(options);
  results.floor = floor;
  for (const pages of options.pages) {
    try {
      await measureBrand(pages, options, floor, results);
    } catch (error) {
      results.errors.push({ stage: `brand ${pages.brand}`, message: message(error) });
      console.error(`bench: ${pages.brand} failed: ${message(error)}`);
    }
  }
  console.log(`\nLighthouse, mobile (simulated throttling), median of ${options.runs} run(s)\n`);
  console.log(machineLine(results.environment, floor.median.benchmarkIndex));
  console.log(formatLighthouseTable(floor, results.pages));
  console.error(`\n${budgetLegend()}`);
  if (options.consent) console.error(consentLegend());
  if (results.interactions.length === 0) return;
  console.log('\nFirst interaction, Lighthouse user flow (devtools throttling: 4× CPU, slow 4G), median of runs by INP\n');
  console.log(formatInteractionTable(results.interactions));
  console.error(`\n${interactionLegend()}`);
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
    if (options.lighthouse) await runLighthouse(options, results);
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
  if (options.check && over.length > 0) {
    console.error(`bench: --check: ${over.length} page(s) over budget: ${over.map((p) => `${p.brand} ${p.route} (${p.budgetFailures.join(',')})`).join(', ')}`);
  }
  return benchExitCode({ errors: results.errors.length, pages: measured, check: options.check });
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
