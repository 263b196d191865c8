import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { fuzzRuns } from '../../../../contract/testing/fuzz-runs';
import { safeRedirectUrl } from './redirect-target';

const hosts = ['partner-es.example'];

describe('safeRedirectUrl', () => {
  it('follows an https URL on an allowed host', () => {
    expect(safeRedirectUrl('https://partner-es.example/apply?x=1', hosts)).toBe(
      'https://partner-es.example/apply?x=1',
    );
  });
  it.each([
    'javascript:alert(1)',
    'data:text/html,<script>alert(1)</script>',
    '//evil.test/',
    '/\\evil.test',
    'https://partner-es.example.evil.test/',
    'https://partner-es.example@evil.test/',
    'https://user:pw@partner-es.example/',
    'http://partner-es.example/',
    'https://evil.test/?next=https://partner-es.example/',
    ' https://partner-es.example.evil.test',
  ])('never follows %s', (raw) => {
    expect(safeRedirectUrl(raw, hosts)).toBeNull();
  });
  it('never returns a URL whose host is not allowed', () => {
    fc.assert(
      fc.property(fc.oneof(fc.webUrl(), fc.string()), (raw) => {
        const safe = safeRedirectUrl(raw, hosts);
        if (safe !== null) expect(new URL(safe).hostname).toBe('partner-es.example');
      }),
      { numRuns: fuzzRuns(2000) },
    );
  });
});
