// @vitest-environment happy-dom
import { describe, expect, it, vi } from 'vitest';
import { memoryStorage } from '../lib/memory-storage';
import { createSafeStorage } from '../lib/safe-storage';
import { claimFunnelEvents, funnelEventsAfterSave, reportFunnel } from './funnel';
import type { Tracker } from './tracker';

const storage = () => {
  const raw = memoryStorage();
  return createSafeStorage(
    () => raw,
    () => undefined,
  );
};
const LEAD = '5d1f2c3b-4a59-4e6f-8a7b-9c0d1e2f3a4b';

describe('funnel events', () => {
  it('a save reports Lead once the application has an email and a phone, or is submitted; then CompleteRegistration too', () => {
    const known = { contactDetails: { email: 'ana@example.com', phoneNumber: '612345678' } };
    expect(funnelEventsAfterSave('in-progress', {})).toEqual([]);
    expect(funnelEventsAfterSave('in-progress', { contactDetails: { email: 'ana@example.com' } })).toEqual([]);
    expect(funnelEventsAfterSave('in-progress', known)).toEqual(['Lead']);
    expect(funnelEventsAfterSave(undefined, known)).toEqual(['Lead']);
    expect(funnelEventsAfterSave('checking', {})).toEqual(['Lead', 'CompleteRegistration']);
  });

  it('are claimed once per lead: a second save, a reload or Back finds them claimed; another lead starts afresh', () => {
    const store = storage();
    expect(claimFunnelEvents(store, LEAD, ['Lead'])).toEqual(['Lead']);
    expect(claimFunnelEvents(store, LEAD, ['Lead', 'CompleteRegistration'])).toEqual([
      'CompleteRegistration',
    ]);
    expect(claimFunnelEvents(store, LEAD, ['Lead', 'CompleteRegistration', 'Rejected', 'Rejected'])).toEqual([
      'Rejected',
    ]);
    expect(claimFunnelEvents(store, 'another-lead', ['Lead'])).toEqual(['Lead']);
  });

  it('go to the tracker with a fresh SHA-256 id each, and the applicant as the form holds them', async () => {
    const funnel = vi.fn<Tracker['funnel']>(() => Promise.resolve());
    const tracker = Promise.resolve({ apply: vi.fn(), funnel, analyticsEvent: vi.fn() });
    const application = { contactDetails: { email: 'ana@example.com', phoneNumber: '612345678' } };
    await reportFunnel(
      ['Lead', 'CompleteRegistration'],
      { id: LEAD, application },
      { storage: storage(), tracker },
    );
    expect(funnel.mock.calls.map(([event]) => event)).toEqual(['Lead', 'CompleteRegistration']);
    const [[, first, person], [, second]] = funnel.mock.calls as [
      Parameters<Tracker['funnel']>,
      Parameters<Tracker['funnel']>,
    ];
    expect(first).toMatch(/^[0-9a-f]{64}$/);
    expect(second).not.toBe(first);
    expect(person).toEqual({ email: 'ana@example.com', phone: '612345678' });
  });

  // A brand without tags claims nothing; with tags but before any consent the event is claimed and dropped, so
  // agreeing later never sends it.
  it.each([
    { hasTags: false, left: ['Lead'] },
    { hasTags: true, left: [] },
  ])('with tags $hasTags and no tracker running, the claims left are $left', async ({ hasTags, left }) => {
    const store = storage();
    await reportFunnel(
      ['Lead'],
      { id: LEAD, application: {} },
      { storage: store, tracker: undefined, hasTags },
    );
    expect(claimFunnelEvents(store, LEAD, ['Lead'])).toEqual(left);
  });
});
