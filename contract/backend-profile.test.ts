import { describe, expect, it } from 'vitest';
import {
  leadCreatePathOf,
  leadUpdatePathOf,
  PROFILE_RULES,
  profileMetaTag,
  withProfileMeta,
} from './backend-profile';
import { backendProfileSchema } from './backend-profile-schema';

describe('backend profiles', () => {
  it('spec creates on the configured lead path when there is one; keyed always on /v2/lead', () => {
    expect(leadCreatePathOf('spec', '/applications')).toBe('/applications');
    expect(leadCreatePathOf('spec')).toBe('/v2/lead');
    expect(leadCreatePathOf('keyed', '/applications')).toBe('/v2/lead');
    expect(leadUpdatePathOf('/applications')).toBe('/applications');
    expect(leadUpdatePathOf()).toBe('/lead');
  });

  it('spec sends no Authorization header and asks about any id-like link; keyed only about a token', () => {
    expect(PROFILE_RULES.spec.authorization).toBe(false);
    expect(PROFILE_RULES.keyed.authorization).toBe(true);
    const leadId = '0b8c7d0e-5f5a-4c47-9d0c-3a4c1c2f6b1e';
    expect(PROFILE_RULES.spec.continueParam.test(leadId)).toBe(true);
    expect(PROFILE_RULES.keyed.continueParam.test(leadId)).toBe(false);
    expect(PROFILE_RULES.keyed.continueParam.test('a'.repeat(43))).toBe(true);
    expect(PROFILE_RULES.spec.continueParam.test('../x?y')).toBe(false);
  });

  it("the page's profile tag is written over with the server's", () => {
    const page = `<head>${profileMetaTag('keyed')}<meta name="referrer" content="x"></head>`;
    expect(withProfileMeta(page, 'spec')).toBe(`<head>${profileMetaTag('spec')}<meta name="referrer" content="x"></head>`);
    expect(withProfileMeta('<head></head>', 'spec')).toBe('<head></head>');
  });

  it('names only the two profiles', () => {
    expect(backendProfileSchema.safeParse('spec').success).toBe(true);
    expect(backendProfileSchema.safeParse('open').success).toBe(false);
  });
});
