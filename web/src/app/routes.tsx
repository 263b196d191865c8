import { useEffect, type ReactElement } from 'react';
import { brand } from 'virtual:brand';
import { getIn } from '../../../contract/data-points/lead-path';
import { INITIAL_DATA_POINTS, INITIAL_STEP, isDynamicStep } from '../../../contract/dynamic-steps';
import { isOfferFormRoute, type OfferFormRoute } from '../../../contract/offer-form-routes';
import { OPEN_BANKING_ROUTES } from '../../../contract/open-banking-routes';
import { CONSENT_ROUTES, OFFER_CHOICE_ROUTES } from '../../../contract/screen-routes';
import type { RootState } from './store';
import { NamespaceGate } from '../i18n/namespace-gate';
import { sessionStore } from '../lib/safe-storage';
import { usePath } from '../lib/router';
import { useRouteChange } from '../progress/route-change';
import { lazyNamed, type Preloadable } from '../lib/lazy-named';
import { draftKey } from '../form/draft';
import { LoanInformationStep } from '../form/loan-information/loan-information-step';
import { loadPolicies } from '../lead/policies';

/**
 * The application page of the catch-all route: one table of the routes it shows. Each entry says which paths it
 * takes, the code it loads on demand and the translation namespace it reads beyond 'common'; whether the page
 * owns a route (`ownsRoute`), what a route needs before it renders (`prepare`) and what it renders
 * (`ApplicationPage`) all read this table. The loan screen (`/`, `/loan-information`) is the page's own and
 * carries none of the rest: everything after it loads on demand, and the flow's first step, rendered at build
 * time, preloads its code with the page (scripts/prerender.ts).
 */
type Namespace = 'form' | 'screens';
interface Route {
  match: (path: string) => boolean;
  ns: Namespace;
  load: () => Promise<void>;
  render: (path: string) => ReactElement;
  /** The routes this one hands over to, whose code loads while it shows (no spinner between them). */
  next?: readonly string[];
}

const StepPage = lazyNamed(() => import('../form/step/step-page'), 'StepPage');
const DynamicStepPage = lazyNamed(() => import('../form/dynamic/dynamic-step-page'), 'DynamicStepPage');
const ReviewPage = lazyNamed(() => import('../form/dynamic/review-page'), 'ReviewPage');
const OfferFormScreen = lazyNamed(() => import('../screens/offer-form/offer-form-screen'), 'OfferFormScreen');

const dynamic = () => brand.flow === 'dynamic';
/** Classic: the brand's steps. Dynamic: the pages come from the server's answers; any of the 38 step paths. */
const stepIndex = (path: string) => (dynamic() ? -1 : brand.steps.findIndex((s) => s.path === path));
/** The flow's first step: the page after the loan step, also rendered at build time. */
export const firstStep = (): string => (dynamic() ? `/${INITIAL_STEP}` : brand.steps[0]!.path);
/** Whether the flow's first step asks the person to accept the policies (the dynamic form's first page does). */
const firstStepAsksPolicies = (): boolean =>
  (dynamic() ? INITIAL_DATA_POINTS : brand.steps[0]!.dataPoints).includes('general-policies');

/** A screen without props at the given paths (or those `paths` matches): it reads what it needs from the route. */
const screen = (paths: readonly string[] | ((path: string) => boolean), Screen: Preloadable<object>): Route => ({
  match: typeof paths === 'function' ? paths : (path) => paths.includes(path),
  ns: 'screens',
  load: Screen.preload,
  render: () => <Screen />,
});

export const ROUTES: readonly Route[] = [
  {
    match: (path) => stepIndex(path) !== -1,
    ns: 'form',
    load: StepPage.preload,
    render: (path) => <StepPage key={path} steps={brand.steps} index={stepIndex(path)} />,
  },
  {
    match: (path) => dynamic() && isDynamicStep(path.slice(1)),
    ns: 'form',
    load: DynamicStepPage.preload,
    render: (path) => <DynamicStepPage path={path} />,
  },
  // The dynamic form's review (dynamic/review-path.ts's REVIEW_PATH, written out: that module stays off this one).
  { match: (path) => dynamic() && path === '/review', ns: 'form', load: ReviewPage.preload, render: () => <ReviewPage /> },
  {
    match: isOfferFormRoute,
    ns: 'form',
    load: OfferFormScreen.preload,
    render: (path) => <OfferFormScreen key={path} route={path as OfferFormRoute} />,
  },
  // contract/state-map's CONTINUE_ROUTE, written out like the routes below.
  screen(
    (path) => path.startsWith('/continue/'),
    lazyNamed(() => import('../screens/links/continue-screen'), 'ContinueScreen'),
  ),
  {
    ...screen(['/checking'], lazyNamed(() => import('../screens/status/checking-screen'), 'CheckingScreen')),
    // "We are checking" hands over to the result: its code is there by the time the answer is.
    next: ['/accepted', '/rejected', '/thank-you', '/redirected'],
  },
  screen(
    ['/accepted'],
    lazyNamed(() => import('../screens/status/result-screens'), 'AcceptedScreen'),
  ),
  screen(
    ['/rejected'],
    lazyNamed(() => import('../screens/status/result-screens'), 'RejectedScreen'),
  ),
  screen(
    ['/thank-you'],
    lazyNamed(() => import('../screens/status/result-screens'), 'ThankYouScreen'),
  ),
  screen(
    ['/redirected'],
    lazyNamed(() => import('../screens/status/redirected-screen'), 'RedirectedScreen'),
  ),
  // progress/unknown-state's STEP_UNAVAILABLE_ROUTE: a state the build's map does not know.
  screen(
    ['/step-unavailable'],
    lazyNamed(() => import('../screens/status/step-unavailable-screen'), 'StepUnavailableScreen'),
  ),
  screen(
    ['/unsubscribe'],
    lazyNamed(() => import('../screens/links/unsubscribe-screen'), 'UnsubscribeScreen'),
  ),
  screen(
    ['/mobile-verification'],
    lazyNamed(
      () => import('../screens/mobile-verification/mobile-verification-screen'),
      'MobileVerificationScreen',
    ),
  ),
  screen(
    ['/change-mobile-number'],
    lazyNamed(
      () => import('../screens/mobile-verification/change-mobile-number-screen'),
      'ChangeMobileNumberScreen',
    ),
  ),
  screen(
    ['/id-upload'],
    lazyNamed(() => import('../screens/id-upload/id-upload-screen'), 'IdUploadScreen'),
  ),
  // One screen for each family of routes: the route tells which lender (or provider) and which backend path.
  screen(
    CONSENT_ROUTES,
    lazyNamed(() => import('../screens/consents/consents-screen'), 'ConsentsScreen'),
  ),
  screen(
    OFFER_CHOICE_ROUTES,
    lazyNamed(() => import('../screens/offer-choice/offer-choice-screen'), 'OfferChoiceScreen'),
  ),
  screen(
    Object.values(OPEN_BANKING_ROUTES),
    lazyNamed(() => import('../screens/open-banking/open-banking-screen'), 'OpenBankingScreen'),
  ),
];

/** The entry that shows `path`, if any. */
export const routeOf = (path: string): Route | undefined => ROUTES.find((route) => route.match(path));

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

/** The application page of behaviour §2: the catch-all route's content for the brand's flow. */
export function ApplicationPage() {
  const path = usePath();
  useRouteChange();
  const route = routeOf(path);
  useEffect(() => {
    // A failed load is tried again when the route shows.
    for (const next of route?.next ?? []) routeOf(next)?.load().catch(() => undefined);
    // On the loan step: the policies the first step shows are read now, so that step opens with them in place
    // rather than growing under the person's finger when they arrive.
    if (!route && firstStepAsksPolicies()) loadPolicies(brand.locale);
  }, [route]);
  if (!route) return <LoanInformationStep nextPath={firstStep()} />;
  return <NamespaceGate ns={route.ns}>{route.render(path)}</NamespaceGate>;
}
