import type { BrandLayer } from '../schema';
import { vn } from './vn';

/** Keyed by the two-letter prefix of the brand id. */
export const countries: Record<'co' | 'de' | 'mx' | 'ph' | 'pl' | 'ro' | 'es' | 'vn', BrandLayer> = {
  vn,
} as never;
