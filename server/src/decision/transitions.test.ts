import { describe, expect, it } from 'vitest';
import { routeForState } from '../../../contract/progress';
import type { Outcome } from './outcome';
import { preOfferState } from './pre-offer';
import { ROUTES, stateOf } from './states';
import { advance, entryOf, settle, submit, type Progress } from './transitions';

const now = new Date('2026-03-02T10:00:00Z');
const start: Progress = {
  state: stateOf(ROUTES.referenceInformation),
  status: 'in-progress',
  outcome: null,
  decideAt: null,
};
const accepted = (steps: ('/mobile-verification' | '/id-upload' | '/consents')[]): Outcome => ({
  kind: 'accepted',
  partner: 'P',
  offerId: 'o',
  steps,
});
const route = (p: Progress) => routeForState(p.state);

describe('transitions', () => {
  it('submit moves to checking and fixes the outcome until decideAt', () => {
    const checking = submit(start, accepted([]), now, 1500);
    expect(route(checking)).toBe('/checking');
    expect(checking.status).toBe('checking');
    expect(settle(checking, new Date(now.getTime() + 1499))).toEqual(checking);
    const done = settle(checking, new Date(now.getTime() + 1500));
    expect([route(done), done.status]).toEqual(['/accepted', 'accepted']);
  });

  it('submit twice changes nothing the second time', () => {
    const checking = submit(start, accepted([]), now, 0);
    expect(submit(checking, { kind: 'rejected', reason: 'x' }, now, 0)).toBe(checking);
  });

  it.each<[Outcome, string, string]>([
    [accepted([]), '/accepted', 'accepted'],
    [accepted(['/id-upload']), '/id-upload', 'pending'],
    [{ kind: 'completed', partner: 'P', offerId: 'o' }, '/thank-you', 'completed'],
    [{ kind: 'rejected', reason: 'income' }, '/rejected', 'rejected'],
    [
      { kind: 'redirected', partner: 'P', url: 'https://p.example/', method: 'POST' },
      '/redirected',
      'redirected',
    ],
  ])('%o enters %s', (outcome, expectedRoute, status) => {
    const entry = entryOf(outcome);
    expect([routeForState(entry.state), entry.status]).toEqual([expectedRoute, status]);
  });

  it('continue and skip walk the post-offer screens in order, then accept', () => {
    let p = settle(submit(start, accepted(['/mobile-verification', '/id-upload', '/consents']), now, 0), now);
    const seen = [route(p)];
    while (p.status === 'pending') {
      p = advance(p, seen.length % 2 ? 'continue' : 'skip');
      seen.push(route(p));
    }
    expect(seen).toEqual(['/mobile-verification', '/id-upload', '/consents', '/accepted']);
  });

  it('advance changes nothing outside a post-offer screen', () => {
    expect(advance(start, 'continue')).toBe(start);
    const rejected = settle(submit(start, { kind: 'rejected', reason: 'x' }, now, 0), now);
    expect(advance(rejected, 'skip')).toBe(rejected);
  });
});

describe('pre-offer state', () => {
  it('is the first classic step not yet done', () => {
    expect(routeForState(preOfferState({}))).toBe('/loan-information');
    expect(routeForState(preOfferState({ amount: 1, period: 61 }))).toBe('/personal-details');
    expect(routeForState(preOfferState({ amount: 1, period: 61, personalDetails: { firstName: 'A' } }))).toBe(
      '/contact-details',
    );
    const all = {
      amount: 1,
      period: 61,
      personalDetails: { firstName: 'A' },
      contactDetails: { email: 'a@x.test' },
      incomeDetails: { monthlyIncome: 1 },
      otherDetails: { education: 'bachelor' },
      referenceDetails: { name: 'B' },
    };
    expect(routeForState(preOfferState(all))).toBe('/reference-information');
  });

  it('never goes back behind the previous state', () => {
    expect(routeForState(preOfferState({}, stateOf('/income-details')))).toBe('/income-details');
  });
});
