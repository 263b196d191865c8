/** The countries the product has pages for (behaviour §1). ISO 3166-1 alpha-2. */
export const COUNTRY_CODES = ['CO', 'DE', 'MX', 'PH', 'PL', 'RO', 'ES', 'VN'] as const;
export type CountryCode = (typeof COUNTRY_CODES)[number];
