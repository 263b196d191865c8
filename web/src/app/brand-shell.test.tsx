// @vitest-environment happy-dom
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { resolveBrand } from '../../../brands/resolve';
import { BRAND_IDS, type BrandId } from '../../../brands/schema';
import { brandPlugin } from '../../../scripts/vite-brand-plugin';
import { ApplicationPage } from './routes';
import { toBcp47 } from '../lib/locale';
import { textOf } from '../testing/brand-text';
import { renderWithProviders } from '../testing/render';
import { Shell } from './shell';

const NOW = new Date('2026-03-01T10:00:00Z');
const config = (id: BrandId) => resolveBrand(id, 'development');
const common = (id: BrandId, key: string) => textOf(config(id).locale, 'common', key);
/** A sum as the brand's language writes it, asked of Intl itself (the page formats with the build's patterns). */
const money = (id: BrandId, value: number) =>
  new Intl.NumberFormat(toBcp47(config(id).locale), {
    style: 'currency',
    currency: config(id).currency,
  }).format(value);
/** A translation key left on screen: its parts joined by '>' ('loan>heading'). */
const TRANSLATION_KEY = /\w+>\w+/;

/** The page at `/` as the brand's build shows it: the shell around the application page's loan screen. */
function renderFirstScreen(id: BrandId) {
  return renderWithProviders(
    <Shell now={NOW} renderedAt={NOW}>
      <ApplicationPage />
    </Shell>,
    { brand: id },
  );
}

describe.each(BRAND_IDS)('%s: the first screen', (id) => {
  afterEach(cleanup);

  it("is in the brand's language: the header's home link, the footer, the loan heading, title and continue button", async () => {
    const brand = config(id);
    renderFirstScreen(id);
    const heading = common(id, 'loan>heading');
    expect(screen.getByRole('heading', { level: 1, name: heading })).toBeTruthy();
    await waitFor(() => expect(document.title).toBe(`${heading} - ${brand.page.title || brand.displayName}`));
    const home = within(screen.getByRole('banner')).getByRole('link', {
      name: `${brand.displayName}, ${common(id, 'shell>home')}`,
    });
    expect(home.getAttribute('href')).toBe('/application-frontend/');
    expect(screen.getByRole('contentinfo').textContent).toContain(`${brand.footerText} - 2026`);
    // The legal pages the market requires, from the brand's data: privacy and terms, and Germany's Impressum.
    const legal = within(screen.getByRole('navigation', { name: common(id, 'shell>legal') }));
    const linked = legal.getAllByRole('link').map((a) => [a.textContent, a.getAttribute('href')]);
    const page = (key: string, path: string) => [common(id, `shell>${key}`), new URL(path, brand.siteOrigin).href];
    expect(linked).toEqual([
      page('privacy', brand.privacyPath),
      page('terms', brand.termsPath),
      ...(brand.country === 'DE' ? [page('imprint', '/impressum/')] : []),
    ]);
    const next = screen.getByRole<HTMLButtonElement>('button', { name: common(id, 'loan>continue') });
    expect(next.disabled).toBe(false);
    // It goes on to the flow's first page (with the terms in the address while no script runs).
    const first = brand.flow === 'dynamic' ? '/initial-details' : brand.steps[0]!.path;
    expect(next.form?.getAttribute('action')).toBe(`/application-frontend${first}`);
    expect(document.body.textContent).not.toMatch(TRANSLATION_KEY);
  });

  it("shows the amount as the brand's language writes sums of its currency", () => {
    const { amount } = config(id);
    renderFirstScreen(id);
    const field = screen.getByRole('group', { name: common(id, 'loan>amountLabel') });
    expect(within(field).getByRole('slider').getAttribute('aria-valuetext')).toBe(money(id, amount.default));
    const hint = field.querySelector('.range-field__hint')?.textContent;
    expect(hint).toContain(money(id, amount.min));
    expect(hint).toContain(money(id, amount.max));
  });

  it("draws the brand's own logo, in the header and the footer", () => {
    renderFirstScreen(id);
    const asset = readFileSync(
      join(import.meta.dirname, '../../../brands/assets', id, config(id).logo),
      'utf8',
    );
    const viewBox = /viewBox="([^"]+)"/.exec(asset)?.[1];
    const logos = [...document.querySelectorAll('svg.logo')];
    expect(logos.map((logo) => logo.getAttribute('viewBox'))).toEqual([viewBox, viewBox]);
    expect(logos[0]?.textContent).toBe(
      new DOMParser().parseFromString(asset, 'image/svg+xml').documentElement.textContent,
    );
  });

  it("is served as a page in the brand's language (the build's index.html)", () => {
    const html = readFileSync(join(import.meta.dirname, '../../index.html'), 'utf8');
    const hook = brandPlugin(config(id)).transformIndexHtml;
    const transform = typeof hook === 'object' ? hook.handler : hook;
    // The brand plugin's transform reads the HTML alone, no context.
    const page = (transform as ((html: string) => string) | undefined)?.(html);
    expect(page).toContain(`<html lang="${toBcp47(config(id).locale)}">`);
  });
});
