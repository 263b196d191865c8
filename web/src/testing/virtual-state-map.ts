/**
 * `virtual:state-map` in unit tests (vitest.config.ts aliases it here): the product's own map, as a build of a
 * brand without `stateMap` serves it. A test of another deployment's map mocks the module with
 * vi.mock('virtual:state-map', ...) before anything imports it.
 */
import { DEFAULT_STATE_MAP_ENTRIES } from '../../../contract/state-map';

export const stateMapEntries = DEFAULT_STATE_MAP_ENTRIES;
