import type { FastifyRequest } from 'fastify';
import { describe, expect, it } from 'vitest';
import { logRequest, redactUrl } from './log-redaction';

describe('log redaction', () => {
  it('hides emails in paths, raw or encoded', () => {
    expect(redactUrl('/api/email/validate/an%40example.com')).toBe('/api/email/validate/[email]');
    expect(redactUrl('/api/email/validate/an.nguyen+x@example.com')).toBe('/api/email/validate/[email]');
    expect(redactUrl('/api/lead/status/5b0e7a52-3c1f-4f5e-9d2a-7c8b6a4e3f21')).toBe(
      '/api/lead/status/5b0e7a52-3c1f-4f5e-9d2a-7c8b6a4e3f21',
    );
  });

  it('hides continue-link tokens and other bearer-like segments, keeping route words and lead ids', () => {
    const token = 'Qm9ndXMtdG9rZW4tZm9yLWEtY29udGludWUtbGluay0x'.slice(0, 43);
    expect(redactUrl(`/application-frontend/continue/${token}`)).toBe(
      '/application-frontend/continue/[token]',
    );
    expect(redactUrl(`/api/v2/lead/url/${token}/continue`)).toBe('/api/v2/lead/url/[token]/continue');
    expect(redactUrl(`/v3/lead/url/${token}/sms`)).toBe('/v3/lead/url/[token]/sms');
    // Whatever follows /continue/ is a token, even a short or malformed one.
    expect(redactUrl('/application-frontend/continue/abc')).toBe('/application-frontend/continue/[token]');
    // A provider's flow or payment token anywhere in a path.
    expect(redactUrl('/provider/tink/flow/x3Fq9LmZ0aB7cD1eF2gH4w/login')).toBe(
      '/provider/tink/flow/[token]/login',
    );
    expect(
      redactUrl('https://brand.example/provider/paylands/payment/process/Zk3mP0qLrT8sVw2YxA1bC4dE5fG6hI7j'),
    ).toBe('https://brand.example/provider/paylands/payment/process/[token]');
    for (const kept of [
      '/application-frontend/mobile-verification',
      '/api/lead/open-banking/instantor/start',
      '/provider/tink/api/v1/account-verification-reports/x',
      '/api/lead/offer/skip-document-upload',
      '/api/lead/continue/5b0e7a52-3c1f-4f5e-9d2a-7c8b6a4e3f21',
      '/application-frontend/continue',
      '/application-frontend/assets/index-BxYz12abCD34efGH.js',
    ])
      expect(redactUrl(kept), kept).toBe(kept);
  });

  it('keeps query keys but drops their values', () => {
    const request = {
      method: 'GET',
      url: '/application-frontend/?firstName=An&email=a%40b.c&amount=5',
      ip: '127.0.0.1',
    };
    expect(logRequest(request as FastifyRequest)).toEqual({
      method: 'GET',
      url: '/application-frontend/?firstName=…&email=…&amount=…',
      remoteAddress: '127.0.0.1',
    });
  });
});
