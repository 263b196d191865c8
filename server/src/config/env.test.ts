import { describe, expect, it } from 'vitest';
import { EnvError, parseEnv as parseWithout } from './env';

const SECRET = 'verification-secret-of-the-tests-000000';
const UNSUBSCRIBE = 'unsubscribe-secret-of-the-tests-0000000';
/** The environment with a VERIFICATION_SECRET and an UNSUBSCRIBE_SECRET (production refuses to start without them). */
const parseEnv = (source: Record<string, string | undefined>) =>
  parseWithout({ VERIFICATION_SECRET: SECRET, UNSUBSCRIBE_SECRET: UNSUBSCRIBE, ...source });

describe('parseEnv', () => {
  it('gives the defaults', () => {
    expect(parseEnv({})).toMatchObject({
      PORT: 3000,
      HOST: '127.0.0.1',
      BRAND: 'vn-1',
      APP_ENV: 'production',
      DATA_DIR: 'data',
      TRUST_PROXY: false,
      CORS_ORIGINS: [],
      RATE_LIMIT_MAX: 120,
      DIST_DIR: 'dist',
      CHECKING_MS: 1500,
    });
    expect(parseEnv({}).DATABASE_URL).toBeUndefined();
  });

  it('reads lists and flags', () => {
    const env = parseEnv({
      CORS_ORIGINS: 'https://a.example, https://b.example:8443',
      TRUST_PROXY: '1',
      DATABASE_URL: 'postgres://u@h/db',
    });
    expect(env.CORS_ORIGINS).toEqual(['https://a.example', 'https://b.example:8443']);
    expect(env.TRUST_PROXY).toBe(1);
    expect(env.DATABASE_URL).toBe('postgres://u@h/db');
  });

  it('believes proxies by count or address, never blindly', () => {
    expect(parseEnv({ TRUST_PROXY: '' }).TRUST_PROXY).toBe(false);
    expect(parseEnv({ TRUST_PROXY: '2' }).TRUST_PROXY).toBe(2);
    expect(parseEnv({ TRUST_PROXY: '10.0.0.0/8, 192.0.2.7' }).TRUST_PROXY).toBe('10.0.0.0/8,192.0.2.7');
    for (const value of ['true', 'yes', 'everyone'])
      expect(() => parseEnv({ TRUST_PROXY: value })).toThrow(EnvError);
  });

  it('serves metrics on a port of their own only when METRICS_PORT is set', () => {
    expect(parseEnv({}).METRICS_PORT).toBeUndefined();
    expect(parseEnv({ METRICS_PORT: '' }).METRICS_PORT).toBeUndefined();
    expect(parseEnv({ METRICS_PORT: '9464' }).METRICS_PORT).toBe(9464);
    for (const value of ['0', 'x', '70000'])
      expect(() => parseEnv({ METRICS_PORT: value })).toThrow(/METRICS_PORT/);
  });

  it('refuses the test-only routes in production', () => {
    expect(() => parseEnv({ TEST_ROUTES: '1' })).toThrow(/TEST_ROUTES/);
    expect(parseEnv({ TEST_ROUTES: '1', APP_ENV: 'staging' }).TEST_ROUTES).toBe(true);
  });

  it('refuses production without a VERIFICATION_SECRET of at least 32 characters, and needs none elsewhere', () => {
    expect(() => parseWithout({ UNSUBSCRIBE_SECRET: UNSUBSCRIBE })).toThrow(
      /VERIFICATION_SECRET="": required with APP_ENV=production/,
    );
    expect(() => parseEnv({ VERIFICATION_SECRET: '' })).toThrow(/VERIFICATION_SECRET/);
    expect(() => parseEnv({ VERIFICATION_SECRET: 'short' })).toThrow(/at least 32 characters/);
    expect(parseEnv({}).VERIFICATION_SECRET).toBe(SECRET);
    for (const APP_ENV of ['development', 'staging'])
      expect(parseWithout({ APP_ENV }).VERIFICATION_SECRET).toBeUndefined();
  });

  it('refuses production without an UNSUBSCRIBE_SECRET of at least 32 characters, and needs none elsewhere', () => {
    expect(() => parseWithout({ VERIFICATION_SECRET: SECRET })).toThrow(
      /UNSUBSCRIBE_SECRET="": required with APP_ENV=production: the key unsubscribe links are signed with/,
    );
    expect(() => parseEnv({ UNSUBSCRIBE_SECRET: '' })).toThrow(/UNSUBSCRIBE_SECRET/);
    expect(() => parseEnv({ UNSUBSCRIBE_SECRET: 'short' })).toThrow(
      /UNSUBSCRIBE_SECRET="short": at least 32/,
    );
    expect(parseEnv({}).UNSUBSCRIBE_SECRET).toBe(UNSUBSCRIBE);
    for (const APP_ENV of ['development', 'staging'])
      expect(parseWithout({ APP_ENV }).UNSUBSCRIBE_SECRET).toBeUndefined();
  });

  it('fails listing every bad variable at once', () => {
    let error: unknown;
    try {
      parseEnv({
        PORT: 'eighty',
        BRAND: 'xx-9',
        CORS_ORIGINS: '*',
        RATE_LIMIT_MAX: '0',
        DATABASE_URL: 'mysql://x',
      });
    } catch (e) {
      error = e;
    }
    expect(error).toBeInstanceOf(EnvError);
    const names = (error as EnvError).problems.map((p) => p.split('=')[0]);
    expect(new Set(names)).toEqual(
      new Set(['PORT', 'BRAND', 'CORS_ORIGINS', 'RATE_LIMIT_MAX', 'DATABASE_URL']),
    );
  });
});
