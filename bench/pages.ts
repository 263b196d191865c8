/**
 * The page part of `npm run bench`: the hello-world floor, then per brand its pages, each measured interleaved
 * with its form floor (floor, page, floor, page…), then each page's first interaction; the tables and the
 * host's verdict (budget.ts) on stdout.
 */
import { ensureChromium } from '../scripts/ensure-chromium';
import { budgetFailures, cpuSlowdownFor, hostVerdict, type BudgetPart, type HostVerdict } from './budget';
import { buildFloor, startFloorServer } from './floor';
import { buildFormFloor, startFormFloorServer } from './form-floor';
import type { FloorScripts } from './form-floor-html';
import { formatInteractionTable, interactionLegend, interactionOverBudget, medianInteraction, type InteractionRow } from './interaction';
import { ACCEPT_ENCODING, calibrateHost, measureInterleaved, measureUrl, type HostSpeed, type UrlMeasurement } from './lighthouse';
import { budgetLegend, FORM_FLOOR_NOTE, formatLighthouseTable } from './lighthouse-table';
import { configuredFirstStep, interactionRoutes, pageUrl, visitsOf, BASE_PATH, type BenchOptions, type BrandPages } from './options';
import { buildBrand, startProductServer, warmUpAssets, type RunningServer } from './serve';
import { consentLegend, machineLine, routeLabel, type LighthouseRow, type Visit } from './table';
import { firstInteraction } from './user-flow';

/** The servers the bench starts must never answer 429 to the bench itself. */
const PAGE_RATE_LIMIT_MAX = 100_000;

export interface PageResult extends LighthouseRow {
  visit: Visit;
  /** This page's form floor, measured interleaved with it. */
  formFloor: LighthouseRow;
  budgetFailures: BudgetPart[];
}

export interface InteractionResult extends InteractionRow {
  budgetFailures: BudgetPart[];
}

export interface BenchError {
  stage: string;
  message: string;
}

export interface PageResults {
  environment: { node: string; cpus: number; cpuModel: string };
  /** The hello-world floor: JS weight. */
  helloFloor?: LighthouseRow;
  pages: PageResult[];
  interactions: InteractionResult[];
  /** Whether the host was steady and slow enough for `--check` to judge this run. */
  host?: HostVerdict;
  errors: BenchError[];
}

export function message(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}

export async function withServer<T>(start: () => Promise<RunningServer>, use: (server: RunningServer) => Promise<T>): Promise<T> {
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

interface Context {
  options: BenchOptions;
  host: HostSpeed;
  helloFloor: LighthouseRow;
  floorScripts: FloorScripts;
  results: PageResults;
}

async function measureHelloFloor(options: BenchOptions, host: HostSpeed): Promise<LighthouseRow> {
  await buildFloor();
  return withServer(startFloorServer, async (server) => {
    const url = pageUrl(server.origin, '/');
    await calibrateHost(url, host);
    return row('floor', 'hello world', await measureUrl(url, options.runs, host));
  });
}

/** One page in one kind of visit, against its form floor: two rows of the table, or an error. */
async function measurePage(ctx: Context, brand: string, route: string, visit: Visit, origins: { page: string; floor: string }): Promise<void> {
  const label = routeLabel(route, visit);
  try {
    const urls = { page: pageUrl(origins.page, route), floor: pageUrl(origins.floor, route) };
    const measured = await measureInterleaved(urls, ctx.options.runs, ctx.host, visit);
    const page = row(brand, label, measured.page);
    const formFloor = row(brand, `${label} · ${FORM_FLOOR_NOTE}`, measured.floor);
    ctx.results.pages.push({ ...page, visit, formFloor, budgetFailures: budgetFailures(page, { hello: ctx.helloFloor.median, form: formFloor }) });
  } catch (error) {
    ctx.results.errors.push({ stage: `lighthouse ${brand} ${label}`, message: message(error) });
    console.error(`bench: ${brand} ${label} failed: ${message(error)}`);
  }
}

async function measureInteraction(ctx: Context, brand: string, route: string, url: string): Promise<void> {
  try {
    const runs = [];
    for (let i = 0; i < ctx.options.runs; i++) {
      console.error(`bench: ${brand} ${route} first interaction, run ${i + 1} of ${ctx.options.runs}`);
      runs.push(await firstInteraction(url, cpuSlowdownFor(ctx.host.benchmarkIndex)));
    }
    const median = medianInteraction(runs);
    ctx.results.interactions.push({ brand, route, median, runs, budgetFailures: interactionOverBudget(median) ? ['INP'] : [] });
  } catch (error) {
    ctx.results.errors.push({ stage: `user flow ${brand} ${route}`, message: message(error) });
    console.error(`bench: ${brand} ${route} user flow failed: ${message(error)}`);
  }
}

async function measureBrand(ctx: Context, { brand, routes }: BrandPages): Promise<void> {
  await buildBrand(brand);
  await withServer(
    () => startProductServer({ brand, rateLimitMax: PAGE_RATE_LIMIT_MAX }),
    (product) =>
      withServer(
        () => startFormFloorServer(brand, routes, ctx.floorScripts),
        async (floor) => {
          await warmUpAssets(product.origin, brand, BASE_PATH, ACCEPT_ENCODING);
          for (const route of routes) {
            for (const visit of visitsOf(ctx.options)) await measurePage(ctx, brand, route, visit, { page: product.origin, floor: floor.origin });
          }
          for (const route of interactionRoutes(routes, configuredFirstStep(brand))) await measureInteraction(ctx, brand, route, pageUrl(product.origin, route));
        },
      ),
  );
}

function printTables(ctx: Context): void {
  const { results, options, helloFloor } = ctx;
  const allRuns = [...helloFloor.runs, ...results.pages.flatMap((p) => [...p.runs, ...p.formFloor.runs])];
  const host = hostVerdict(allRuns);
  results.host = host;
  console.log(`\nLighthouse, mobile (simulated throttling), median of ${options.runs} run(s), each page interleaved with its form floor\n`);
  console.log(machineLine(results.environment, { min: host.minIndex, max: host.maxIndex }));
  for (const line of host.lines) console.log(`host: ${line}`);
  console.log(formatLighthouseTable(helloFloor, results.pages.map((page) => ({ page, formFloor: page.formFloor }))));
  console.error(`\n${budgetLegend()}`);
  if (options.consent) console.error(consentLegend());
  if (results.interactions.length === 0) return;
  console.log('\nFirst interaction, Lighthouse user flow (devtools throttling: the CPU slowdown shown, slow 4G), median of runs by INP\n');
  console.log(formatInteractionTable(results.interactions));
  console.error(`\n${interactionLegend()}`);
}

export async function runPages(options: BenchOptions, results: PageResults): Promise<void> {
  ensureChromium();
  const host: HostSpeed = {};
  const helloFloor = await measureHelloFloor(options, host);
  results.helloFloor = helloFloor;
  const ctx: Context = { options, host, helloFloor, floorScripts: await buildFormFloor(), results };
  for (const pages of options.pages) {
    try {
      await measureBrand(ctx, pages);
    } catch (error) {
      results.errors.push({ stage: `brand ${pages.brand}`, message: message(error) });
      console.error(`bench: ${pages.brand} failed: ${message(error)}`);
    }
  }
  printTables(ctx);
}
