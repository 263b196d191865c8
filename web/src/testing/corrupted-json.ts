/**
 * Test support: text a store could hold where JSON is expected — any string, binary junk, JSON with `__proto__`
 * or `constructor.prototype` keys, JSON cut short, valid JSON, and values just over MAX_JSON_CHARS.
 */
import fc from 'fast-check';
import { MAX_JSON_CHARS } from '../lib/stored-json';

const polluting = fc.constantFrom(
  '{"__proto__":{"polluted":"yes"}}',
  '{"constructor":{"prototype":{"polluted":"yes"}}}',
  '{"a":{"__proto__":{"polluted":"yes"}}}',
  '[{"__proto__":{"polluted":"yes"}}]',
);

export const corruptedJson: fc.Arbitrary<string> = fc.oneof(
  fc.string(),
  fc.string({ unit: 'binary', maxLength: 200 }),
  polluting,
  fc.json().map((j) => j.slice(0, Math.max(0, j.length - 1))),
  fc.json(),
  fc.integer({ min: 0, max: 50 }).map((n) => `"${'x'.repeat(MAX_JSON_CHARS + n)}"`),
);
