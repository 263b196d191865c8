// @vitest-environment happy-dom
import { cleanup, screen, within } from '@testing-library/react';
import { brand } from 'virtual:brand';
import { afterEach, describe, expect, it } from 'vitest';
import { createStaticLocation } from '../lib/router';
import { renderWithProviders, SPANISH } from '../testing/render';
import { readAll } from '../testing/screen-reader';
import { Shell } from './shell';

const NOW = new Date('2026-03-01T10:00:00Z');

function renderShell(path = '/') {
  return renderWithProviders(
    <Shell now={NOW} renderedAt={NOW}>
      <main id="main">
        <h1>Contenido</h1>
      </main>
    </Shell>,
    { location: createStaticLocation('/application-frontend', path) },
  );
}

describe('Shell', () => {
  afterEach(cleanup);

  it('has a skip link, a header whose home link names the brand, and a footer with the text and year', () => {
    renderShell();
    expect(screen.getByRole('link', { name: 'Saltar al contenido principal' }).getAttribute('href')).toBe(
      '#main',
    );
    const home = within(screen.getByRole('banner')).getByRole('link');
    expect(home.getAttribute('aria-label')).toBe(`${brand.displayName}, Página de inicio`);
    expect(home.getAttribute('href')).toBe('/application-frontend/');
    expect(screen.getByRole('contentinfo').textContent).toContain(`${brand.footerText} - 2026`);
  });

  it('draws the logo in the page, hidden from assistive technology: the footer says the brand once', () => {
    renderShell();
    const logos = document.querySelectorAll('svg.logo');
    expect(logos).toHaveLength(2);
    for (const logo of logos) expect(logo.getAttribute('aria-hidden')).toBe('true');
    expect(within(screen.getByRole('contentinfo')).queryAllByRole('img')).toEqual([]);
  });

  it('is heard as a person reads it: the cookie banner first, the brand once in the header link, once in the footer', async () => {
    renderShell();
    const heard = await readAll();
    const cookies = SPANISH.consent.banner;
    expect(heard).toEqual([
      'document',
      'link, Saltar al contenido principal',
      `region, ${cookies.title}`,
      `heading, ${cookies.title}, level 2`,
      'paragraph',
      cookies.text,
      'end of paragraph',
      `button, ${cookies.acceptAll}`,
      `button, ${cookies.rejectAll}`,
      `button, ${cookies.choose}`,
      `end of region, ${cookies.title}`,
      'banner',
      `link, ${brand.displayName}, Página de inicio`,
      'end of banner',
      'main',
      'heading, Contenido, level 1',
      'end of main',
      'contentinfo',
      'paragraph',
      `${brand.footerText} - 2026`,
      'end of paragraph',
      `navigation, ${SPANISH.common.shell.legal}`,
      'list',
      'listitem, level 1, position 1, set size 2',
      `link, ${SPANISH.common.shell.privacy}`,
      'end of listitem, level 1, position 1, set size 2',
      'listitem, level 1, position 2, set size 2',
      `link, ${SPANISH.common.shell.terms}`,
      'end of listitem, level 1, position 2, set size 2',
      'end of list',
      `end of navigation, ${SPANISH.common.shell.legal}`,
      `button, ${SPANISH.common.shell.cookieSettings}, has popup dialog`,
      'end of contentinfo',
      'end of document',
    ]);
  });

  it('fades header and footer on continue paths', () => {
    renderShell('/continue/abc');
    expect(screen.getByRole('banner').className).toContain('chrome--faded');
    expect(screen.getByRole('contentinfo').className).toContain('chrome--faded');
  });
});
