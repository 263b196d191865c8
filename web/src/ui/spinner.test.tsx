// @vitest-environment happy-dom
import { describe, expect, it } from 'vitest';
import { createStaticLocation } from '../lib/router';
import { renderWithProviders } from '../testing/render';
import { Spinner } from './spinner';

const spinnerOn = (path: string) =>
  renderWithProviders(<Spinner />, { location: createStaticLocation('/application-frontend', path) }).container
    .firstElementChild;

describe('Spinner (behaviour §2 "Shell")', () => {
  it("turns in the brand's colour, hidden from screen readers (its words say what is happening)", () => {
    const spinner = spinnerOn('/checking');
    expect(spinner?.className).toBe('spinner');
    expect(spinner?.getAttribute('aria-hidden')).toBe('true');
  });

  it('is neutral on every path containing "continue" (a continue link opened from an email or a partner)', () => {
    expect(spinnerOn('/continue/4Qm2b8-token')?.className).toBe('spinner spinner--neutral');
  });
});
