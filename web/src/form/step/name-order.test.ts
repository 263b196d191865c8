import { describe, expect, it } from 'vitest';
import { dataPoints } from '../../../../contract/data-points';
import { INITIAL_DATA_POINTS } from '../../../../contract/dynamic-steps';
import { inNameOrder } from './name-order';

const ids = (list: readonly { id: string }[]) => list.map((p) => p.id);
const page = INITIAL_DATA_POINTS.map((id) => dataPoints[id]!);

describe('inNameOrder', () => {
  it("family-first: the family name takes the given name's place, the given name follows; the rest stays", () => {
    expect(ids(inNameOrder(page, 'family-first'))).toEqual([
      'amount',
      'period',
      'general-policies',
      'last-name',
      'first-name',
      'date-of-birth',
      'email',
      'marketing-consents',
      'phone-number',
    ]);
  });

  it('given-first, or a page without both names: unchanged', () => {
    expect(ids(inNameOrder(page, 'given-first'))).toEqual([...INITIAL_DATA_POINTS]);
    const onlyFamily = [dataPoints['last-name']!, dataPoints.email!];
    expect(ids(inNameOrder(onlyFamily, 'family-first'))).toEqual(['last-name', 'email']);
  });
});
