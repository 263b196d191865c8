import { useSyncExternalStore } from 'react';

const noSubscription = () => () => undefined;

/**
 * A fact only the browser knows and that does not change while the page lives (framed or not, storage kept or
 * not, this year): the build-time render and hydration take `atBuild`, so the markup matches, then React renders
 * again with the browser's value.
 */
export function useClientValue<T>(read: () => T, atBuild: T): T {
  return useSyncExternalStore(noSubscription, read, () => atBuild);
}
