import type { ReactElement } from 'react';
import { brand } from 'virtual:brand';
import { INITIAL_DATA_POINTS, INITIAL_STEP, isDynamicStep } from '../../../contract/dynamic-steps';
import { isOfferFormRoute, type OfferFormRoute } from '../../../contract/offer-form-routes';
import { OPEN_BANKING_ROUTES } from '../../../contract/open-banking-routes';
import { CONSENT_ROUTES, OFFER_CHOICE_ROUTES } from '../../../contract/screen-routes';
import { lazyNamed, type Preloadable } from '../lib/lazy-named';

/**
 * The table of the routes the application page (routes.tsx) shows. Each entry says which paths it takes, the code
 * it loads on demand and the translation namespace it reads beyond 'common'. The loan screen (`/`,
 * `/loan-information`) is the page's own and has no entry.
 */
export type Namespace = 'form' | 'screens';
export interface Route {
  match: (path: string) => boolean;
  ns: Namespace;
  load: () => Promise<void>;
  render: (path: string) => ReactElement;
  /** The routes this one hands over to, whose code and strings load while it shows (no spinner between them). */
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
export const firstStepAsksPolicies = (): boolean =>
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
