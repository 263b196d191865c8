import type { OfferFormRoute } from '../../../../contract/offer-forms';
import type { FormValues } from '../../form/form-state';
import { usePositionsQuery, useVehicleModelsQuery } from './offer-form-api';

/**
 * The choices of a detail screen's selects that come from the backend: on `/vehicle`, the makes of
 * `/data/vehicleModels.json` and the models of the make chosen; on `/professional-details`, the positions of
 * `/choices/position` (values of the catalogue, labelled in the applicant's language). Elsewhere the catalogue's.
 */
export function useBackendChoices(route: OfferFormRoute, values: FormValues) {
  const vehicle = route === '/vehicle';
  const { data } = useVehicleModelsQuery(undefined, { skip: !vehicle });
  const { data: positions } = usePositionsQuery(undefined, { skip: route !== '/professional-details' });
  const make = values['vehicle-make'];
  return (id: string): readonly string[] | undefined => {
    if (id === 'position-type') return positions?.choices;
    if (!vehicle || !data) return undefined;
    if (id === 'vehicle-make') return data.makes.map((m) => m.name);
    if (id === 'vehicle-model') return data.makes.find((m) => m.name === make)?.models ?? [];
    return undefined;
  };
}
