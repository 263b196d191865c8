import { formatInteger } from '../lib/format';
import { pluralCategory, type ProductLocale } from '../lib/locale';

/**
 * ICU-style selectors in a translation (docs/decisions/0012-translations.md):
 * - `{count, plural, =0 {none} one {# day} few {# days} other {# days}}`: the branch of the exact value, else of
 *   the language's plural category (Intl.PluralRules), else `other`; `#` is the number written the language's way;
 * - `{scale, select, days {…} other {…}}`: the branch named by the value, else `other`.
 * Branches nest and may hold `{{name}}` placeholders, which `t` fills afterwards. A value that is not a number
 * takes a plural's `other` branch; a selector without a matching branch writes nothing.
 */
const SELECTOR = /\{\s*([\w.]+)\s*,\s*(plural|select)\s*,/y;
const BRANCH = /\s*(=\d+|[\w-]+)\s*\{/y;
const HAS_SELECTOR = /\{\s*[\w.]+\s*,\s*(?:plural|select)\s*,/;

export const hasSelectors = (text: string): boolean => HAS_SELECTOR.test(text);

/** The index just past the `}` that closes the `{` before `from`, or -1 when it is never closed. */
function closing(text: string, from: number): number {
  for (let depth = 1, i = from; i < text.length; i++) {
    if (text[i] === '{') depth++;
    else if (text[i] === '}' && --depth === 0) return i + 1;
  }
  return -1;
}

export type Selector = { end: number; branches: Map<string, string>; name: string; kind: string };

/** The selector starting at `at` (a `{`), or null when the text there is not one (a `{{name}}`). */
export function readSelector(text: string, at: number): Selector | null {
  SELECTOR.lastIndex = at;
  const head = SELECTOR.exec(text);
  if (!head) return null;
  const branches = new Map<string, string>();
  let i = SELECTOR.lastIndex;
  for (;;) {
    BRANCH.lastIndex = i;
    const branch = BRANCH.exec(text);
    if (!branch) break;
    const end = closing(text, BRANCH.lastIndex);
    if (end < 0) return null;
    branches.set(branch[1]!, text.slice(BRANCH.lastIndex, end - 1));
    i = end;
  }
  const close = text.indexOf('}', i);
  return close < 0 ? null : { end: close + 1, branches, name: head[1]!, kind: head[2]! };
}

function chosenBranch(language: string, { branches, kind }: Selector, value: unknown): string {
  if (kind === 'select') return branches.get(String(value)) ?? branches.get('other') ?? '';
  if (typeof value !== 'number') return branches.get('other') ?? '';
  return branches.get(`=${value}`) ?? branches.get(pluralCategory(language, value)) ?? branches.get('other') ?? '';
}

/** `text` with every selector replaced by its chosen branch; `hash` is what `#` stands for here, if anything. */
export function formatSelectors(
  language: string,
  text: string,
  values: Record<string, unknown>,
  hash?: string,
): string {
  let out = '';
  for (let i = 0; i < text.length; i++) {
    const selector = text[i] === '{' ? readSelector(text, i) : null;
    if (selector) {
      const value = values[selector.name];
      const inner =
        selector.kind === 'plural' && typeof value === 'number'
          ? formatInteger(language as ProductLocale, value)
          : hash;
      out += formatSelectors(language, chosenBranch(language, selector, value), values, inner);
      i = selector.end - 1;
    } else out += text[i] === '#' && hash !== undefined ? hash : text[i];
  }
  return out;
}
