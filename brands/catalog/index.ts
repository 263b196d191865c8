import type { BrandId, BrandLayer } from '../schema';
import { brand as co1 } from './co-1';
import { brand as co2 } from './co-2';
import { brand as de1 } from './de-1';
import { brand as es1 } from './es-1';
import { brand as es2 } from './es-2';
import { brand as es3 } from './es-3';
import { brand as es4 } from './es-4';
import { brand as es5 } from './es-5';
import { brand as mx1 } from './mx-1';
import { brand as mx2 } from './mx-2';
import { brand as mx3 } from './mx-3';
import { brand as ph1 } from './ph-1';
import { brand as pl1 } from './pl-1';
import { brand as pl2 } from './pl-2';
import { brand as ro1 } from './ro-1';
import { brand as vn1 } from './vn-1';

/** Every brand's own layer, keyed by id; `satisfies` makes a missing or unknown id a type error. */
export const brands = {
  'co-1': co1,
  'co-2': co2,
  'de-1': de1,
  'mx-1': mx1,
  'mx-2': mx2,
  'mx-3': mx3,
  'ph-1': ph1,
  'pl-1': pl1,
  'pl-2': pl2,
  'ro-1': ro1,
  'es-1': es1,
  'es-2': es2,
  'es-3': es3,
  'es-4': es4,
  'es-5': es5,
  'vn-1': vn1,
} satisfies Record<BrandId, BrandLayer>;
