import { describe, expect, it } from 'vitest';
import * as paths from './api-paths';
import {
  affiliateEventPath,
  apiUrl,
  bodyFor,
  hasBasePrefix,
  leadCreatePath,
  leadPath,
  leadStatusPath,
  needsProduct,
  policyPath,
  unsubscribePath,
  v3LeadPath,
  v3LeadUrlPath,
  withProduct,
} from './api-paths';

const api = { host: '', basePath: '/api' };

describe('API paths (behaviour §7)', () => {
  it('answer the v3 lead path and /policy at the origin root, everything else under the base', () => {
    expect(apiUrl(api, v3LeadPath)).toBe('/v3/lead');
    expect(apiUrl(api, policyPath)).toBe('/policy');
    expect(apiUrl(api, leadCreatePath)).toBe('/api/v2/lead');
    expect(apiUrl({ host: 'https://backend.example', basePath: '/api' }, leadStatusPath('42'))).toBe(
      'https://backend.example/api/lead/status/42',
    );
    expect(hasBasePrefix(`${policyPath}?lang=es`)).toBe(false);
  });

  it('encode path parameters', () => {
    expect(leadStatusPath('a/b')).toBe('/lead/status/a%2Fb');
    expect(v3LeadUrlPath('id 1', 'sms', '?refTransactionId=t')).toBe(
      '/v3/lead/url/id%201/sms?refTransactionId=t',
    );
  });

  it('are all absolute paths', () => {
    for (const [name, value] of Object.entries(paths)) {
      if (typeof value === 'string' && name.endsWith('Path')) expect(value, name).toMatch(/^\/[\w\-./]+$/);
      if (typeof value === 'function' && name.endsWith('Path')) {
        const build = value as (...args: string[]) => string;
        expect(build('x', 'y', ''), name).toMatch(/^\/[\w\-./?=]+$/);
      }
    }
  });

  it('add the product id to lead-create, lead (configured and v3) and affiliate-event bodies', () => {
    expect(withProduct({ amount: 1 }, 'vn-cash')).toEqual({ amount: 1, product: 'vn-cash' });
    expect([leadCreatePath, leadPath, v3LeadPath, affiliateEventPath].every((p) => needsProduct(p))).toBe(true);
    expect([policyPath, leadStatusPath('x'), unsubscribePath].some((p) => needsProduct(p))).toBe(false);
    // A brand's own configured lead path (behaviour §7 "lead (configured path)") is a lead path too.
    expect(needsProduct('/applications', '/applications')).toBe(true);
    expect(bodyFor('/applications', { amount: 1 }, 'p', '/applications')).toEqual({ amount: 1, product: 'p' });
    expect(needsProduct('/applications')).toBe(false);
  });

  it('give a body its product only on those paths, and only when it is a JSON object', () => {
    expect(bodyFor(affiliateEventPath, { event: 'lead' }, 'p')).toEqual({ event: 'lead', product: 'p' });
    expect(bodyFor(`${leadPath}?x=1`, { product: 'old' }, 'p')).toEqual({ product: 'p' });
    expect(bodyFor(unsubscribePath, { token: 't' }, 'p')).toEqual({ token: 't' });
    expect(bodyFor(leadPath, undefined, 'p')).toBeUndefined();
    expect(bodyFor(leadPath, 'text', 'p')).toBe('text');
    expect(bodyFor(leadPath, [1], 'p')).toEqual([1]);
  });
});
