/**
 * Fuzz-test support: the query of a landing URL as a link, an ad platform or an attacker could write it. Every
 * parameter behaviour §3 reads, under many spellings and encodings, with hostile values, hostile keys and raw garbage
 * between the '&'s. Test support only: nothing shipped imports it.
 */
import fc from 'fast-check';
import { PERCENT_GARBAGE, PROTO_WORDS, hostileText, numberText, uuidText } from '../../../contract/testing/fuzz-arbitraries';

/** Every landing parameter behaviour §3 reads (prefill, affiliate, session, attribution). */
export const LANDING_PARAMS = [
  'refName',
  'refSubId',
  'refTransactionId',
  's_id',
  'amount',
  'period',
  'firstName',
  'lastName',
  'email',
  'phoneNumber',
  'sellingTierGlobalId',
  'sessionId',
  'utm_source',
  'utm_medium',
  'utm_campaign',
  'utm_content',
  'utm_term',
  'gclid',
  'gclsrc',
  'gbraid',
  'wbraid',
  'ttclid',
  'fbclid',
] as const;

/** A value for a parameter: shaped for the parameters with a format, hostile always. */
function valueFor(name: string): fc.Arbitrary<string> {
  if (name === 'amount' || name === 'period') return numberText;
  if (name === 'sessionId') return uuidText;
  return hostileText;
}

function percentEncodeAll(text: string): string {
  return Array.from(new TextEncoder().encode(text), (b) => `%${b.toString(16).padStart(2, '0')}`).join('');
}

/** Spellings of a key that still name it: case, full percent-encoding, surrounding spaces or '+'. */
function keySpelling(name: string): fc.Arbitrary<string> {
  return fc.constantFrom(
    name,
    name,
    name,
    name.toUpperCase(),
    name.charAt(0).toUpperCase() + name.slice(1),
    percentEncodeAll(name),
    encodeURIComponent(` ${name} `),
    `+${name}+`,
  );
}

export type QueryPart = { key: string; value: string | null; encoding: 'component' | 'form' | 'raw' };

const encodeForm = (text: string): string => new URLSearchParams([['', text]]).toString().slice(1);

function renderPart({ key, value, encoding }: QueryPart): string {
  // A raw '#' would start the fragment: the browser never puts it in location.search.
  const raw = (text: string) => text.replace(/#/g, '%23');
  const enc = encoding === 'component' ? encodeURIComponent : encoding === 'form' ? encodeForm : raw;
  // A lone surrogate cannot be percent-encoded (encodeURIComponent throws): such text goes raw.
  const safe = (text: string) => {
    try {
      return enc(text);
    } catch {
      return raw(text);
    }
  };
  // Key spellings are already in URL form.
  return value === null ? key : `${key}=${safe(value)}`;
}

const knownPart: fc.Arbitrary<QueryPart> = fc.constantFrom(...LANDING_PARAMS).chain((name) =>
  fc.record({
    key: keySpelling(name),
    value: fc.oneof({ weight: 9, arbitrary: valueFor(name) }, { weight: 1, arbitrary: fc.constant(null) }),
    encoding: fc.constantFrom<QueryPart['encoding']>('component', 'component', 'form', 'raw'),
  }),
);

const hostileKeyPart: fc.Arbitrary<QueryPart> = fc.record({
  key: fc.oneof(
    fc.constantFrom<string>(...PROTO_WORDS),
    hostileText.map((k) => {
      try {
        return encodeURIComponent(k);
      } catch {
        return k.replace(/[&=#]/g, '');
      }
    }),
    fc.constant(''),
  ),
  value: fc.option(hostileText, { nil: null }),
  encoding: fc.constantFrom<QueryPart['encoding']>('component', 'raw'),
});

/** Raw fragments between '&': empty parts, lone '=', percent garbage, '?' inside the query. */
const garbagePart: fc.Arbitrary<string> = fc.constantFrom('', '=', '==', '&', '?', ...PERCENT_GARBAGE);

/** The query of a landing URL, without '?'. Keys repeat often (the small pool makes sure of it). */
export const queryBody: fc.Arbitrary<string> = fc
  .array(
    fc.oneof(
      { weight: 8, arbitrary: knownPart.map(renderPart) },
      { weight: 2, arbitrary: hostileKeyPart.map(renderPart) },
      { weight: 1, arbitrary: garbagePart },
    ),
    { maxLength: 14 },
  )
  .map((parts) => parts.join('&'));
