// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { textOf } from '../testing/brand-text';
import { showStartFailure } from './start-failure';

afterEach(() => vi.restoreAllMocks());

describe('a page that cannot start says why, in the person’s language (behaviour §8)', () => {
  it.each([
    ['ApplicationPage not found', 'errors>applicationPageNotFound'],
    ['Product styles not found', 'errors>productStylesNotFound'],
    ['Failed to load ApplicationPage and product styles', 'errors>pageNotLoaded'],
    ['Root container missing', 'errors>generic'],
  ])('%s', (message, key) => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    for (const locale of ['vn', 'es']) {
      const container = document.createElement('div');
      container.innerHTML = '<p>Loading</p>';
      showStartFailure(container, (k) => textOf(locale, 'common', k), new Error(message));
      const alert = container.querySelector('[role="alert"]');
      expect(alert?.textContent).toBe(textOf(locale, 'common', key));
      expect(container.children).toHaveLength(1);
    }
    expect(console.error).toHaveBeenCalled();
  });
});
