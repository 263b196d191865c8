/**
 * The makes and models the `/vehicle` screen offers (behaviour §7 `/data/vehicleModels.json`): the reference API serves
 * this list, and the catalogue checks an answer against it. The best-selling makes of the eight markets.
 */
export const VEHICLE_MODELS: Readonly<Record<string, readonly string[]>> = {
  BMW: ['1 Series', '3 Series', '5 Series', 'X1', 'X3', 'X5'],
  Chevrolet: ['Aveo', 'Onix', 'Spark', 'Tracker', 'Captiva'],
  Dacia: ['Sandero', 'Logan', 'Duster', 'Jogger', 'Spring'],
  Fiat: ['500', 'Panda', 'Tipo', 'Punto'],
  Ford: ['Fiesta', 'Focus', 'Kuga', 'Ranger', 'Territory'],
  Honda: ['City', 'Civic', 'CR-V', 'HR-V', 'Jazz'],
  Hyundai: ['Accent', 'i10', 'i20', 'i30', 'Tucson', 'Creta'],
  Kia: ['Picanto', 'Rio', 'Ceed', 'Sportage', 'Seltos'],
  Mazda: ['Mazda2', 'Mazda3', 'CX-3', 'CX-5', 'CX-30'],
  'Mercedes-Benz': ['A-Class', 'C-Class', 'E-Class', 'GLA', 'GLC'],
  Mitsubishi: ['Mirage', 'Xpander', 'Outlander', 'L200'],
  Nissan: ['Micra', 'Versa', 'Sentra', 'Qashqai', 'X-Trail', 'Navara'],
  Opel: ['Corsa', 'Astra', 'Mokka', 'Insignia'],
  Peugeot: ['208', '2008', '308', '3008', '5008'],
  Renault: ['Clio', 'Captur', 'Megane', 'Duster', 'Kwid'],
  SEAT: ['Ibiza', 'León', 'Arona', 'Ateca'],
  Škoda: ['Fabia', 'Octavia', 'Kamiq', 'Karoq', 'Superb'],
  Suzuki: ['Swift', 'Vitara', 'Ertiga', 'Celerio'],
  Toyota: ['Yaris', 'Corolla', 'Vios', 'RAV4', 'Hilux', 'Innova'],
  VinFast: ['VF 3', 'VF 5', 'VF 6', 'VF 8'],
  Volkswagen: ['Polo', 'Golf', 'T-Roc', 'Tiguan', 'Passat', 'Jetta'],
};

export const VEHICLE_MAKES = Object.keys(VEHICLE_MODELS) as [string, ...string[]];

/** Whether `model` is one of `make`'s models. */
export const isModelOf = (make: unknown, model: unknown): boolean =>
  typeof make === 'string' &&
  typeof model === 'string' &&
  Object.hasOwn(VEHICLE_MODELS, make) &&
  VEHICLE_MODELS[make]!.includes(model);

/** The oldest registration year a lender takes. */
export const OLDEST_REGISTRATION_YEAR = 1950;
