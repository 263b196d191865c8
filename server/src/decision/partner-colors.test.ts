import { describe, expect, it } from 'vitest';
import { AA_NON_TEXT, AA_TEXT, contrastRatio } from '../../../brands/contrast';
import { resolveBrand } from '../../../brands/resolve';
import { BRAND_IDS } from '../../../brands/schema';
import { stateForRoute } from '../../../contract/progress';
import { uiColorsOf } from '../../../contract/ui-colors';
import { LENDER_COLORS, lenderColorsOf } from './partner-colors';

describe('lender colours', () => {
  it('name screens the product has, with colours the web app takes as they are', () => {
    for (const [route, colors] of Object.entries(LENDER_COLORS)) {
      expect(stateForRoute(route), route).toBeDefined();
      expect(lenderColorsOf(stateForRoute(route)!)).toBe(colors);
      expect(uiColorsOf(colors)).toEqual(colors);
    }
    expect(lenderColorsOf(stateForRoute('/smava')!)).toBeUndefined();
  });

  it.each(BRAND_IDS)('meet WCAG AA on the page of %s', (id) => {
    const { theme } = resolveBrand(id);
    for (const [route, { primary, primaryText, accent }] of Object.entries(LENDER_COLORS)) {
      const pairs: [string | undefined, string, number][] = [
        [primaryText, primary ?? theme.primary, AA_TEXT],
        [primary, theme.surface, AA_TEXT],
        [primary, theme.background, AA_TEXT],
        [accent, theme.background, AA_NON_TEXT],
      ];
      for (const [fg, bg, min] of pairs)
        if (fg) expect(contrastRatio(fg, bg), `${route}: ${fg} on ${bg}`).toBeGreaterThanOrEqual(min);
    }
  });
});
