/** The bench's command line, and where a page of a brand lives. Pure, unit-tested. */
import { parseArgs } from 'node:util';
import { BRAND_IDS } from '../brands/schema';

/** The product's base path (spec §2); the floor is built and served under it too. */
export const BASE_PATH = '/application-frontend/';

export const DEFAULT_BRANDS: readonly string[] = ['vn-1', 'es-1'];
export const DEFAULT_ROUTES: readonly string[] = ['/'];

export interface BenchOptions {
  brands: string[];
  routes: string[];
  /** Run the Lighthouse part (floor and pages). */
  lighthouse: boolean;
  /** Run the API load part. */
  api: boolean;
  check: boolean;
  runs: number;
  durationSeconds: number;
  help: boolean;
}

export const USAGE =
  'usage: npm run bench -- [--brands a,b | --all] [--routes /,/loan-information] [--api] [--check] [--runs N] [--duration S]\n' +
  '  no page options: vn-1 and es-1 at /, the floor and the API table\n' +
  '  --brands/--routes/--all: those pages only (add --api for the API table too); --api alone: the API table only\n' +
  '  --check: exit 1 when a page breaks the budget; --runs: Lighthouse runs per page (3); --duration: seconds per API endpoint (10)';

function positiveInt(name: string, value: string | undefined, fallback: number): number {
  if (value === undefined) return fallback;
  const n = Number(value);
  if (!Number.isInteger(n) || n < 1) throw new Error(`--${name} must be a positive whole number, got "${value}"`);
  return n;
}

function list(value: string | undefined): string[] | undefined {
  return value
    ?.split(',')
    .map((s) => s.trim())
    .filter((s) => s.length > 0);
}

export function parseOptions(argv: readonly string[]): BenchOptions {
  const { values } = parseArgs({
    args: [...argv],
    options: {
      brands: { type: 'string' },
      routes: { type: 'string' },
      all: { type: 'boolean', default: false },
      api: { type: 'boolean', default: false },
      check: { type: 'boolean', default: false },
      runs: { type: 'string' },
      duration: { type: 'string' },
      help: { type: 'boolean', short: 'h', default: false },
    },
    strict: true,
    allowPositionals: false,
  });
  const chosenBrands = list(values.brands);
  const chosenRoutes = list(values.routes);
  if (values.all && chosenBrands) throw new Error('--all and --brands exclude each other');
  const brands = values.all ? [...BRAND_IDS] : (chosenBrands ?? [...DEFAULT_BRANDS]);
  const unknown = brands.filter((b) => !(BRAND_IDS as readonly string[]).includes(b));
  if (unknown.length > 0) throw new Error(`unknown brand(s) ${unknown.join(', ')}; valid: ${BRAND_IDS.join(', ')}`);
  // Later, without --routes: each brand's index and its flow's first step (contract/progress.ts).
  const routes = chosenRoutes ?? [...DEFAULT_ROUTES];
  const badRoute = routes.find((r) => !r.startsWith('/'));
  if (badRoute !== undefined) throw new Error(`a route starts with "/", got "${badRoute}"`);
  const pagesChosen = values.all || chosenBrands !== undefined || chosenRoutes !== undefined;
  return {
    brands: [...new Set(brands)],
    routes: [...new Set(routes)],
    lighthouse: !values.api || pagesChosen,
    api: values.api || !pagesChosen,
    check: values.check,
    runs: positiveInt('runs', values.runs, 3),
    durationSeconds: positiveInt('duration', values.duration, 10),
    help: values.help,
  };
}

/** `/` -> {origin}/application-frontend/, `/loan-information` -> {origin}/application-frontend/loan-information. */
export function pageUrl(origin: string, route: string): string {
  return `${origin}${BASE_PATH}${route.replace(/^\/+/, '')}`;
}
