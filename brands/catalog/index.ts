import type { BrandId, BrandLayer } from '../schema';
import { brand as vn1 } from './vn-1';

export const brands: Record<BrandId, BrandLayer> = {
  'vn-1': vn1,
} as never;
