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
