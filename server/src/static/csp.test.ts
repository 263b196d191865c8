import { describe, expect, it } from 'vitest';
import { buildCsp, type CspInput } from './csp';

const BASE: CspInput = {
  nonce: 'bm9uY2U=',
  embeddingOrigins: ['https://embedder.example'],
  thirdPartyOrigins: ['https://www.googletagmanager.com'],
  partnerHosts: [],
};

/** The value of one directive of the policy. */
function directive(csp: string, name: string): string | undefined {
  return csp
    .split('; ')
    .find((d) => d.startsWith(`${name} `))
    ?.slice(name.length + 1);
}

describe('form-action', () => {
  it("is 'self' alone for a brand without partner hosts", () => {
    expect(directive(buildCsp(BASE), 'form-action')).toBe("'self'");
  });

  it("is 'self' and the https origin of exactly each partner host, nothing else", () => {
    const csp = buildCsp({ ...BASE, partnerHosts: ['partner-es.example', 'other.example'] });
    expect(directive(csp, 'form-action')).toBe("'self' https://partner-es.example https://other.example");
  });

  it('takes neither the embedding nor the third-party origins, and gives the partners to no other directive', () => {
    const csp = buildCsp({ ...BASE, partnerHosts: ['partner-es.example'] });
    expect(directive(csp, 'form-action')).not.toMatch(/embedder|googletagmanager/);
    expect(csp.match(/partner-es\.example/g)).toHaveLength(1);
    expect(directive(csp, 'frame-ancestors')).toBe("'self' https://embedder.example");
  });
});

describe('open-banking providers', () => {
  it('adds nothing for a brand on the reference stand-ins (their pages are our own origin)', () => {
    expect(buildCsp({ ...BASE, openBankingOrigins: {} })).toBe(buildCsp(BASE));
  });

  it("gives Instantor's origin to script-src and frame-src, and to nothing else", () => {
    const csp = buildCsp({ ...BASE, openBankingOrigins: { instantor: 'https://frame.instantor.example' } });
    expect(directive(csp, 'script-src')).toContain('https://frame.instantor.example');
    expect(directive(csp, 'frame-src')).toBe("'self' https://frame.instantor.example");
    expect(csp.match(/instantor/g)).toHaveLength(2);
  });

  it('gives Tink and Paylands, whole-page navigations, no directive at all', () => {
    const csp = buildCsp({
      ...BASE,
      openBankingOrigins: { tink: 'https://link.tink.example', paylands: 'https://api.paylands.example' },
    });
    expect(csp).toBe(buildCsp(BASE));
  });
});
