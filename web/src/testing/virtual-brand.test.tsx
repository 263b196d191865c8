// @vitest-environment happy-dom
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { cleanup } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { brand, logoSvg, numberFormats } from 'virtual:brand';
import { resolveBrand } from '../../../brands/resolve';
import { brandNumberFormats } from '../lib/format';
import { textOf } from './brand-text';
import { renderWithProviders } from './render';
import { resetTestBrand, setTestBrand } from './virtual-brand';

afterEach(cleanup);

const asset = (id: string, file: string) =>
  readFileSync(join(import.meta.dirname, '../../../brands/assets', id, file), 'utf8');

describe('the test brand', () => {
  it("swaps virtual:brand's exports to the module a build of another brand serves, and back", () => {
    setTestBrand('vn-1');
    const vn = resolveBrand('vn-1', 'development');
    // The imports above are live: they name vn-1 now.
    expect(brand).toEqual(vn);
    expect(Object.isFrozen(brand)).toBe(true);
    expect(logoSvg).toBe(asset('vn-1', vn.logo));
    expect(numberFormats).toEqual(brandNumberFormats(vn.locale, vn.currency, vn.period));
    resetTestBrand();
    expect(brand.id).toBe('es-1');
    expect(logoSvg).not.toBe(asset('es-1', brand.logo));
  });

  it("renderWithProviders's brand lasts for its test, with the strings of the brand's language", () => {
    const { i18n } = renderWithProviders(<p />, { brand: 'pl-1' });
    expect(brand.id).toBe('pl-1');
    expect(i18n.language).toBe('pl');
    expect(i18n.t('form:steps>personal-details')).toBe(textOf('pl', 'form', 'steps>personal-details'));
  });

  it('is es-1 again in the next test, in Spanish', () => {
    expect(brand.id).toBe('es-1');
    expect(logoSvg).not.toBe(asset('es-1', brand.logo));
    const { i18n } = renderWithProviders(<p />);
    expect(i18n.language).toBe('es');
    expect(i18n.t('form:steps>personal-details')).toBe(textOf('es', 'form', 'steps>personal-details'));
  });
});
