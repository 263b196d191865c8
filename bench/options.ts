/** The bench's command line, and which pages of which brand it measures. Pure, unit-tested. */
import { parseArgs } from 'node:util';
import { resolveBrand } from '../brands/resolve';
import { BRAND_IDS, ENVIRONMENTS, type Environment } from '../brands/schema';
import { INITIAL_STEP } from '../contract/dynamic-steps';
import type { Visit } from './table';

/** The product's base path (behaviour §2); the floor is built and served under it too. */
export const BASE_PATH = '/application-frontend/';

export const DEFAULT_BRANDS: readonly string[] = ['vn-1', 'es-1'];
/**
 * Routes the default run measures besides each default brand's index and first step: es-1's loan information
 * route (issue #5), which the server answers with its own build-time rendered page.
 */
export const DEFAULT_EXTRA_ROUTES: Readonly<Record<string, readonly string[]>> = { 'es-1': ['/loan-information'] };

/** One brand and the routes measured on its build, in order. */
export interface BrandPages {
  brand: string;
  routes: string[];
}

export interface BenchOptions {
  pages: BrandPages[];
  /** Run the Lighthouse part (floor and pages). */
  lighthouse: boolean;
  /** Run the API load part. */
  api: boolean;
  /** Measure each page a second time: a returning visitor who accepted all cookies (its tags loaded). */
  consent: boolean;
  check: boolean;
  runs: number;
  durationSeconds: number;
  help: boolean;
}

/** The first step of a brand's flow, as a route (`/personal-details`). */
export type FirstStep = (brand: string) => string;

/**
 * The first step of the brand's flow as `npm run build` builds it (APP_ENV's layer, production unless set): for
 * the classic flow the first entry of `steps` in its resolved configuration (brands/resolve.ts); the dynamic
 * flow ignores `steps` and always starts at its initial page (contract/dynamic-steps.ts, decision 0008).
 */
export function configuredFirstStep(brand: string): string {
  const environment = process.env.APP_ENV ?? 'production';
  if (!(ENVIRONMENTS as readonly string[]).includes(environment)) throw new Error(`unknown APP_ENV "${environment}"`);
  const config = resolveBrand(brand, environment as Environment);
  if (config.flow === 'dynamic') return `/${INITIAL_STEP}`;
  const first = config.steps[0];
  if (!first) throw new Error(`brand ${brand} has no steps`);
  return first.path;
}

export const USAGE =
  'usage: npm run bench -- [--brands a,b | --all] [--routes /,/loan-information] [--no-consent] [--api] [--check] [--runs N] [--duration S]\n' +
  '  no page options: vn-1 at / and its first step, es-1 at /, /loan-information and its first step, the floor and the API table\n' +
  "  --brands a,b / --all (every brand): each brand's / and its flow's first step (classic: the first of its steps; dynamic: /initial-details)\n" +
  '  --routes: exactly these routes of each brand (of vn-1 and es-1 without --brands/--all)\n' +
  '  each page is measured twice: fresh, and "(consent, 2nd visit)", a returning visitor who accepted all cookies; --no-consent: fresh only\n' +
  '  choosing pages runs Lighthouse only (add --api for the API table too); --api alone: the API table only\n' +
  '  --check: exit 1 when a page breaks the budget, 2 when the host was too noisy or too fast to judge\n' +
  '  --runs: Lighthouse runs per page and per form floor, interleaved (5); --duration: seconds per API endpoint (10)';

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

const unique = (items: readonly string[]): string[] => [...new Set(items)];

export function parseOptions(argv: readonly string[], firstStep: FirstStep = configuredFirstStep): BenchOptions {
  const { values } = parseArgs({
    args: [...argv],
    options: {
      brands: { type: 'string' },
      routes: { type: 'string' },
      all: { type: 'boolean', default: false },
      api: { type: 'boolean', default: false },
      'no-consent': { type: 'boolean', default: false },
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
  const brands = unique(values.all ? [...BRAND_IDS] : (chosenBrands ?? [...DEFAULT_BRANDS]));
  const unknown = brands.filter((b) => !(BRAND_IDS as readonly string[]).includes(b));
  if (unknown.length > 0) throw new Error(`unknown brand(s) ${unknown.join(', ')}; valid: ${BRAND_IDS.join(', ')}`);
  const badRoute = chosenRoutes?.find((r) => !r.startsWith('/'));
  if (badRoute !== undefined) throw new Error(`a route starts with "/", got "${badRoute}"`);
  const pagesChosen = values.all || chosenBrands !== undefined || chosenRoutes !== undefined;
  // The default run adds its extra routes; a run that names its brands measures each one's index and first step.
  const extras = (brand: string) => (pagesChosen ? [] : (DEFAULT_EXTRA_ROUTES[brand] ?? []));
  const pages = brands.map((brand) => ({
    brand,
    routes: unique(chosenRoutes ?? ['/', ...extras(brand), firstStep(brand)]),
  }));
  return {
    pages,
    lighthouse: !values.api || pagesChosen,
    api: values.api || !pagesChosen,
    consent: !values['no-consent'],
    check: values.check,
    runs: positiveInt('runs', values.runs, 5),
    durationSeconds: positiveInt('duration', values.duration, 10),
    help: values.help,
  };
}

/** The visits each page is measured in: fresh, then (unless --no-consent) again after accepting all cookies. */
export function visitsOf(options: Pick<BenchOptions, 'consent'>): Visit[] {
  return options.consent ? ['first', 'consent'] : ['first'];
}

/** The measured routes whose first interaction is measured too: the brand's `/` and its first step. */
export function interactionRoutes(routes: readonly string[], firstStep: string): string[] {
  return routes.filter((route) => route === '/' || route === firstStep);
}

/** `/` -> {origin}/application-frontend/, `/loan-information` -> {origin}/application-frontend/loan-information. */
export function pageUrl(origin: string, route: string): string {
  return `${origin}${BASE_PATH}${route.replace(/^\/+/, '')}`;
}
