import { describe, expect, it } from 'vitest';
import { dataPointList, dataPoints } from './data-points';
import {
  DYNAMIC_STEPS,
  INITIAL_DATA_POINTS,
  INITIAL_STEP,
  NOT_IN_DYNAMIC_FLOW,
  TOPIC_DATA_POINTS,
  dynamicStepIndex,
  dynamicStepOf,
  isDynamicStep,
} from './dynamic-steps';

const SPEC_STEPS =
  'loan-details, initial-details, loan-purpose, name, gender, date-of-birth, personal-code, marital-status, education, address-information, flat-number, monthly-income, income-payday, job-area, vehicle-ownership, iban-consent, bank-account, online-banking, credit-history, monthly-expenses, monthly-credit-commitments, position-type, monthly-extra-income, dependants, country-of-birth, citizenship, housing-information, mortgage-amount, mortgage-information, housing-tenure-since-date, income-source, income-contract-started-at, income-contract-expires-at, cofidis-profession, job-title, employer-name, pep-details, total-debt';

describe('the dynamic steps', () => {
  it('are the 38 step paths of behaviour §2, in its order', () => {
    expect(DYNAMIC_STEPS).toEqual(SPEC_STEPS.split(', '));
    expect(DYNAMIC_STEPS).toHaveLength(38);
    expect(new Set(DYNAMIC_STEPS).size).toBe(38);
    expect(DYNAMIC_STEPS.map(dynamicStepIndex)).toEqual(DYNAMIC_STEPS.map((_, i) => i));
  });

  it('know no other path, inherited property names included', () => {
    for (const path of ['', 'personal-details', 'constructor', '__proto__', 'toString', 'hasOwnProperty']) {
      expect(isDynamicStep(path), path).toBe(false);
      expect(dynamicStepIndex(path), path).toBe(-1);
    }
  });
});

describe('INITIAL_DATA_POINTS', () => {
  it('are the catalogue points flagged includedOnInit, in catalogue order', () => {
    expect(INITIAL_DATA_POINTS).toEqual(dataPointList.filter((p) => p.includedOnInit).map((p) => p.id));
  });

  it('hold what behaviour §2 puts on the Vietnam initial step, and the amount and period of its modal', () => {
    const paths = INITIAL_DATA_POINTS.map((id) => dataPoints[id]?.path);
    expect(paths).toEqual(
      expect.arrayContaining([
        'personalDetails.firstName',
        'personalDetails.lastName',
        'personalDetails.dateOfBirth',
        'contactDetails.email',
        'contactDetails.phoneNumber',
        'contactDetails.marketingConsents',
        'generalPolicies',
        'amount',
        'period',
      ]),
    );
  });
});

describe('dynamicStepOf', () => {
  const neverAsked = new Set<string>(NOT_IN_DYNAMIC_FLOW);

  it('places every catalogue data point, except those listed as never asked', () => {
    const unplaced = dataPointList.filter((p) => dynamicStepOf(p.id) === null).map((p) => p.id);
    expect(unplaced).toEqual([...NOT_IN_DYNAMIC_FLOW]);
    for (const id of NOT_IN_DYNAMIC_FLOW) expect(dataPoints[id], id).toBeDefined();
  });

  it('puts the points flagged includedOnInit on the first page', () => {
    for (const p of dataPointList) {
      if (p.includedOnInit) expect(dynamicStepOf(p.id), p.id).toBe(INITIAL_STEP);
    }
  });

  it('puts a point whose id is a step path on that step', () => {
    const named = dataPointList.filter((p) => isDynamicStep(p.id) && !p.includedOnInit);
    expect(named.length).toBeGreaterThan(25);
    for (const p of named) expect(dynamicStepOf(p.id), p.id).toBe(p.id);
  });

  it('places the rest by topic', () => {
    expect(dynamicStepOf('middle-name')).toBe('name');
    expect(dynamicStepOf('second-last-name')).toBe('name');
    expect(dynamicStepOf('housing-tenure')).toBe('housing-information');
    for (const id of ['postal-code', 'city', 'street', 'house-number', 'block-number', 'floor', 'district'])
      expect(dynamicStepOf(id), id).toBe('address-information');
    expect(dynamicStepOf('flat-number')).toBe('flat-number');
    expect(dynamicStepOf('employer-city')).toBe('employer-name');
    expect(dynamicStepOf('employer-tax-registry-code')).toBe('employer-name');
    expect(dynamicStepOf('is-politically-exposed')).toBe('pep-details');
    expect(dynamicStepOf('connected-to-pep')).toBe('pep-details');
    expect(dynamicStepOf('total-debt')).toBe('total-debt');
    expect(dynamicStepOf('mortgage-started-at')).toBe('mortgage-information');
    expect(dynamicStepOf('financing-option')).toBe('loan-details');
  });

  it('gives every step a data point, but a step named after a point that the first page holds', () => {
    const held = new Set(dataPointList.map((p) => dynamicStepOf(p.id)));
    // date-of-birth is flagged includedOnInit: its own step is there for a catalogue that drops the flag.
    expect(DYNAMIC_STEPS.filter((step) => !held.has(step))).toEqual(['date-of-birth']);
  });

  it('names no step after a topic that is also a data point id, nor a data point the catalogue lacks', () => {
    // A step path that is not a catalogue id is a topic step: asking for it as a data point finds nothing.
    for (const step of DYNAMIC_STEPS) {
      if (!dataPoints[step]) expect(dynamicStepOf(step), step).toBeNull();
    }
    for (const id of ['', 'unknown', 'constructor', '__proto__', 'toString', 'valueOf']) {
      expect(dynamicStepOf(id), id).toBeNull();
    }
  });

  it('lists only catalogue ids by topic, each once, none named like a step', () => {
    const listed = Object.values(TOPIC_DATA_POINTS).flat();
    expect(listed.filter((id) => !dataPoints[id])).toEqual([]);
    expect(new Set(listed).size).toBe(listed.length);
    expect(listed.filter((id) => isDynamicStep(id) || neverAsked.has(id))).toEqual([]);
  });
});
