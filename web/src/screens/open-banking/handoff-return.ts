import {
  OPEN_BANKING_ROUTES,
  RETURN_PARAMS,
  type OpenBankingRoute,
  type ReturnParam,
} from '../../../../contract/open-banking-routes';

export type ReturnParams = Partial<Record<ReturnParam, string>>;

let taken: { route: OpenBankingRoute; params: ReturnParams } | null = null;

/**
 * The first thing the page does (app/boot.ts): on an open-banking screen, what the provider's return address
 * carries (state, report id, error) is read and removed from the address at once with `history.replaceState`,
 * before any other code or third-party script runs, so it stays in neither the address bar, the history nor a
 * referrer. The screen then takes it (`takeHandoffReturn`) and asks the server what it is worth.
 */
export function captureHandoffReturn(
  location: Pick<Location, 'pathname' | 'search' | 'hash'>,
  history: Pick<History, 'replaceState' | 'state'>,
): void {
  const route = Object.values(OPEN_BANKING_ROUTES).find((r) =>
    location.pathname.replace(/\/+$/, '').endsWith(r),
  );
  if (!route || location.search === '') return;
  const query = new URLSearchParams(location.search);
  const params: ReturnParams = {};
  for (const name of RETURN_PARAMS) {
    const value = query.get(name);
    if (value !== null) params[name] = value.slice(0, 200);
  }
  history.replaceState(history.state, '', `${location.pathname}${location.hash}`);
  if (Object.keys(params).length > 0) taken = { route, params };
}

/** What the return address of `route` carried, until it is forgotten (the same on each call: StrictMode-safe). */
export function takeHandoffReturn(route: string): ReturnParams | null {
  return taken?.route === route ? taken.params : null;
}

/** Once sent to the server, the return is forgotten: a later visit of the screen sends nothing. */
export function forgetHandoffReturn(): void {
  taken = null;
}

/** Leaves the page for the provider (a whole-page navigation, as the real providers are reached). */
export function leaveFor(url: string): void {
  window.location.assign(url);
}
