/**
 * Fuzz-test support: the stored state a browser could hold at boot. Each key's value is shaped for the key most
 * of the time (fuzz-stored-shapes.ts), corrupted often (cut short, `__proto__` keys, wrong types, oversized) and
 * absent often. Test support only: nothing shipped imports it.
 */
import fc from 'fast-check';
import { hostileText, uuidText } from '../../../contract/testing/fuzz-arbitraries';
import {
  anyJson,
  clickJson,
  dateish,
  dynamicPagesJson,
  hostileJsonValue,
  leadApplicationJson,
  storedApplication,
} from './fuzz-stored-shapes';
import { keysIn, type StoreName } from '../lib/storage-keys';

/** Over stored-json's MAX_JSON_CHARS: refused unparsed. */
export const HUGE_STORED_TEXT = 'x'.repeat(1_000_001);
export const HUGE_STORED_JSON = `{"applicationData":{"personalDetails":{"firstName":"${'a'.repeat(1_000_000)}"}}}`;

/** `__proto__` / `constructor.prototype` spelled into JSON text (JSON.stringify cannot produce them). */
function withProtoKeys(json: string, where: 'top' | 'nested'): string {
  const poison = '"__proto__":{"polluted":"yes"},"constructor":{"prototype":{"polluted":"yes"}},';
  if (where === 'top' || !json.includes(':{')) return json.replace(/^\{/, `{${poison}`);
  return json.replace(':{', `:{${poison}`);
}

/** Text that is JSON, half of it, or not JSON at all. */
function corruptions(valid: fc.Arbitrary<string>): fc.Arbitrary<string> {
  return fc.oneof(
    { weight: 5, arbitrary: valid },
    {
      weight: 2,
      arbitrary: valid.chain((json) =>
        fc.constantFrom<'top' | 'nested'>('top', 'nested').map((w) => withProtoKeys(json, w)),
      ),
    },
    {
      weight: 2,
      arbitrary: valid.chain((json) =>
        fc.nat({ max: Math.max(0, json.length - 1) }).map((n) => json.slice(0, n)),
      ),
    },
    { weight: 1, arbitrary: anyJson.map((v) => JSON.stringify(v)) },
    {
      weight: 1,
      arbitrary: fc.constantFrom(
        '[]',
        'null',
        '5',
        'true',
        '"text"',
        '{',
        '{"applicationData":',
        'undefined',
        'NaN',
        '[object Object]',
        '{"__proto__":{"polluted":"yes"}}',
        '{"constructor":{"prototype":{"polluted":"yes"}}}',
        '{"applicationData":{"__proto__":{"polluted":"yes"}}}',
        '{"\\u005f_proto__":{"polluted":"yes"}}',
        '{"applicationData":[1,2]}',
        '{"applicationData":"{}"}',
        '{"progressState":"3","pageErrors":[],"applicationData":null}',
        '{"pages":{"__proto__":[]}}',
      ),
    },
    { weight: 1, arbitrary: hostileText },
    { weight: 1, arbitrary: fc.constantFrom(HUGE_STORED_TEXT, HUGE_STORED_JSON) },
  );
}

/** The value of one stored key: shaped for the key most of the time, corrupted often, absent often. */
export function storedValueFor(key: string): fc.Arbitrary<string> {
  switch (key) {
    case 'leadApplication':
      return corruptions(leadApplicationJson);
    case 'loanApplication':
      return corruptions(storedApplication.map((v) => JSON.stringify(v)));
    case 'gclid':
      return corruptions(clickJson);
    case 'dynamicPages':
      return corruptions(dynamicPagesJson);
    case 'uiColors':
      return corruptions(
        fc.dictionary(hostileText, hostileJsonValue, { maxKeys: 3 }).map((v) => JSON.stringify(v)),
      );
    case 'sessionId':
      return uuidText;
    case 'sessionStartedAt':
    case 'initAt':
      // JSON for objects: fast-check makes some without a prototype, which String() cannot convert.
      return dateish.map((v) => (typeof v === 'object' && v !== null ? JSON.stringify(v) : String(v)));
    default:
      return fc.oneof(fc.constantFrom('true', 'false', ''), hostileText);
  }
}

/** Stored contents of one store: every key it may hold, each present or not. */
export function storedContents(store: StoreName): fc.Arbitrary<Record<string, string>> {
  const keys = keysIn(store);
  return fc
    .record(
      Object.fromEntries(
        keys.map((key) => [key, fc.option(storedValueFor(key), { nil: undefined, freq: 2 })]),
      ),
    )
    .map((record) =>
      Object.fromEntries(Object.entries(record).filter((e): e is [string, string] => e[1] !== undefined)),
    );
}
