import { describe, expect, it } from 'vitest';
import { AA_NON_TEXT, AA_TEXT, contrastRatio, relativeLuminance } from './contrast';
import { resolveBrand } from './resolve';
import { BRAND_IDS, ENVIRONMENTS, type BrandConfig } from './schema';

type ThemeKey = keyof BrandConfig['theme'];

/** [foreground, background, minimum ratio, where the pair is used]. */
const PAIRS: readonly [ThemeKey, ThemeKey, number, string][] = [
  ['primaryText', 'primary', AA_TEXT, 'primary button label'],
  ['text', 'background', AA_TEXT, 'body text'],
  ['text', 'surface', AA_TEXT, 'text in cards and inputs'],
  ['mutedText', 'background', AA_TEXT, 'lead text'],
  ['mutedText', 'surface', AA_TEXT, 'footer, hints, cost rows'],
  ['error', 'surface', AA_TEXT, 'field errors'],
  ['accent', 'surface', AA_TEXT, 'accent text'],
  ['primary', 'surface', AA_TEXT, 'links, secondary button, logo text'],
  ['primary', 'background', AA_TEXT, 'links on the page background'],
  ['accent', 'background', AA_NON_TEXT, 'focus outline'],
  ['neutral', 'surface', AA_NON_TEXT, 'input borders'],
];

describe('contrast helper', () => {
  it('matches the WCAG reference values', () => {
    expect(relativeLuminance('#000000')).toBe(0);
    expect(relativeLuminance('#ffffff')).toBeCloseTo(1, 10);
    expect(contrastRatio('#000000', '#ffffff')).toBeCloseTo(21, 10);
    expect(contrastRatio('#ffffff', '#000000')).toBeCloseTo(21, 10);
    expect(contrastRatio('#777777', '#ffffff')).toBeCloseTo(4.48, 2);
    expect(contrastRatio('#767676', '#ffffff')).toBeCloseTo(4.54, 2);
  });

  it('rejects anything but #rrggbb', () => {
    expect(() => relativeLuminance('#fff')).toThrow(/#rrggbb/);
  });
});

describe.each(BRAND_IDS)('theme of %s meets WCAG AA', (id) => {
  it.each(PAIRS)('%s on %s (>= %d:1, %s)', (fg, bg, min) => {
    for (const environment of ENVIRONMENTS) {
      const { theme } = resolveBrand(id, environment);
      const ratio = contrastRatio(theme[fg], theme[bg]);
      expect(
        ratio,
        `${environment}: ${theme[fg]} on ${theme[bg]} is ${ratio.toFixed(2)}:1`,
      ).toBeGreaterThanOrEqual(min);
    }
  });
});

describe('brand colours', () => {
  it('every brand has its own primary and accent', () => {
    const themes = BRAND_IDS.map((id) => resolveBrand(id).theme);
    expect(new Set(themes.map((t) => t.primary.toLowerCase())).size).toBe(BRAND_IDS.length);
    expect(new Set(themes.map((t) => `${t.primary}/${t.accent}`.toLowerCase())).size).toBe(BRAND_IDS.length);
  });
});
