import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { ResolvedConfig } from 'vite';
import { describe, expect, it } from 'vitest';
import { DEFAULT_STATE_MAP_ENTRIES } from '../contract/state-map';
import { brandPlugin } from '../scripts/vite-brand-plugin';
import { operatorLayer } from './operator';
import { resolveBrand } from './resolve';
import { loadStateMap } from './state-map-file';

const dir = mkdtempSync(join(tmpdir(), 'state-map-'));
/** A map file in a scratch directory; answers its path. */
function mapFile(name: string, value: unknown): string {
  const path = join(dir, name);
  writeFileSync(path, typeof value === 'string' ? value : JSON.stringify(value));
  return path;
}
const renumbered = DEFAULT_STATE_MAP_ENTRIES.map((e) => ({ ...e, state: e.state + 100 }));
const withUnknownRoute = renumbered.map((e) => (e.route === '/smava' ? { ...e, route: '/bank-statement' } : e));

describe("a brand's state map file", () => {
  it("is the product's own map when the brand names none", () => {
    expect(loadStateMap({ id: 'es-1' })).toBe(DEFAULT_STATE_MAP_ENTRIES);
  });

  it('is read and checked when named (STATE_MAP sets it for a deployment), relative to the working directory', () => {
    const brand = resolveBrand('es-1', 'production', operatorLayer({ STATE_MAP: 'renumbered.json' }));
    expect(brand.stateMap).toBe('renumbered.json');
    mapFile('renumbered.json', renumbered);
    expect(loadStateMap(brand, dir)).toEqual(renumbered);
  });

  it('refuses a map naming a route the product does not have, saying which brand, which file and what', () => {
    const path = mapFile('unknown-route.json', withUnknownRoute);
    expect(() => loadStateMap({ id: 'es-1', stateMap: path })).toThrow(
      `Brand es-1: the state map ${path} is not valid:\n  [35.route] "/bank-statement" is no route the product has`,
    );
  });

  it('refuses a file that is missing or no JSON', () => {
    expect(() => loadStateMap({ id: 'es-1', stateMap: join(dir, 'missing.json') })).toThrow(/cannot be read: ENOENT/);
    expect(() => loadStateMap({ id: 'es-1', stateMap: mapFile('broken.json', '[{') })).toThrow(/cannot be read/);
  });

  it('is a path to a .json file in the brand schema', () => {
    expect(() => resolveBrand('es-1', 'production', { stateMap: 'map.yaml' })).toThrow(/stateMap: a path to a \.json file/);
  });
});

describe('the build (scripts/vite-brand-plugin.ts)', () => {
  const config = { root: dir, build: { outDir: 'out' } } as unknown as ResolvedConfig;
  const hook = (plugin: ReturnType<typeof brandPlugin>, name: 'configResolved' | 'load') => {
    const h: unknown = plugin[name];
    return (typeof h === 'object' && h !== null ? (h as { handler: unknown }).handler : h) as (arg: unknown) => unknown;
  };

  it('stops when the brand names an invalid map', () => {
    const plugin = brandPlugin({ ...resolveBrand('es-1'), stateMap: mapFile('build-bad.json', withUnknownRoute) });
    expect(() => hook(plugin, 'configResolved')(config)).toThrow(/"\/bank-statement" is no route the product has/);
  });

  it("serves the brand's map as virtual:state-map, the product's own without one", () => {
    const own = brandPlugin(resolveBrand('es-1'));
    expect(hook(own, 'load')('\0virtual:state-map')).toBe(
      `export const stateMapEntries = ${JSON.stringify(DEFAULT_STATE_MAP_ENTRIES)};`,
    );
    const deployed = brandPlugin({ ...resolveBrand('es-1'), stateMap: mapFile('build-good.json', renumbered) });
    hook(deployed, 'configResolved')(config);
    expect(hook(deployed, 'load')('\0virtual:state-map')).toBe(`export const stateMapEntries = ${JSON.stringify(renumbered)};`);
  });
});
