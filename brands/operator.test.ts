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
