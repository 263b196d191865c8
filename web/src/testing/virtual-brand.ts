/**
 * `virtual:brand` in unit tests (vitest.config.ts aliases it here). By default es-1's configuration (its
 * development layer) with a placeholder logo. `setTestBrand(id)` swaps the three exports to another brand's module
 * exactly as its build serves it, and installs its number patterns as the page's start does; `resetTestBrand()`
 * puts the default back (renderWithProviders's `brand` option does both). The exports are live bindings: a module
 * that reads `brand` when it renders sees the swap. A test that needs other values mocks the module with
 * vi.mock('virtual:brand', ...).
 */
import type { Plugin } from 'vite';
import { resolveBrand } from '../../../brands/resolve';
import type { BrandConfig, BrandId, Environment } from '../../../brands/schema';
import { brandPlugin } from '../../../scripts/vite-brand-plugin';
import { brandNumberFormats, installNumberFormats, type BrandNumberFormats } from '../lib/format';

type BrandModule = { brand: Readonly<BrandConfig>; logoSvg: string; numberFormats: BrandNumberFormats };

const defaultBrand = resolveBrand('es-1', 'development');
const DEFAULT_MODULE: BrandModule = {
  brand: defaultBrand,
  logoSvg: '<svg xmlns="http://www.w3.org/2000/svg" width="32" height="32" viewBox="0 0 32 32"></svg>',
  numberFormats: brandNumberFormats(defaultBrand.locale, defaultBrand.currency, defaultBrand.period),
};

export let brand = DEFAULT_MODULE.brand;
export let logoSvg = DEFAULT_MODULE.logoSvg;
export let numberFormats = DEFAULT_MODULE.numberFormats;

/** Calls a hook of the brand plugin with one argument: its hooks read no plugin context. */
function callHook(hook: Plugin['resolveId'] | Plugin['load'], arg: string): unknown {
  const handler: unknown = typeof hook === 'object' ? hook.handler : hook;
  if (typeof handler !== 'function') throw new Error('the brand plugin has no such hook');
  return (handler as (this: void, arg: string) => unknown)(arg);
}

/** One `export const name = value;` line of the module the plugin writes: its value is JSON, frozen or not. */
const EXPORT_LINE = /^export const (\w+) = (?:Object\.freeze\((.*)\)|(.*));$/gm;

/**
 * The `virtual:brand` module a build of `config` imports, read back into values: the brand plugin
 * (scripts/vite-brand-plugin.ts) resolves and loads it, with the brand's logo from brands/assets and its number
 * patterns, and its three JSON exports are parsed.
 */
function builtModule(config: Readonly<BrandConfig>): BrandModule {
  const plugin = brandPlugin(config);
  const id = callHook(plugin.resolveId, 'virtual:brand');
  const code = typeof id === 'string' ? callHook(plugin.load, id) : undefined;
  if (typeof code !== 'string') throw new Error(`the brand plugin wrote no virtual:brand for ${config.id}`);
  const values: Record<string, unknown> = Object.fromEntries(
    [...code.matchAll(EXPORT_LINE)].map((m) => [m[1]!, JSON.parse(m[2] ?? m[3]!) as unknown]),
  );
  const { brand: written, logoSvg: logo, numberFormats: formats } = values;
  if (
    typeof logo !== 'string' ||
    typeof formats !== 'object' ||
    (written as { id?: unknown } | undefined)?.id !== config.id
  )
    throw new Error(
      `virtual:brand of ${config.id} lacks an export: it has ${Object.keys(values).join(', ')}`,
    );
  // The plugin writes the resolved brand and its number patterns as JSON: read back, they are those values.
  return {
    brand: Object.freeze(written as BrandConfig),
    logoSvg: logo,
    numberFormats: formats as BrandNumberFormats,
  };
}

const built = new Map<string, BrandModule>();

/**
 * From now on `virtual:brand` is the module a build of brand `id` serves (`environment`'s layer, development by
 * default as for es-1), and its number patterns are installed as the page's start installs them (main.tsx).
 */
export function setTestBrand(id: BrandId, environment: Environment = 'development'): Readonly<BrandConfig> {
  const key = `${id}|${environment}`;
  let module = built.get(key);
  if (!module) built.set(key, (module = builtModule(resolveBrand(id, environment))));
  ({ brand, logoSvg, numberFormats } = module);
  installNumberFormats(module.numberFormats);
  return module.brand;
}

/** Back to the default: es-1 with the placeholder logo, and no number patterns installed (formatting by Intl). */
export function resetTestBrand(): void {
  ({ brand, logoSvg, numberFormats } = DEFAULT_MODULE);
  installNumberFormats(undefined);
}
