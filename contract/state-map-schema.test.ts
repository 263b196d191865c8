import { describe, expect, it } from 'vitest';
import { createStateMap, DEFAULT_STATE_MAP_ENTRIES, type StateMapEntry } from './state-map';
import { checkStateMap } from './state-map-schema';

const renumbered = (): StateMapEntry[] => DEFAULT_STATE_MAP_ENTRIES.map((e) => ({ ...e, state: e.state + 100 }));
const problemsOf = (value: unknown) => {
  const checked = checkStateMap(value);
  return checked.ok ? [] : checked.problems;
};

describe('checkStateMap: what a deployment may give as its state map', () => {
  it("takes the product's own map, a renumbered one and one with fewer states", () => {
    expect(checkStateMap(DEFAULT_STATE_MAP_ENTRIES).ok).toBe(true);
    expect(checkStateMap(renumbered().reverse()).ok).toBe(true);
    const few = DEFAULT_STATE_MAP_ENTRIES.filter((e) => ['/loan-information', '/checking', '/accepted'].includes(e.route));
    expect(checkStateMap(few).ok).toBe(true);
  });

  it('refuses a route the product does not have, naming it', () => {
    const map = renumbered();
    map[3] = { ...map[3]!, route: '/bank-statement' };
    expect(problemsOf(map)).toEqual([
      '[3.route] "/bank-statement" is no route the product has (its routes: contract/state-map.json)',
    ]);
  });

  it('refuses a number or a route given twice, and numbers that are no whole non-negative numbers', () => {
    const map = renumbered();
    map[1] = { ...map[1]!, state: map[0]!.state };
    map[2] = { ...map[2]!, route: map[0]!.route };
    expect(problemsOf(map)).toEqual([
      'state 100 is given more than once',
      'route /loan-information is given more than once',
    ]);
    expect(problemsOf([{ ...map[0]!, state: -1 }])[0]).toMatch(/^\[0\.state\]/);
    expect(problemsOf([{ ...map[0]!, state: 1.5 }])[0]).toMatch(/^\[0\.state\]/);
  });

  it('needs the loan step, where an application starts', () => {
    expect(problemsOf(renumbered().filter((e) => e.route !== '/loan-information'))).toEqual([
      'the map has no loan step (/loan-information), where an application starts',
    ]);
  });

  it('has the result screens final, and nothing else', () => {
    const map = renumbered().map((e) =>
      e.route === '/accepted' ? { ...e, final: false } : e.route === '/checking' ? { ...e, final: true } : e,
    );
    expect(problemsOf(map)).toEqual([
      'state 107 (/checking) is final, but only the result screens (/accepted, /thank-you, /redirected, /rejected) end an application',
      'state 111 (/accepted) is a result screen and must be final',
    ]);
  });

  it('refuses what is no list of entries, and an entry with fields it does not know', () => {
    expect(problemsOf({ 0: '/loan-information' }).length).toBeGreaterThan(0);
    expect(problemsOf([])).not.toEqual([]);
    expect(problemsOf([{ ...DEFAULT_STATE_MAP_ENTRIES[0], phase: 'pre-offer' }])[0]).toMatch(/phase/);
  });
});

describe('createStateMap', () => {
  it('reads a renumbered map by number and by route; its initial state is the loan step', () => {
    const map = createStateMap(renumbered().reverse());
    expect(map.initial).toBe(100);
    expect(map.routeForState(111)).toBe('/accepted');
    expect(map.progressState(111)).toMatchObject({ final: true, afterOffer: true, phase: 'post-offer' });
    expect(map.stateForRoute('/personal-details/')).toBe(101);
    expect(map.stateForRoute('/continue/abc')).toBe(map.stateForRoute('/continue'));
    expect(map.routeForState(11)).toBeUndefined();
  });

  it('refuses a map without the loan step', () => {
    expect(() => createStateMap(renumbered().slice(1))).toThrow(/loan step/);
  });
});
