/**
 * Number formatting without Intl at run time. The first Intl object a page makes loads the ICU data of its
 * locale: 40-70 ms of main-thread work on the machines the product is measured on, before the first screen can
 * answer. The build reads the patterns of the brand's locale and currency once, with Node's Intl
 * (`derivePattern`), and the page formats with them (`formatWithPattern`): the same text, no ICU at load.
 * A property test holds the two to each other for every locale and currency of the product.
 */

/** How one kind of number is written in one locale: what Intl's formatToParts shows, as data. */
export type NumberPattern = {
  /** Text before the digits ('€', 'MX$ ', ''). */
  prefix: string;
  /** Text after the digits (' €', ' %', ''). */
  suffix: string;
  /** Thousands separator ('.', ',', a no-break space). */
  group: string;
  decimal: string;
  /** 2 where the locale leaves four-digit numbers ungrouped (es-ES, pl-PL: '1000' but '10.000'). */
  minGrouping: number;
  minFraction: number;
  maxFraction: number;
  /** Percent patterns take a rate in percent and write it as such (Intl's percent style takes a fraction). */
  percent?: true;
};

const DIGIT_PARTS = new Set(['integer', 'group', 'decimal', 'fraction']);

/** The pattern of an Intl number format (build time, or a test's oracle). */
export function derivePattern(format: Intl.NumberFormat, percent = false): NumberPattern {
  const parts = format.formatToParts(percent ? 12345.6789 : 1234567.891);
  const first = parts.findIndex((p) => DIGIT_PARTS.has(p.type));
  const last = parts.length - 1 - [...parts].reverse().findIndex((p) => DIGIT_PARTS.has(p.type));
  const text = (from: number, to: number) =>
    parts
      .slice(from, to)
      .map((p) => p.value)
      .join('');
  const thousand = format.formatToParts(percent ? 10 : 1000);
  const options = format.resolvedOptions();
  return {
    prefix: text(0, first),
    suffix: text(last + 1, parts.length),
    group: parts.find((p) => p.type === 'group')?.value ?? '',
    decimal: parts.find((p) => p.type === 'decimal')?.value ?? '.',
    minGrouping: thousand.some((p) => p.type === 'group') ? 1 : 2,
    minFraction: options.minimumFractionDigits ?? 0,
    maxFraction: options.maximumFractionDigits ?? 0,
    ...(percent ? { percent: true as const } : {}),
  };
}

/** Rounds the decimal text of a non-negative number half away from zero, as Intl does, to `digits` places. */
function roundDecimal(value: number, digits: number): { int: string; frac: string } {
  const [intPart = '0', fracPart = ''] = String(value).split('.');
  if (fracPart.length <= digits) return { int: intPart, frac: fracPart.padEnd(digits, '0') };
  const kept = intPart + fracPart.slice(0, digits);
  const roundUp = fracPart.charCodeAt(digits) >= 53; // '5'
  let digitsOut = kept;
  if (roundUp) {
    const chars = kept.split('');
    let i = chars.length - 1;
    while (i >= 0 && chars[i] === '9') chars[i--] = '0';
    if (i < 0) chars.unshift('1');
    else chars[i] = String(Number(chars[i]) + 1);
    digitsOut = chars.join('');
  }
  const cut = digitsOut.length - digits;
  return { int: digitsOut.slice(0, cut), frac: digitsOut.slice(cut) };
}

function groupInteger(int: string, pattern: NumberPattern): string {
  if (!pattern.group || int.length < 4 + (pattern.minGrouping - 1)) return int;
  let out = '';
  for (let end = int.length; end > 0; end -= 3) {
    const start = Math.max(0, end - 3);
    out = int.slice(start, end) + (out ? pattern.group + out : '');
  }
  return out;
}

/**
 * `value` written as the pattern says, or undefined for what the pattern does not cover (negative, not finite,
 * or too large to be written without an exponent): the caller falls back to Intl.
 */
export function formatWithPattern(pattern: NumberPattern, value: number): string | undefined {
  if (!Number.isFinite(value) || value < 0 || value >= 1e21) return undefined;
  if (String(value).includes('e')) return undefined;
  let { int, frac } = roundDecimal(value, pattern.maxFraction);
  while (frac.length > pattern.minFraction && frac.endsWith('0')) frac = frac.slice(0, -1);
  int = int.replace(/^0+(?=\d)/, '');
  const digits = groupInteger(int, pattern) + (frac ? pattern.decimal + frac : '');
  return pattern.prefix + digits + pattern.suffix;
}
