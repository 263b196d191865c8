// @vitest-environment happy-dom
import { cleanup, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { brand } from 'virtual:brand';
import { renderWithProviders, SPANISH } from '../../testing/render';
import { StepPage } from './step-page';

afterEach(cleanup);

const PRIVACY = SPANISH.form.privacy;

describe('the privacy notice (es-1)', () => {
  it('the first step, which asks for personal data, says what the answers are for and links the policy and terms', () => {
    renderWithProviders(<StepPage steps={brand.steps} index={0} />);
    expect(screen.getByText(PRIVACY.notice, { exact: false })).toBeTruthy();
    expect(screen.getByRole('link', { name: PRIVACY.policy }).getAttribute('href')).toBe(
      new URL(brand.privacyPath, brand.siteOrigin).href,
    );
    expect(screen.getByRole('link', { name: PRIVACY.terms }).getAttribute('href')).toBe(
      new URL(brand.termsPath, brand.siteOrigin).href,
    );
  });
});
