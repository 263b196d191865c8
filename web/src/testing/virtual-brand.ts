/**
 * `virtual:brand` in unit tests (vitest.config.ts aliases it here): a real brand's configuration, as a build would
 * see it. A test that needs other values mocks the module with vi.mock('virtual:brand', ...).
 */
import { resolveBrand } from '../../../brands/resolve';
import { brandNumberFormats } from '../lib/format';

export const brand = resolveBrand('es-1', 'development');
export const logoSvg = '<svg xmlns="http://www.w3.org/2000/svg" width="32" height="32" viewBox="0 0 32 32"></svg>';
export const numberFormats = brandNumberFormats(brand.locale, brand.currency, brand.period);
