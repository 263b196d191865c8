/**
 * The colours the shell is asked to take (`uiColors`, behaviour §3), kept for the session: this module alone
 * reads and writes the key; start-up reads through `parseUiColors`.
 */
import type { CSSProperties } from 'react';
import { cssPropertyOf, uiColorsOf, UI_COLOR_NAMES, type UiColors } from '../../../contract/ui-colors';
import type { SafeStorage } from './safe-storage';
import { STORAGE_KEYS } from './storage-keys';

export type { UiColors } from '../../../contract/ui-colors';

/** A stored record of colours, with only the known names and #rrggbb values; anything else is no colours. */
export const parseUiColors = (stored: unknown): UiColors | null => uiColorsOf(stored);

/** Saves the colours when they changed (by reference); no colours removes the key. */
export function saveUiColors(sessionStore: SafeStorage, before: UiColors | null, next: UiColors | null): void {
  if (next === before) return;
  if (next === null) sessionStore.remove(STORAGE_KEYS.uiColors);
  else sessionStore.setJson(STORAGE_KEYS.uiColors, next);
}

/** The colours as the theme's custom properties, set on an element over the brand's (the shell's layout). */
export function uiColorStyle(colors: UiColors): CSSProperties {
  const style: Record<string, string> = {};
  for (const name of UI_COLOR_NAMES) {
    const colour = colors[name];
    if (colour) style[cssPropertyOf(name)] = colour;
  }
  // React sets a custom property given in a style object as is.
  return style;
}
