import type { BrandLayer } from '../schema';
import { co } from './co';
import { de } from './de';
import { es } from './es';
import { mx } from './mx';
import { ph } from './ph';
import { pl } from './pl';
import { ro } from './ro';
import { vn } from './vn';

/** The two-letter prefix of a brand id, naming its country file. */
export type CountryKey = 'co' | 'de' | 'mx' | 'ph' | 'pl' | 'ro' | 'es' | 'vn';

/** Keyed by the two-letter prefix of the brand id. */
export const countries = { co, de, mx, ph, pl, ro, es, vn } satisfies Record<CountryKey, BrandLayer>;
