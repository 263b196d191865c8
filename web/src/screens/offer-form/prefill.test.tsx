// @vitest-environment happy-dom
import { cleanup, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { stateForRoute } from '../../../../contract/progress';
import { initialLeadApplicationState } from '../../lead/lead-application-slice';
import { recordingLocation, renderWithProviders } from '../../testing/render';
import { OfferFormScreen } from './offer-form-screen';

const ROUTE = '/wniosek-uzupelnienie';

/** pl-1 after /wniosek: the application holds step 4's answers (living expenses 2 000 zł, two dependants). */
const afterStep4 = (held: Record<string, unknown>) => ({
  leadApplication: {
    ...initialLeadApplicationState,
    progressState: stateForRoute(ROUTE)!,
    applicationData: { id: '4a1c1f52-5c8e-4b43-9d1c-1a2b3c4d5e6f', ...held },
  },
});

const render = (held: Record<string, unknown>) =>
  renderWithProviders(<OfferFormScreen route={ROUTE} />, {
    brand: 'pl-1',
    state: afterStep4(held),
    location: recordingLocation(ROUTE).location,
  });

beforeEach(() => sessionStorage.clear());
afterEach(cleanup);

describe('pl-1 /wniosek-uzupelnienie (issue 39 row 29)', () => {
  it("starts the household's expenses and size from step 4's answers, and says where they came from", () => {
    render({ expenses: { monthlyExpenses: 2000 }, otherDetails: { numberOfDependants: 2 } });
    expect(screen.getByRole('textbox', { name: /Miesięczne wydatki gospodarstwa domowego/ })).toHaveProperty('value', '2000');
    expect(screen.getByRole('textbox', { name: /Liczba osób w gospodarstwie domowym/ })).toHaveProperty('value', '3');
    expect(screen.getByText(/uzupełniliśmy na podstawie wcześniejszych odpowiedzi/)).toBeTruthy();
  });

  it('keeps what the application holds for the household itself, and says nothing then', () => {
    render({
      expenses: { monthlyExpenses: 2000, householdExpenses: 3500 },
      otherDetails: { numberOfDependants: 2, numberOfInhabitants: 4 },
    });
    expect(screen.getByRole('textbox', { name: /Miesięczne wydatki gospodarstwa domowego/ })).toHaveProperty('value', '3500');
    expect(screen.queryByText(/uzupełniliśmy/)).toBeNull();
  });
});
