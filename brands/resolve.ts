import { BRAND_IDS, ENVIRONMENTS, brandSchema, type BrandConfig, type BrandId, type BrandLayer, type Environment } from './schema';
import { defaults } from './defaults';
import { countries } from './countries';
import { brands } from './catalog';
import { dataPoints } from '../contract/data-points';

export class UnknownBrandError extends Error {
  constructor(id: string) {
    super(`Unknown BRAND "${id}". Valid brand ids: ${BRAND_IDS.join(', ')}`);
  }
}

export function isBrandId(id: string): id is BrandId {
  return (BRAND_IDS as readonly string[]).includes(id);
}

function isPlainObject(v: unknown): v is Record<string, unknown> {
  return typeof v === 'object' && v !== null && !Array.isArray(v);
}

/** Later layers win; nested objects merge key by key; arrays are replaced whole. */
export function mergeLayers(...layers: Record<string, unknown>[]): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const layer of layers) {
    for (const [key, value] of Object.entries(layer)) {
      const prev = out[key];
      out[key] = isPlainObject(prev) && isPlainObject(value) ? mergeLayers(prev, value) : value;
    }
  }
  return out;
}

function deepFreeze<T>(value: T): T {
  if (typeof value === 'object' && value !== null) {
    for (const v of Object.values(value)) deepFreeze(v);
    Object.freeze(value);
  }
  return value;
}

function withoutEnvironments(layer: BrandLayer): Record<string, unknown> {
  const { environments: _ignored, ...rest } = layer;
  return rest;
}

/**
 * defaults < country < brand < (country, then brand) environment overrides < the deployment's operator layer
 * (brands/operator.ts); parsed with zod and frozen. Throws with the list of valid ids for an unknown brand and
 * with every bad field for an invalid one.
 */
export function resolveBrand(
  id: string,
  environment: Environment = 'production',
  operator: Record<string, unknown> = {},
): Readonly<BrandConfig> {
  if (!isBrandId(id)) throw new UnknownBrandError(id);
  if (!ENVIRONMENTS.includes(environment)) {
    throw new Error(`Unknown environment "${environment}". Valid: ${ENVIRONMENTS.join(', ')}`);
  }
  const brand = brands[id];
  const country = countries[id.slice(0, 2) as keyof typeof countries];
  const merged = mergeLayers(
    withoutEnvironments(defaults),
    withoutEnvironments(country),
    withoutEnvironments(brand),
    withoutEnvironments(country.environments?.[environment] ?? {}),
    withoutEnvironments(brand.environments?.[environment] ?? {}),
    operator,
    { environment },
  );
  const parsed = brandSchema.safeParse(merged);
  if (!parsed.success) {
    const problems = parsed.error.issues.map((i) => `  ${i.path.join('.') || '(root)'}: ${i.message}`).join('\n');
    throw new Error(`Brand "${id}" (${environment}) has an invalid configuration:\n${problems}`);
  }
  const unknown = parsed.data.steps.flatMap((step) => step.dataPoints.filter((id) => !(id in dataPoints)));
  if (unknown.length) throw new Error(`Brand "${id}" names data points the catalogue does not have: ${unknown.join(', ')}`);
  return deepFreeze(parsed.data);
}
