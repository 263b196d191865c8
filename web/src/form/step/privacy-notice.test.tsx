// @vitest-environment happy-dom
import { Suspense } from 'react';
import { cleanup, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { brand } from 'virtual:brand';
import { resolveBrand } from '../../../../brands/resolve';
import { createStaticLocation } from '../../lib/router';
import { textOf } from '../../testing/brand-text';
import { jsonAnswer, renderWithProviders, SPANISH } from '../../testing/render';
import { ApplicationPage } from '../../app/routes';
import { StepPage } from './step-page';

beforeEach(() =>
  vi.stubGlobal(
    'fetch',
    vi.fn(() => jsonAnswer({ policies: [] })),
  ),
);
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

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

// A classic brand's first step and a dynamic brand's first page: the first pages that ask for personal data.
describe.each(['es-1', 'vn-1'] as const)('the privacy notice of %s', (id) => {
  const config = resolveBrand(id, 'development');
  const text = (key: string) => textOf(config.locale, 'form', key);
  const first = config.flow === 'dynamic' ? '/initial-details' : config.steps[0]!.path;

  it(`is on ${first} in the brand's language, with links to the brand's own policy and terms`, async () => {
    renderWithProviders(
      <Suspense fallback={null}>
        <ApplicationPage />
      </Suspense>,
      { brand: id, location: createStaticLocation('/application-frontend', first) },
    );
    expect(await screen.findByText(text('privacy>notice'), { exact: false })).toBeTruthy();
    for (const [key, path] of [
      ['privacy>policy', config.privacyPath],
      ['privacy>terms', config.termsPath],
    ] as const)
      expect(screen.getByRole('link', { name: text(key) }).getAttribute('href')).toBe(
        new URL(path, config.siteOrigin).href,
      );
  });
});
