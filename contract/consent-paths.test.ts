import { describe, expect, it } from 'vitest';
import { dataPointList } from './data-points/catalogue';
import { CONSENT_PATHS } from './consent-paths';

describe('CONSENT_PATHS', () => {
  it("are the catalogue's boxes and the policies, no more and no fewer", () => {
    const boxes = dataPointList.filter((point) => point.kind === 'checkbox').map((point) => point.path);
    expect([...CONSENT_PATHS].sort()).toEqual([...boxes, 'policies'].sort());
  });
});
