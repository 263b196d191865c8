import { describe, expect, it } from 'vitest';
import { operatorLayer } from './operator';
import { resolveBrand } from './resolve';

describe('the operator layer: a deployment embeds a brand in partner pages without a code change', () => {
  it('reads EMBEDDING_ORIGINS as a comma-separated list, spaces and empty entries aside; unset adds nothing', () => {
    expect(operatorLayer({ EMBEDDING_ORIGINS: ' https://a.example , https://b.example:8443,' })).toEqual({
      embeddingOrigins: ['https://a.example', 'https://b.example:8443'],
    });
    expect(operatorLayer({})).toEqual({});
    expect(operatorLayer({ EMBEDDING_ORIGINS: ' ' })).toEqual({});
  });

  it('replaces the brand list for that deployment, in every environment', () => {
    const operator = operatorLayer({ EMBEDDING_ORIGINS: 'https://partner.example' });
    for (const environment of ['development', 'staging', 'production'] as const)
      expect(resolveBrand('es-1', environment, operator).embeddingOrigins).toEqual([
        'https://partner.example',
      ]);
    expect(resolveBrand('es-1', 'production').embeddingOrigins).toEqual([]);
  });

  it.each([
    'https://partner.example/',
    'https://partner.example/embed',
    'partner.example',
    'ftp://partner.example',
    'https://*.partner.example',
  ])('refuses %s: not an origin a browser would match', (origin) => {
    expect(() => resolveBrand('es-1', 'production', operatorLayer({ EMBEDDING_ORIGINS: origin }))).toThrow(
      /embeddingOrigins\.0: an origin/,
    );
  });
});

describe('the operator layer: a deployment calls an API on another origin', () => {
  it("replaces the brand's api.host with API_BASE_URL and keeps its basePath", () => {
    const operator = operatorLayer({ API_BASE_URL: 'http://127.0.0.1:4000' });
    expect(operator).toEqual({ api: { host: 'http://127.0.0.1:4000' } });
    expect(resolveBrand('es-1', 'production', operator).api).toEqual({
      host: 'http://127.0.0.1:4000',
      basePath: '/api',
    });
    expect(
      resolveBrand('es-1', 'production', operatorLayer({ API_BASE_URL: 'https://example.com/backend' })).api
        .host,
    ).toBe('https://example.com/backend');
    expect(operatorLayer({ API_BASE_URL: ' ' })).toEqual({});
  });

  it.each([
    'http://127.0.0.1:4000/',
    'api.example',
    'ftp://api.example',
    'https://api.example?x=1',
    'https://api.example#a',
  ])('refuses %s', (value) => {
    expect(() => operatorLayer({ API_BASE_URL: value })).toThrow(/API_BASE_URL/);
  });
});

describe('BACKEND_PROFILE: one command shows either backend profile', () => {
  it("replaces the brand's profile (keyed unless the brand says otherwise); an unknown name stops the start", () => {
    expect(resolveBrand('es-1', 'production').backendProfile).toBe('keyed');
    expect(resolveBrand('es-1', 'production', operatorLayer({ BACKEND_PROFILE: ' spec ' })).backendProfile).toBe('spec');
    expect(operatorLayer({ BACKEND_PROFILE: '' })).toEqual({});
    expect(() => resolveBrand('es-1', 'production', operatorLayer({ BACKEND_PROFILE: 'open' }))).toThrow(
      /backendProfile/,
    );
  });
});
