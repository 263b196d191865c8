import type { UiColors } from '../../../contract/ui-colors';
import { OPEN_BANKING_ROUTES } from '../../../contract/open-banking-routes';
import { routeForState } from '../../../contract/progress';

/**
 * The colours of the lenders whose screens take them (behaviour §2 "Shell"): while an application stands on one of
 * these screens, its status answer carries them and the page shows the screen in the lender's colours. The demo's
 * own values, each pair meeting WCAG AA on every brand's page (partner-colors.test.ts); other screens keep the brand's.
 */
const COFIDIS = { primary: '#a8102e', primaryText: '#ffffff', accent: '#6b0a1d' } satisfies UiColors;
const PROVIDENT = { primary: '#1b4d8c', primaryText: '#ffffff', accent: '#0f3566' } satisfies UiColors;

export const LENDER_COLORS: Readonly<Record<string, UiColors>> = {
  '/cofidis-offer': COFIDIS,
  '/provident-offer': PROVIDENT,
  [OPEN_BANKING_ROUTES.tink]: { primary: '#00607a', primaryText: '#ffffff', accent: '#00404f' },
};

/** A lender's own colour where it has one, for its logo (the same as its screen's). */
export const LENDER_PRIMARY = { Cofidis: COFIDIS.primary, Provident: PROVIDENT.primary } as const;

/** The colours of the screen of a stored state, or none. */
export function lenderColorsOf(state: number): UiColors | undefined {
  const route = routeForState(state);
  return route === undefined ? undefined : LENDER_COLORS[route];
}
