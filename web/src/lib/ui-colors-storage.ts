/**
 * The colours the shell is asked to take (`uiColors`, behaviour §3), kept for the session: this module alone
 * reads and writes the key; start-up reads through `parseUiColors`.
 */
import { isRecord } from '../../../contract/merge';
import type { SafeStorage } from './safe-storage';
import { STORAGE_KEYS } from './storage-keys';

export type UiColors = Record<string, string>;

/** A stored record of colours, with only its string values; anything else is no colours. */
export function parseUiColors(stored: unknown): UiColors | null {
  if (!isRecord(stored)) return null;
  const colors: UiColors = {};
  for (const [name, value] of Object.entries(stored)) if (typeof value === 'string') colors[name] = value;
  return Object.keys(colors).length > 0 ? colors : null;
}

/** Saves the colours when they changed (by reference); no colours removes the key. */
export function saveUiColors(sessionStore: SafeStorage, before: UiColors | null, next: UiColors | null): void {
  if (next === before) return;
  if (next === null) sessionStore.remove(STORAGE_KEYS.uiColors);
  else sessionStore.setJson(STORAGE_KEYS.uiColors, next);
}
