import type { ComponentType } from 'react';
import type { RootState } from './store';

export type ApplicationPageModule = {
  ApplicationPage: ComponentType;
  ownsRoute: (path: string) => boolean;
  /**
   * Loads what a route shows (its screen's code) and names the translation namespace it needs beyond 'common', so
   * the page can be rendered once, without suspending.
   */
  prepare: (path: string) => Promise<string | null>;
  /** Whether the build-time markup of a route shows what the live state would (`answerPaths`: see prerender.tsx). */
  matchesBuild: (path: string, state: RootState, answerPaths: readonly string[]) => boolean;
};

/**
 * Behaviour §2/§8: the catch-all route loads the application page and the product styles for the configured
 * country and product. The page module is chosen by the brand's flow; the product styles are the brand's
 * theme, bundled into the page's stylesheet so the first paint never waits for them, and checked here.
 */
const FLOWS: readonly string[] = ['classic', 'dynamic'];

export async function loadApplicationPage(flow: string): Promise<ApplicationPageModule> {
  if (!FLOWS.includes(flow)) throw new Error('ApplicationPage not found');
  let page: ApplicationPageModule;
  try {
    page = await import('./routes');
  } catch (cause) {
    throw new Error('Failed to load ApplicationPage and product styles', { cause });
  }
  if (typeof document !== 'undefined') {
    const primary = getComputedStyle(document.documentElement).getPropertyValue('--brand-primary');
    if (!primary.trim()) throw new Error('Product styles not found');
  }
  return page;
}
