// @vitest-environment happy-dom
import { cleanup, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { brand } from 'virtual:brand';
import { stateForRoute } from '../../progress/state-map';
import { makeStore } from '../../app/store';
import { initialLeadApplicationState } from '../../lead/lead-application-slice';
import { recordingLocation, renderWithProviders } from '../../testing/render';
import { StepPage } from './step-page';

const steps = brand.steps;
const LEAD = '4a1c1f52-5c8e-4b43-9d1c-1a2b3c4d5e6f';

/** A form step opened (Back, the address bar) while the application stands at `route`. */
function stepAt(route: string) {
  const store = makeStore({
    leadApplication: {
      ...initialLeadApplicationState,
      progressState: stateForRoute(route)!,
      applicationData: { id: LEAD },
    },
  });
  const { location, visited } = recordingLocation(steps[0]!.path);
  renderWithProviders(<StepPage steps={steps} index={0} />, { store, location });
  return visited;
}

afterEach(cleanup);

describe('a form step of a submitted application', () => {
  // The server refuses any lead write once the application is submitted (409): no step may offer to send one.
  for (const route of ['/checking', '/mobile-verification', '/id-upload', '/accepted', '/rejected']) {
    it(`shows ${route} instead, where the application stands, and offers no send`, () => {
      const visited = stepAt(route);
      expect(visited).toEqual([route]);
      expect(screen.queryByRole('button', { name: 'Continuar' })).toBeNull();
    });
  }

  it('shows while the application is being filled in', () => {
    expect(stepAt(steps[0]!.path)).toEqual([]);
    expect(screen.getByRole('button', { name: 'Continuar' })).toBeTruthy();
  });
});
