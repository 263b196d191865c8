import type { ProductLocale } from './locale';
import { parseTypedNumber, type NumberMarks } from './typed-number';

/**
 * The words people write after an amount for thousands or millions, where writing them is usual
 * (docs/decisions/0043-amount-words.md): "5 triệu", "5tr", "500k" in Vietnam, "2 tys." in Poland, "500 mil" and
 * "2 millones" in Colombia, "5k" in the Philippines. A currency after the word may follow ("5 triệu đồng").
 */
const WORDS: Partial<Record<ProductLocale, readonly (readonly [string, number])[]>> = {
  vn: [
    ['triệu|tr', 1e6],
    ['nghìn|ngàn|ng|k', 1e3],
  ],
  pl: [['tys\\.?|tysięcy|tysiące|tysiąc', 1e3]],
  co: [
    ['millones|millón|millon', 1e6],
    ['mil', 1e3],
  ],
  ph: [['k', 1e3]],
};

const CURRENCY_WORDS = '(?:\\s*(?:de\\s+)?(?:đồng|đ|₫|vnđ|vnd|zł|zl|pln|pesos?|cop|\\$|php|₱))?';

/**
 * An amount as typed in `locale`: a number with the language's marks (parseTypedNumber), times the thousand or
 * million a word after it names; null when it is not one. Without such a word, the number as parseTypedNumber
 * reads it.
 */
export function parseTypedAmount(text: string, marks: NumberMarks, locale: ProductLocale): number | null {
  for (const [words, times] of WORDS[locale] ?? []) {
    const match = new RegExp(`^(.*\\d)\\s*(?:${words})${CURRENCY_WORDS}\\s*$`, 'iu').exec(text.trim());
    const n = match ? parseTypedNumber(match[1]!, marks) : null;
    if (n !== null) return Math.round(n * times);
  }
  return parseTypedNumber(text, marks);
}
