// @vitest-environment happy-dom
import { cleanup, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { BRAND_IDS } from '../../../brands/schema';
import { DYNAMIC_STEPS } from '../../../contract/dynamic-steps';
import { PROGRESS_STATES } from '../../../contract/progress';
import { STEP_UNAVAILABLE_ROUTE } from '../progress/unknown-state';
import { resetTestBrand, setTestBrand } from '../testing/virtual-brand';
import { recordingLocation, renderWithProviders } from '../testing/render';
import { ApplicationPage, firstStep, ownsRoute, prepare, routeOf, ROUTES } from './routes';

const owners = (path: string) => ROUTES.filter((route) => route.match(path)).length;

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
  resetTestBrand();
});

/** A route of the state map as a browser shows it: the continue state is a link with its token. */
const asShown = (route: string) => (route === '/continue' ? '/continue/abc' : route);
const POST_OFFER = PROGRESS_STATES.filter((s) => s.afterOffer).map((s) => asShown(s.route));
/** The screen for a state the build's map does not know. */
const NO_STATE = [STEP_UNAVAILABLE_ROUTE];

describe('the route table', () => {
  it.each(BRAND_IDS)('%s: every route of the state map and every step has exactly one entry, or is the loan screen', (id) => {
    const brand = setTestBrand(id);
    const steps =
      brand.flow === 'dynamic' ? DYNAMIC_STEPS.map((s) => `/${s}`) : brand.steps.map((s) => s.path);
    for (const path of [...POST_OFFER, ...NO_STATE, ...steps]) {
      expect(owners(path), path).toBe(1);
      expect(ownsRoute(path), path).toBe(true);
    }
    for (const path of ['/', '/loan-information']) {
      expect(owners(path), path).toBe(0);
      expect(ownsRoute(path), path).toBe(true);
    }
    expect(ownsRoute(firstStep())).toBe(true);
  });

  it('leaves the rest to the not-found page: unknown paths, the other flow kind’s pages, a bare /continue', () => {
    setTestBrand('es-1');
    for (const path of ['/nope', '/review', `/${DYNAMIC_STEPS[0]}`, '/continue', '/checking/x'])
      expect(ownsRoute(path), path).toBe(false);
    setTestBrand('vn-1');
    expect(ownsRoute('/review')).toBe(true);
    expect(ownsRoute('/personal-details')).toBe(DYNAMIC_STEPS.includes('personal-details' as never));
  });

  it('prepares a route: its code loaded, the namespace it reads named', async () => {
    expect(await prepare('/checking')).toBe('screens');
    expect(await prepare(firstStep())).toBe('form');
    expect(await prepare('/employment-details')).toBe('form');
    expect(await prepare('/')).toBeNull();
  });

  it('"we are checking" loads the result screens\' code while it shows: the answer is shown without a spinner between', async () => {
    setTestBrand('es-1');
    const results = ['/accepted', '/rejected', '/thank-you', '/redirected'];
    const loads = results.map((path) => vi.spyOn(routeOf(path)!, 'load'));
    await prepare('/checking');
    renderWithProviders(<ApplicationPage />, { location: recordingLocation('/checking').location });
    for (const load of loads) expect(load).toHaveBeenCalled();
  });

  it.each([
    ['vn-1', 1],
    ['es-1', 0],
  ] as const)('%s: the loan screen reads the policies when the first step asks for them (%i reads)', (id, reads) => {
    const brand = setTestBrand(id);
    const fetch = vi.spyOn(globalThis, 'fetch').mockReturnValue(new Promise(() => {}));
    renderWithProviders(<ApplicationPage />, { location: recordingLocation('/').location });
    const urls = fetch.mock.calls.map(([input]) => (input instanceof Request ? input.url : input.toString()));
    const policyReads = urls.filter((url) => url.includes('/policies?locale='));
    expect(policyReads).toHaveLength(reads);
    if (reads) expect(policyReads[0]).toContain(`locale=${brand.locale}`);
  });

  it.each(['es-1', 'vn-1'] as const)('%s: the loan screen loads the first step\'s code and strings once the page is idle, not before', async (id) => {
    setTestBrand(id);
    const load = vi.spyOn(routeOf(firstStep())!, 'load');
    vi.spyOn(globalThis, 'fetch').mockReturnValue(new Promise(() => {}));
    const { i18n } = renderWithProviders(<ApplicationPage />, { location: recordingLocation('/').location });
    const namespaces = vi.spyOn(i18n, 'loadNamespaces');
    expect(load).not.toHaveBeenCalled();
    await waitFor(() => expect(load).toHaveBeenCalledTimes(1));
    expect(namespaces).toHaveBeenCalledWith(['form']);
  });
});
