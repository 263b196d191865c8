import { describe, expect, it } from 'vitest';
import { PROGRESS_STATES, progressState, routeForState, stateForRoute } from './progress';

/** Behaviour §2 "State-driven routes". */
const STATE_DRIVEN_ROUTES = [
  '/mobile-verification',
  '/instantor',
  '/change-mobile-number',
  '/vehicle',
  '/wenance-tink',
  '/wenance-account',
  '/moneyman-paylands',
  '/consents',
  '/dynamic-consents',
  '/employment-details',
  '/additional-employment-details',
  '/marital-details',
  '/aide',
  '/credit-details',
  '/professional-details',
  '/cnp',
  '/advanzia-consents',
  '/id-upload',
  '/customer-debts',
  '/reference-details',
  '/wniosek',
  '/wniosek-uzupelnienie',
  '/smava',
  '/tfbank-consents',
  '/ipfd-offer-choice',
  '/cofidis-offer',
  '/provident-offer',
  '/instabank-offer',
  '/proficredit-offer',
];
const PRE_OFFER = [
  '/loan-information',
  '/personal-details',
  '/contact-details',
  '/income-details',
  '/other-information',
  '/reference-information',
  '/employment-details',
];

describe('progress states', () => {
  it('number 0..41 in order', () => {
    expect(PROGRESS_STATES.map((s) => s.state)).toEqual(Array.from({ length: 42 }, (_, i) => i));
  });

  it('map states to routes one to one (a bijection over 0..41)', () => {
    const routes = PROGRESS_STATES.map((s) => s.route);
    expect(new Set(routes).size).toBe(42);
    for (let n = 0; n <= 41; n++) expect(stateForRoute(routeForState(n) ?? '')).toBe(n);
    for (const route of routes) expect(routeForState(stateForRoute(route) ?? -1)).toBe(route);
  });

  it('start with loan information (the initial state 0)', () => {
    expect(routeForState(0)).toBe('/loan-information');
  });

  it('are pre-offer exactly for the seven steps of behaviour §4, in that order', () => {
    expect(PROGRESS_STATES.filter((s) => s.phase === 'pre-offer').map((s) => s.route)).toEqual(PRE_OFFER);
    expect(PROGRESS_STATES.slice(0, 7).every((s) => s.phase === 'pre-offer')).toBe(true);
  });

  it('cover every state-driven route of behaviour §2 and the result screens', () => {
    const routes = new Set(PROGRESS_STATES.map((s) => s.route));
    for (const route of [
      ...STATE_DRIVEN_ROUTES,
      '/checking',
      '/accepted',
      '/thank-you',
      '/redirected',
      '/rejected',
      '/continue',
    ]) {
      expect(routes, route).toContain(route);
    }
    expect(routes).toContain('/additional-personal-details');
  });

  it('replace history after the offer and push before it', () => {
    for (const s of PROGRESS_STATES) expect(s.afterOffer).toBe(s.phase === 'post-offer');
  });

  it('are final for accepted, thank-you, redirected and rejected only', () => {
    expect(
      PROGRESS_STATES.filter((s) => s.final)
        .map((s) => s.route)
        .sort(),
    ).toEqual(['/accepted', '/redirected', '/rejected', '/thank-you']);
  });

  it('are frozen', () => {
    expect(Object.isFrozen(PROGRESS_STATES)).toBe(true);
    expect(Object.isFrozen(PROGRESS_STATES[0])).toBe(true);
  });
});

describe('routeForState / stateForRoute', () => {
  it('answer undefined outside the table', () => {
    expect(routeForState(42)).toBeUndefined();
    expect(routeForState(-1)).toBeUndefined();
    expect(routeForState(1.5)).toBeUndefined();
    expect(progressState(3)?.route).toBe('/income-details');
    expect(stateForRoute('/')).toBeUndefined();
    expect(stateForRoute('/unsubscribe')).toBeUndefined();
    expect(stateForRoute('/404')).toBeUndefined();
  });

  it('tolerate slashes and map /continue/{id} to the continue state', () => {
    const personal = stateForRoute('/personal-details');
    expect(stateForRoute('personal-details')).toBe(personal);
    expect(stateForRoute('/personal-details/')).toBe(personal);
    expect(stateForRoute('/continue/0b7c3f9e')).toBe(stateForRoute('/continue'));
    expect(stateForRoute('/continue-x')).toBeUndefined();
  });
});
