import { brand } from 'virtual:brand';
import { getIn } from '../../../contract/data-points/lead-path';
import { INITIAL_STEP, isDynamicStep } from '../../../contract/dynamic-steps';
import { isOfferFormRoute } from '../../../contract/offer-form-routes';
import type { RootState } from '../app/store';
import { NamespaceGate } from '../i18n/namespace-gate';
import { sessionStore } from '../lib/safe-storage';
import { usePath } from '../lib/router';
import { useRouteChange } from '../progress/route-change';
import { lazyNamed, type Preloadable } from '../lib/lazy-named';
import { draftKey } from './draft';
import { LoanInformationStep } from './loan-information/loan-information-step';

// Everything after the loan screen loads on demand: the loan screen carries none of the form engine. The flow's
// first step, rendered at build time, preloads its code with the page (scripts/prerender.ts).
const StepPage = lazyNamed(() => import('./step/step-page'), 'StepPage');
const DynamicStepPage = lazyNamed(() => import('./dynamic/dynamic-step-page'), 'DynamicStepPage');
const ReviewPage = lazyNamed(() => import('./dynamic/review-page'), 'ReviewPage');
const screens: Record<string, Preloadable<object>> = {
  '/checking': lazyNamed(() => import('../screens/checking-screen'), 'CheckingScreen'),
  '/accepted': lazyNamed(() => import('../screens/result-screens'), 'AcceptedScreen'),
  '/rejected': lazyNamed(() => import('../screens/result-screens'), 'RejectedScreen'),
  '/thank-you': lazyNamed(() => import('../screens/result-screens'), 'ThankYouScreen'),
  '/redirected': lazyNamed(() => import('../screens/redirected-screen'), 'RedirectedScreen'),
  '/unsubscribe': lazyNamed(() => import('../screens/unsubscribe-screen'), 'UnsubscribeScreen'),
  '/mobile-verification': lazyNamed(() => import('../screens/mobile-verification-screen'), 'MobileVerificationScreen'),
  '/id-upload': lazyNamed(() => import('../screens/id-upload-screen'), 'IdUploadScreen'),
  '/change-mobile-number': lazyNamed(() => import('../screens/change-mobile-number-screen'), 'ChangeMobileNumberScreen'),
  // One screen for the four consents routes: the route tells which lender and which backend path.
  '/consents': lazyNamed(() => import('../screens/consents-screen'), 'ConsentsScreen'),
  '/dynamic-consents': lazyNamed(() => import('../screens/consents-screen'), 'ConsentsScreen'),
  '/advanzia-consents': lazyNamed(() => import('../screens/consents-screen'), 'ConsentsScreen'),
  '/tfbank-consents': lazyNamed(() => import('../screens/consents-screen'), 'ConsentsScreen'),
  // One screen for the six lenders' offer-choice routes: the route tells which lender and which backend path.
  '/smava': lazyNamed(() => import('../screens/offer-choice-screen'), 'OfferChoiceScreen'),
  '/ipfd-offer-choice': lazyNamed(() => import('../screens/offer-choice-screen'), 'OfferChoiceScreen'),
  '/cofidis-offer': lazyNamed(() => import('../screens/offer-choice-screen'), 'OfferChoiceScreen'),
  '/provident-offer': lazyNamed(() => import('../screens/offer-choice-screen'), 'OfferChoiceScreen'),
  '/instabank-offer': lazyNamed(() => import('../screens/offer-choice-screen'), 'OfferChoiceScreen'),
  '/proficredit-offer': lazyNamed(() => import('../screens/offer-choice-screen'), 'OfferChoiceScreen'),
  // One screen for the three open-banking hand-offs: the route tells which provider.
  '/wenance-tink': lazyNamed(() => import('../screens/open-banking-screen'), 'OpenBankingScreen'),
  '/instantor': lazyNamed(() => import('../screens/open-banking-screen'), 'OpenBankingScreen'),
  '/moneyman-paylands': lazyNamed(() => import('../screens/open-banking-screen'), 'OpenBankingScreen'),
};
const OfferFormScreen = lazyNamed(() => import('../screens/offer-form-screen'), 'OfferFormScreen');
const ContinueScreen = lazyNamed(() => import('../screens/continue-screen'), 'ContinueScreen');
// contract/progress's CONTINUE_ROUTE, written out: that module's state table stays off the first screen.
const isContinue = (path: string) => path.startsWith('/continue/');

const dynamic = () => brand.flow === 'dynamic';
/** Classic: the brand's steps. Dynamic: the pages come from the server's answers; any of the 38 step paths. */
const stepIndex = (path: string) => (dynamic() ? -1 : brand.steps.findIndex((s) => s.path === path));
const isDynamicPage = (path: string) => dynamic() && isDynamicStep(path.slice(1));
// The dynamic form's review (dynamic/review-path.ts's REVIEW_PATH, written out: that module stays off this one).
const isReview = (path: string) => dynamic() && path === '/review';
/** The flow's first step: the page after the loan step, also rendered at build time. */
export const firstStep = (): string => (dynamic() ? `/${INITIAL_STEP}` : brand.steps[0]!.path);

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

/** Routes this page renders; anything else is the not-found page's. */
export function ownsRoute(path: string): boolean {
  return (
    path === '/' ||
    path === '/loan-information' ||
    stepIndex(path) !== -1 ||
    isDynamicPage(path) ||
    isReview(path) ||
    isOfferFormRoute(path) ||
    path in screens ||
    isContinue(path)
  );
}

/** The code a route shows, loaded, and the namespace it reads beyond 'common' (ApplicationPageModule.prepare). */
export async function prepare(path: string): Promise<string | null> {
  if (stepIndex(path) !== -1) return StepPage.preload().then(() => 'form');
  if (isDynamicPage(path)) return DynamicStepPage.preload().then(() => 'form');
  if (isReview(path)) return ReviewPage.preload().then(() => 'form');
  if (isOfferFormRoute(path)) return OfferFormScreen.preload().then(() => 'form');
  if (isContinue(path)) return ContinueScreen.preload().then(() => 'screens');
  const screen = screens[path];
  return screen ? screen.preload().then(() => 'screens') : null;
}

/** The application page of spec §2: the catch-all route's content for the brand's flow. */
export function ApplicationPage() {
  const path = usePath();
  useRouteChange();
  const index = stepIndex(path);
  if (index !== -1)
    return (
      <NamespaceGate ns="form">
        <StepPage key={path} steps={brand.steps} index={index} />
      </NamespaceGate>
    );
  if (isDynamicPage(path))
    return (
      <NamespaceGate ns="form">
        <DynamicStepPage path={path} />
      </NamespaceGate>
    );
  if (isReview(path))
    return (
      <NamespaceGate ns="form">
        <ReviewPage />
      </NamespaceGate>
    );
  if (isOfferFormRoute(path))
    return (
      <NamespaceGate ns="form">
        <OfferFormScreen key={path} route={path} />
      </NamespaceGate>
    );
  if (isContinue(path))
    return (
      <NamespaceGate ns="screens">
        <ContinueScreen />
      </NamespaceGate>
    );
  const Screen = screens[path];
  if (Screen)
    return (
      <NamespaceGate ns="screens">
        <Screen />
      </NamespaceGate>
    );
  return <LoanInformationStep nextPath={firstStep()} />;
}
