import type { StatusAnswer } from '../../../../contract/api-answers';
import type { LoanApplication } from '../../../../contract/lead';
import { positionChoicesPath, vehicleModelsPath } from '../../../../contract/api-paths';
import { api } from '../../app/api';

/** A detail screen's save (behaviour §7 `/lead/offer/...`, `/lead/cnp`, ...): its answers at their places in the lead. */
export const offerFormApi = api.injectEndpoints({
  endpoints: (build) => ({
    positions: build.query<{ choices: string[] }, void>({ query: () => positionChoicesPath }),
    vehicleModels: build.query<{ makes: { name: string; models: string[] }[] }, void>({
      query: () => vehicleModelsPath,
    }),
    saveOfferForm: build.mutation<
      StatusAnswer,
      { savePath: string; leadId: string; answers: LoanApplication; idempotencyKey: string }
    >({
      query: ({ savePath, leadId, answers, idempotencyKey }) => ({
        url: savePath,
        method: 'POST',
        body: { leadId, answers },
        headers: { 'Idempotency-Key': idempotencyKey },
      }),
    }),
  }),
});

export const { usePositionsQuery, useSaveOfferFormMutation, useVehicleModelsQuery } = offerFormApi;
