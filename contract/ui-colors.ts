/**
 * The colours a lender's screen asks the page to take (behaviour §2 "Shell", §3 `uiColors`): a few of the brand
 * theme's names, each a #rrggbb colour. The status answer carries them for a state whose screen is a lender's;
 * the web app holds them in its UI-colour state and sets them over the brand's (`--brand-<name>`). No zod here:
 * the web app's start-up reads stored colours through these.
 */
export const UI_COLOR_NAMES = ['primary', 'primaryText', 'accent'] as const;
export type UiColorName = (typeof UI_COLOR_NAMES)[number];
export type UiColors = Partial<Record<UiColorName, string>>;

export const HEX_COLOR = /^#[0-9a-fA-F]{6}$/;

/** The CSS custom property a colour sets: `primaryText` is `--brand-primary-text`, as the build names the theme's. */
export const cssPropertyOf = (name: UiColorName): string =>
  `--brand-${name.replace(/[A-Z]/g, (c) => '-' + c.toLowerCase())}`;

/** The known names with #rrggbb values of a value read from storage or the network; none is null. */
export function uiColorsOf(value: unknown): UiColors | null {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return null;
  const record = value as Record<string, unknown>;
  const colors: UiColors = {};
  for (const name of UI_COLOR_NAMES) {
    const colour = Object.hasOwn(record, name) ? record[name] : undefined;
    if (typeof colour === 'string' && HEX_COLOR.test(colour)) colors[name] = colour;
  }
  return Object.keys(colors).length > 0 ? colors : null;
}
