import { afterAll, describe, expect, it } from 'vitest';
import { makeDist, useTestApp } from '../testing/helpers';

const dist = makeDist('vn-1', { 'index.html': '<!doctype html><html><body>%CSP_NONCE%</body></html>' });
const { app } = useTestApp({ distDir: dist.distDir });
afterAll(() => dist.remove());

describe('the open-banking return pages', () => {
  it('answer with Referrer-Policy: no-referrer; other pages keep strict-origin', async () => {
    for (const route of ['wenance-tink', 'instantor', 'moneyman-paylands']) {
      const res = await app().inject({ url: `/application-frontend/${route}?state=s&error=USER_CANCELLED` });
      expect(res.statusCode, route).toBe(200);
      expect(res.headers['referrer-policy'], route).toBe('no-referrer');
    }
    const other = await app().inject({ url: '/application-frontend/consents' });
    expect(other.headers['referrer-policy']).toBe('strict-origin');
  });

  it("a brand on the reference stand-ins gets no provider origin in the page's CSP", async () => {
    const csp = (await app().inject({ url: '/application-frontend/instantor' })).headers[
      'content-security-policy'
    ];
    expect(csp).not.toContain('frame-src');
    expect(csp).toContain("default-src 'self'");
  });
});
