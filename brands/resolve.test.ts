import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { brands } from './catalog';
import { countries } from './countries';
import { defaults } from './defaults';
import { UnknownBrandError, isBrandId, mergeLayers, resolveBrand } from './resolve';
import { BRAND_IDS, ENVIRONMENTS, brandSchema, type BrandId } from './schema';

const HOUR_MS = 60 * 60 * 1000;
const ASSETS = join(import.meta.dirname, 'assets');
const DYNAMIC: readonly BrandId[] = ['de-1', 'es-5', 'vn-1'];

function expectDeeplyFrozen(value: unknown, path = 'config'): void {
  if (typeof value !== 'object' || value === null) return;
  expect(Object.isFrozen(value), `${path} is frozen`).toBe(true);
  for (const [key, child] of Object.entries(value)) expectDeeplyFrozen(child, `${path}.${key}`);
}

describe('resolveBrand', () => {
  it.each(BRAND_IDS)('resolves %s in every environment', (id) => {
    for (const environment of ENVIRONMENTS) {
      const config = resolveBrand(id, environment);
      expect(config.id).toBe(id);
      expect(config.environment).toBe(environment);
      expect(config.country).toBe(id.slice(0, 2).toUpperCase());
      expect(brandSchema.safeParse(config).success).toBe(true);
    }
  });

  it('defaults to production', () => {
    expect(resolveBrand('vn-1').environment).toBe('production');
  });

  it('throws for an unknown id, listing every valid id', () => {
    expect(() => resolveBrand('xx-9')).toThrow(UnknownBrandError);
    let message = '';
    try {
      resolveBrand('xx-9');
    } catch (e) {
      message = (e as Error).message;
    }
    expect(message).toContain('"xx-9"');
    for (const id of BRAND_IDS) expect(message).toContain(id);
    expect(isBrandId('xx-9')).toBe(false);
    expect(isBrandId('es-5')).toBe(true);
  });

  it('throws for an unknown environment', () => {
    expect(() => resolveBrand('vn-1', 'qa' as never)).toThrow(/development, staging, production/);
  });

  it('returns a deeply frozen object', () => {
    const config = resolveBrand('es-3', 'staging');
    expectDeeplyFrozen(config);
    expect(() => {
      (config.amount as { max: number }).max = 1;
    }).toThrow(TypeError);
    expect(config.amount.max).toBe(3_000);
  });

  it('returns a fresh object per call, so freezing one brand does not touch the data files', () => {
    resolveBrand('vn-1');
    expect(Object.isFrozen(countries.vn)).toBe(false);
    expect(Object.isFrozen(brands['vn-1'])).toBe(false);
    expect(Object.isFrozen(defaults)).toBe(false);
  });
});

describe('layering: defaults < country < brand < environment', () => {
  it('an environment override wins over the country (vn-1 session replay)', () => {
    expect(resolveBrand('vn-1', 'development').logging.sessionReplay).toBe(false);
    expect(resolveBrand('vn-1', 'staging').logging.sessionReplay).toBe(false);
    expect(resolveBrand('vn-1', 'production').logging.sessionReplay).toBe(true);
    // Sibling keys of the overridden one survive the nested merge.
    expect(resolveBrand('vn-1', 'production').logging.logSessionPercentage).toBe(100);
  });

  it('the country wins over the defaults', () => {
    expect(defaults.termsPath).toBe('/terms/');
    expect(resolveBrand('vn-1').termsPath).toBe('/quy-dinh-dich-vu/');
    expect(resolveBrand('vn-1').affiliateReferenceExpiryHours).toBe(480);
  });

  it('the brand wins over the country, key by key', () => {
    const es3 = resolveBrand('es-3');
    expect(es3.period.scale).toBe('months');
    expect(es3.amount).toEqual({ default: 1_000, min: 300, max: 3_000, step: 50 });
    expect(es3.currency).toBe('EUR');
    expect(resolveBrand('pl-2').pricing.annualRatePercent).toBe(0);
    expect(resolveBrand('pl-1').pricing.annualRatePercent).toBe(12);
    // Only the keys a brand sets change: mx-2 keeps Mexico's period scale.
    expect(resolveBrand('mx-2').period).toEqual({ default: 30, min: 15, max: 60, step: 1, scale: 'days' });
  });

  it('the brand wins over the defaults for untouched nested keys', () => {
    const theme = resolveBrand('co-1').theme;
    expect(theme.primary).toBe('#7b1e7a');
    expect(theme.surface).toBe(defaults.theme?.surface);
  });

  it('mergeLayers: later layers win, nested objects merge, arrays are replaced', () => {
    const merged = mergeLayers(
      { a: 1, nested: { x: 1, y: 1 }, list: [1, 2] },
      { a: 2, nested: { y: 2 }, list: [3] },
      { nested: { z: 3 } },
    );
    expect(merged).toEqual({ a: 2, nested: { x: 1, y: 2, z: 3 }, list: [3] });
  });
});

describe('vn-1 is the behaviour §9 Vietnam configuration', () => {
  it.each(ENVIRONMENTS)('in %s', (environment) => {
    const vn = resolveBrand('vn-1', environment);
    expect(vn.locale).toBe('vn');
    expect(vn.country).toBe('VN');
    expect(vn.currency).toBe('VND');
    expect(vn.currencyName).toBe('dong');
    expect(vn.phonePrefix).toBe('+84');
    expect(vn.amount).toEqual({ default: 1_000_000, min: 500_000, max: 20_000_000, step: 100 });
    expect(vn.period).toEqual({ default: 73, min: 61, max: 90, step: 1, scale: 'days' });
    expect(vn.affiliateReferenceExpiryHours).toBe(480);
    expect(vn.legacyClickIdExpiryDays).toBe(90);
    expect(vn.applicationExpiryMs).toBe(24 * HOUR_MS);
    expect(vn.logging).toEqual({
      logSessionPercentage: 100,
      retargeting: true,
      abandonment: true,
      sessionReplay: environment === 'production',
    });
    expect(vn.termsPath).toBe('/quy-dinh-dich-vu/');
    expect(vn.privacyPath).toBe('/chinh-sach-bao-mat/');
    expect(vn.flow).toBe('dynamic');
  });
});

describe('catalogue', () => {
  it('lists exactly the ids of BRAND_IDS, each under its own id', () => {
    expect(Object.keys(brands).sort()).toEqual([...BRAND_IDS].sort());
    for (const [key, layer] of Object.entries(brands)) expect(layer.id).toBe(key);
  });

  it('has a country file for every brand prefix and no other', () => {
    expect(Object.keys(countries).sort()).toEqual([...new Set(BRAND_IDS.map((id) => id.slice(0, 2)))].sort());
  });

  it.each(BRAND_IDS)('%s has placeholder identity, a product id and its flow', (id) => {
    const config = resolveBrand(id);
    const name = `Brand ${id.slice(0, 2).toUpperCase()} ${id.slice(3)}`;
    expect(config.displayName).toBe(name);
    expect(config.footerText).toBe(name);
    expect(config.siteOrigin).toBe(`https://${id}.example`);
    expect(config.supportEmail.endsWith(`@${id}.example`)).toBe(true);
    expect(config.productId.startsWith(`${id}-`)).toBe(true);
    expect(config.flow).toBe(DYNAMIC.includes(id) ? 'dynamic' : 'classic');
    for (const text of [config.page.title, config.page.description, config.page.keywords])
      expect(text.length).toBeGreaterThan(10);
    expect(config.applicationExpiryMs).toBeGreaterThanOrEqual(24 * HOUR_MS);
    expect(config.applicationExpiryMs).toBeLessThanOrEqual(72 * HOUR_MS);
  });

  it('product ids and site origins are unique', () => {
    const all = BRAND_IDS.map((id) => resolveBrand(id));
    expect(new Set(all.map((c) => c.productId)).size).toBe(BRAND_IDS.length);
    expect(new Set(all.map((c) => c.siteOrigin)).size).toBe(BRAND_IDS.length);
  });

  it.each(BRAND_IDS)('%s: session replay only in production', (id) => {
    expect(resolveBrand(id, 'development').logging.sessionReplay).toBe(false);
    expect(resolveBrand(id, 'staging').logging.sessionReplay).toBe(false);
  });
});

describe('assets', () => {
  it.each(BRAND_IDS)('%s has its logo and favicon: small, sized SVGs in the brand colour', (id) => {
    const config = resolveBrand(id);
    const logoPath = join(ASSETS, id, config.logo);
    const faviconPath = join(ASSETS, id, config.favicon);
    expect(existsSync(logoPath), logoPath).toBe(true);
    expect(existsSync(faviconPath), faviconPath).toBe(true);

    const logo = readFileSync(logoPath, 'utf8');
    const favicon = readFileSync(faviconPath, 'utf8');
    expect(Buffer.byteLength(logo)).toBeLessThan(2048);
    expect(Buffer.byteLength(favicon)).toBeLessThan(1024);
    for (const svg of [logo, favicon]) {
      expect(svg.trim()).toMatch(/^<svg xmlns="http:\/\/www\.w3\.org\/2000\/svg"[^>]*>[\s\S]*<\/svg>$/);
      expect(svg).toMatch(/viewBox="[\d. ]+"/);
      expect(svg.toLowerCase()).toContain(config.theme.primary.toLowerCase());
      expect(svg).not.toMatch(/<script|on\w+=|href=/i);
    }
    expect(favicon).toContain('viewBox="0 0 32 32"');
    expect(logo).toMatch(/<svg [^>]*width="\d+" height="\d+"/);
    expect(logo).toContain(`>${config.displayName}</text>`);
  });
});
