/**
 * The application page of the catch-all route. Whether the page owns a route (`ownsRoute`), what a route needs
 * before it renders (`prepare`) and what it renders (`ApplicationPage`) all read one table (route-table.tsx). The
 * loan screen (`/`, `/loan-information`) is the page's own and carries none of the rest: everything after it loads
 * on demand; the flow's first step, rendered at build time, preloads its code with the page (scripts/prerender.ts),
 * and the loan screen loads it once idle (decision 0051).
 */
import { useEffect } from 'react';
import { brand } from 'virtual:brand';
import { getIn } from '../../../contract/data-points/lead-path';
import type { RootState } from './store';
import { NamespaceGate } from '../i18n/namespace-gate';
import type { I18n } from '../i18n/i18n';
import { useTranslation } from '../i18n/react';
import { sessionStore } from '../lib/safe-storage';
import { usePath } from '../lib/router';
import { useRouteChange } from '../progress/route-change';
import { draftKey } from '../form/draft';
import { LoanInformationStep } from '../form/loan-information/loan-information-step';
import { loadPolicies } from '../lead/policies';
import { whenIdle } from '../lib/when-idle';
import { firstStep, firstStepAsksPolicies, routeOf, type Namespace } from './route-table';

export { firstStep, routeOf, ROUTES } from './route-table';

/** Routes this page renders; anything else is the not-found page's. */
export const ownsRoute = (path: string): boolean =>
  path === '/' || path === '/loan-information' || routeOf(path) !== undefined;

/** The code a route shows, loaded, and the namespace it reads beyond 'common' (ApplicationPageModule.prepare). */
export async function prepare(path: string): Promise<Namespace | null> {
  const route = routeOf(path);
  if (!route) return null;
  await route.load();
  return route.ns;
}

/**
 * Whether the build-time markup of `path` is what the live state shows, so the app can take it over in place.
 * The loan step always can (it re-renders with the stored terms once hydrated); the first step only while none of
 * its answers is stored (`answerPaths`, where the build found them empty: a landing link may prefill a name or
 * the loan), nothing has been typed or refused there and answers can be kept.
 */
export function matchesBuild(path: string, state: RootState, answerPaths: readonly string[]): boolean {
  if (path !== firstStep()) return true;
  const { applicationData, pageErrors } = state.leadApplication;
  return (
    !applicationData.id &&
    answerPaths.every((p) => getIn(applicationData, p) === undefined) &&
    Object.keys(pageErrors).length === 0 &&
    sessionStore.isPersistent() &&
    sessionStore.get(draftKey(path)) === null
  );
}

/** Loads the code and strings of a route that may come next (a failed load is tried again when the route shows). */
function preload(path: string, i18n: I18n): void {
  const route = routeOf(path);
  if (!route) return;
  route.load().catch(() => undefined);
  void i18n.loadNamespaces([route.ns]);
}

/** The application page of behaviour §2: the catch-all route's content for the brand's flow. */
export function ApplicationPage() {
  const path = usePath();
  const { i18n } = useTranslation();
  useRouteChange();
  const route = routeOf(path);
  useEffect(() => {
    for (const next of route?.next ?? []) preload(next, i18n);
    if (route) return;
    // On the loan step: the first step's code and strings load once the page is idle, so Continue shows that step
    // at once instead of waiting for the network; its policies are read now, so it opens with them in place rather
    // than growing under the person's finger when they arrive.
    if (firstStepAsksPolicies()) loadPolicies(brand.locale);
    return whenIdle(window, () => preload(firstStep(), i18n));
  }, [route, i18n]);
  if (!route) return <LoanInformationStep nextPath={firstStep()} />;
  return <NamespaceGate ns={route.ns}>{route.render(path)}</NamespaceGate>;
}
