import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { DYNAMIC_STEPS } from '../../../contract/dynamic-steps';
import { resolveBrand } from '../../../brands/resolve';
import { BRAND_IDS } from '../../../brands/schema';
import { toBcp47, type ProductLocale } from '../lib/locale';
import { readSelector } from './message-format';

/**
 * Every translation file under web/public/locales/<lng>/<ns>.json against English: same keys (flattened with
 * the '>' key separator), no empty values, the same {{placeholders}} per key, and no value left in English.
 * Namespaces are discovered from the en folder, so a new namespace file is checked as soon as it appears.
 * A plural selector ("{count, plural, one {…} other {…}}") has, in each locale, every form its language's plural
 * rules name (Polish: one, few, many, other; Vietnamese: other); a select has an `other`.
 */
const LOCALES_DIR = fileURLToPath(new URL('../../public/locales/', import.meta.url));
const LOCALES = ['en', 'es', 'mx', 'co', 'pl', 'ro', 'vn', 'de', 'ph'] as const;
/** Locales whose values must differ from English (ph is Philippine English and may equal en). */
const MUST_DIFFER_FROM_EN = new Set<string>(['es', 'mx', 'co', 'pl', 'ro', 'vn', 'de']);
/** `ns:key` where a value identical to English is legitimate in every locale (acronyms, brand terms). */
const IDENTICAL_TO_EN_ALLOWED = new Set<string>([
  'common:loan>cat',
  'common:shell>titleError',
  'form:review>no',
]);
/** `ns:key` prefixes of proper names, the same in every language (the Vietnamese banks but "another bank"). */
const PROPER_NAMES = (key: string) =>
  key.startsWith('form:options>bank-name>') && key !== 'form:options>bank-name>other';

type Flat = Map<string, unknown>;

function flatten(value: unknown, prefix = '', out: Flat = new Map()): Flat {
  if (value !== null && typeof value === 'object' && !Array.isArray(value)) {
    for (const [k, v] of Object.entries(value)) flatten(v, prefix ? `${prefix}>${k}` : k, out);
  } else {
    out.set(prefix, value);
  }
  return out;
}

function readFlat(lng: string, file: string): Flat {
  return flatten(JSON.parse(readFileSync(join(LOCALES_DIR, lng, file), 'utf8')) as unknown);
}

/**
 * Every plural and select selector in `text` (message-format.ts), nested ones too, as "name plural one few other"
 * (the branches sorted), or "unreadable" for a brace left open.
 */
function selectors(text: string): string[] {
  const found: string[] = [];
  for (let i = 0; i < text.length; i++) {
    if (text[i] !== '{') continue;
    const selector = readSelector(text, i);
    if (!selector) continue;
    found.push([selector.name, selector.kind, ...[...selector.branches.keys()].sort()].join(' '));
    for (const branch of selector.branches.values()) found.push(...selectors(branch));
    i = selector.end - 1;
  }
  const open = [...text].reduce(
    (depth, c) => (depth < 0 ? depth : depth + (c === '{' ? 1 : c === '}' ? -1 : 0)),
    0,
  );
  return open === 0 ? found : [...found, 'unreadable'];
}

/** What is wrong with `lng`'s selectors: a plural without a form of the language, or a brace left open. */
function selectorProblems(value: unknown, lng: ProductLocale): string[] {
  if (typeof value !== 'string') return [];
  const forms = new Intl.PluralRules(toBcp47(lng)).resolvedOptions().pluralCategories;
  return selectors(value).flatMap((s) => {
    const [name, kind, ...branches] = s.split(' ');
    if (s === 'unreadable') return [s];
    if (kind === 'plural') return forms.filter((f) => !branches.includes(f)).map((f) => `${name} lacks ${f}`);
    return branches.includes('other') ? [] : [`${name} lacks other`];
  });
}

/** The `{{name}}` placeholders and the selectors' names, sorted. */
function placeholders(value: unknown): string[] {
  if (typeof value !== 'string') return [];
  const names = [...value.matchAll(/\{\{\s*([\w.]+)\s*\}\}/g)].map((m) => m[1] ?? '');
  const selected = [...new Set(selectors(value).map((s) => s.split(' ')[0]!))];
  return [...new Set(names)].concat(selected).sort();
}

const namespaceFiles = readdirSync(join(LOCALES_DIR, 'en'))
  .filter((f) => f.endsWith('.json'))
  .sort();

describe('translation files', () => {
  it('finds the English namespaces', () => {
    expect(namespaceFiles).toContain('common.json');
  });

  describe.each(namespaceFiles)('%s', (file) => {
    const ns = file.replace(/\.json$/, '');
    const en = readFlat('en', file);

    it.each(LOCALES)('%s matches English', (lng) => {
      const path = join(LOCALES_DIR, lng, file);
      if (!existsSync(path)) console.error(`${lng}/${file} is missing`);
      expect(existsSync(path), `missing ${lng}/${file}`).toBe(true);
      const tr = readFlat(lng, file);

      // Each key `lng` must have, with the English key it is compared to.
      const missing = [...en.keys()].filter((k) => !tr.has(k));
      const extra = [...tr.keys()].filter((k) => !en.has(k));
      const empty = [...tr].filter(([, v]) => typeof v !== 'string' || v.trim() === '').map(([k]) => k);
      const badPlaceholders = [...en.keys()]
        .filter((k) => tr.has(k))
        .filter((k) => placeholders(en.get(k)).join() !== placeholders(tr.get(k)).join())
        .map(
          (k) =>
            `${k} (en: ${placeholders(en.get(k)).join(', ') || '-'}; ${lng}: ${placeholders(tr.get(k)).join(', ') || '-'})`,
        );
      const badSelectors = [...tr].flatMap(([k, v]) => selectorProblems(v, lng).map((p) => `${k}: ${p}`));
      const untranslated = MUST_DIFFER_FROM_EN.has(lng)
        ? [...en.keys()].filter(
            (k) =>
              !IDENTICAL_TO_EN_ALLOWED.has(`${ns}:${k}`) &&
              !PROPER_NAMES(`${ns}:${k}`) &&
              tr.get(k) === en.get(k),
          )
        : [];

      const problems = { missing, extra, empty, badPlaceholders, badSelectors, untranslated };
      const report = Object.entries(problems)
        .filter(([, keys]) => keys.length > 0)
        .map(([kind, keys]) => `  ${kind}: ${keys.join(' | ')}`);
      // Printed as well as asserted: on Node 20 vitest 5's reporter can crash while printing failed assertions.
      if (report.length > 0) console.error(`${lng}/${file} fails:\n${report.join('\n')}`);
      expect(problems, `${lng}/${file}`).toEqual({
        missing: [],
        extra: [],
        empty: [],
        badPlaceholders: [],
        badSelectors: [],
        untranslated: [],
      });
    });
  });
});

describe('dynamic-form step labels (behaviour §2 "Display labels exist for these steps")', () => {
  it.each(LOCALES)('%s has a label for each of the 38 steps', (lng) => {
    const form = readFlat(lng, 'form.json');
    const missing = DYNAMIC_STEPS.filter((step) => {
      const label = form.get(`steps>${step}`);
      return typeof label !== 'string' || label.trim() === '';
    });
    expect(missing, `${lng}/form.json steps>`).toEqual([]);
  });
});

describe("step notices a brand's configuration names", () => {
  const notices = BRAND_IDS.flatMap((id) => {
    const brand = resolveBrand(id);
    return brand.steps.flatMap((step) => (step.notice ? [[id, brand.locale, step.notice] as const] : []));
  });

  it('finds the notices it checks (the Colombian reference promise)', () => {
    expect(notices.map(([id]) => id)).toEqual(expect.arrayContaining(['co-1']));
  });

  it.each(notices)('%s (%s): %s is translated', (_id, lng, key) => {
    const text = readFlat(lng, 'form.json').get(key);
    expect(typeof text === 'string' && text.trim() !== '', `${lng}/form.json has no ${key}`).toBe(true);
  });
});

describe('message keys answered by the contract and the reference API', () => {
  // Field errors travel as keys of the 'form' namespace ('errors>...'); a key missing here reaches the screen raw.
  const ROOT = fileURLToPath(new URL('../../../', import.meta.url));
  const sources = (dir: string): string[] =>
    readdirSync(join(ROOT, dir), { recursive: true, encoding: 'utf8' })
      .filter((f) => f.endsWith('.ts') && !f.endsWith('.test.ts'))
      .map((f) => readFileSync(join(ROOT, dir, f), 'utf8'));
  const keys = new Set(
    [...sources('contract'), ...sources('server/src')].flatMap((code) =>
      [...code.matchAll(/'(errors>[a-z0-9>-]+)'/g)].map((m) => m[1]!),
    ),
  );
  const form = readFlat('en', 'form.json');

  it('finds the keys it checks', () => {
    expect(keys.size).toBeGreaterThan(10);
  });

  // A key may name a group whose sub-keys the validator appends ('errors>national-id' + '>checksum').
  it.each([...keys])('%s is translated', (key) => {
    const found = form.has(key) || [...form.keys()].some((k) => k.startsWith(`${key}>`));
    expect(found, `form.json has no ${key}`).toBe(true);
  });
});
