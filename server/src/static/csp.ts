import { randomBytes } from 'node:crypto';

export interface CspInput {
  nonce: string;
  /** Origins allowed to frame the page (the brand's embeddingOrigins). */
  embeddingOrigins: readonly string[];
  /** Origin of the product backend when it is not the page's own (brand.api.host). */
  apiOrigin?: string;
  /** Third-party origins (tag manager, pixels, analytics) the page may reach: img-src and connect-src. */
  thirdPartyOrigins: readonly string[];
  /**
   * The third-party origins scripts may come from (script-src); `thirdPartyOrigins` unless set. Before the visitor
   * chose, none: a tag agreed to on the page loads with the page's nonce (docs/decisions/0036-consent-and-tags.md).
   */
  scriptOrigins?: readonly string[];
  /** The brand's partner hosts (redirectHosts): a POST redirect posts a form to one of them. */
  partnerHosts: readonly string[];
  /**
   * The brand's open-banking provider origins (brand.openBanking). Only Instantor's reaches the page (its loader
   * script and its frame); Tink and Paylands are whole-page navigations, which no directive governs.
   */
  openBankingOrigins?: Partial<Record<'tink' | 'instantor' | 'paylands', string>>;
}

/** Where browsers send CSP violation reports, and the Reporting-Endpoints group that names it. */
export const CSP_REPORT_PATH = '/api/csp-report';
export const CSP_REPORT_GROUP = 'csp';
export const REPORTING_ENDPOINTS = `${CSP_REPORT_GROUP}="${CSP_REPORT_PATH}"`;

/** 16 random bytes, base64: a fresh value for every HTML response. */
export function newNonce(): string {
  return randomBytes(16).toString('base64');
}

/** The Content-Security-Policy of every HTML response. Never 'unsafe-inline' and never 'unsafe-eval'. */
export function buildCsp(input: CspInput): string {
  const { nonce, embeddingOrigins, apiOrigin, thirdPartyOrigins, partnerHosts } = input;
  const extra = [...thirdPartyOrigins];
  const scripts = [...(input.scriptOrigins ?? thirdPartyOrigins)];
  const instantor = input.openBankingOrigins?.instantor;
  const join = (...parts: (string | undefined)[]) => parts.filter(Boolean).join(' ');
  const directives: [string, string][] = [
    ['default-src', "'self'"],
    ['script-src', join("'self'", `'nonce-${nonce}'`, ...scripts, instantor)],
    ['style-src', "'self'"],
    ['img-src', join("'self'", 'data:', ...extra)],
    ['connect-src', join("'self'", apiOrigin, ...extra)],
    ['font-src', "'self'"],
    ['object-src', "'none'"],
    ['base-uri', "'none'"],
    ['form-action', join("'self'", ...partnerHosts.map((host) => `https://${host}`))],
    // Instantor's frame, when it is on its own origin (else default-src 'self' covers the stand-in's).
    ...(instantor ? ([['frame-src', join("'self'", instantor)]] as [string, string][]) : []),
    ['frame-ancestors', join("'self'", ...embeddingOrigins)],
    // Violations are reported (routes/csp-report.ts): report-to where the Reporting API is, report-uri elsewhere.
    ['report-uri', CSP_REPORT_PATH],
    ['report-to', CSP_REPORT_GROUP],
  ];
  return directives.map(([name, value]) => `${name} ${value}`).join('; ');
}

/** The origin of `host` when it names another origin than the page's; undefined for '' or a path. */
export function apiOriginOf(host: string): string | undefined {
  if (!host) return undefined;
  try {
    return new URL(host).origin;
  } catch {
    return undefined;
  }
}
