/**
 * A deployment's state map (decision 0039): the JSON file the brand's `stateMap` names, read and checked where the
 * build (scripts/vite-brand-plugin.ts) and the reference API (server/src/app.ts) start; without one, the product's
 * own map (contract/state-map.json). The path is relative to the directory the build or server runs in.
 */
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { DEFAULT_STATE_MAP_ENTRIES, type StateMapEntry } from '../contract/state-map';
import { checkStateMap } from '../contract/state-map-schema';
import type { BrandConfig } from './schema';

/** The brand's map entries, checked; throws with every problem of the file, one a line. */
export function loadStateMap(
  brand: Pick<BrandConfig, 'id' | 'stateMap'>,
  cwd: string = process.cwd(),
): readonly StateMapEntry[] {
  if (brand.stateMap === undefined) return DEFAULT_STATE_MAP_ENTRIES;
  const where = `Brand ${brand.id}: the state map ${brand.stateMap}`;
  let value: unknown;
  try {
    value = JSON.parse(readFileSync(resolve(cwd, brand.stateMap), 'utf8'));
  } catch (error) {
    throw new Error(`${where} cannot be read: ${error instanceof Error ? error.message : String(error)}`, {
      cause: error,
    });
  }
  const checked = checkStateMap(value);
  if (!checked.ok) throw new Error(`${where} is not valid:\n${checked.problems.map((p) => `  ${p}`).join('\n')}`);
  return checked.entries;
}
