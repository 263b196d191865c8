import { BRAND_IDS } from '../brands/schema';
import { toBcp47 } from '../web/src/lib/locale';
import { axeViolations, BASE, brandConfig, brandUrl, expect, openFramed, test, text } from './fixtures';

/**
 * Every brand's build, served by its own server, in a real browser: the page the build wrote, its favicon, its
 * theme under axe and a start with no error. What a brand shows is proven per brand by component tests
 * (web/src/app/brand-shell.test.tsx and web/src/form/brand-steps.test.tsx); this spec proves each build runs.
 */
for (const id of BRAND_IDS) {
  test(`${id}: the built index renders in the brand language with its title, favicon, header and footer, and passes axe`, async ({
    page,
  }) => {
    const brand = brandConfig(id);
    const errors: string[] = [];
    page.on('pageerror', (e) => errors.push(e.message));
    page.on('console', (m) => m.type() === 'error' && errors.push(m.text()));
    const title = `${text(id, 'common', 'loan>heading')} - ${brand.page.title || brand.displayName}`;
    const response = await page.goto(`${brandUrl(id)}${BASE}/`);
    // The build-time HTML names the screen already, before any script has run.
    expect(await response!.text()).toContain(`<title>${title}</title>`);
    await expect(
      page.getByRole('heading', { level: 1, name: text(id, 'common', 'loan>heading') }),
    ).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('lang', toBcp47(brand.locale));
    await expect(page).toHaveTitle(title);
    const icon = await page.locator('link[rel="icon"]').getAttribute('href');
    expect(icon).toBeTruthy();
    expect((await page.request.get(new URL(icon!, page.url()).toString())).status()).toBe(200);
    await expect(
      page.getByRole('banner').getByRole('link', { name: text(id, 'common', 'shell>home') }),
    ).toBeVisible();
    await expect(page.getByRole('contentinfo')).toContainText(
      `${brand.footerText} - ${new Date().getFullYear()}`,
    );
    await expect(page.getByRole('button', { name: text(id, 'common', 'loan>continue') })).toBeEnabled();
    // The brand's theme (colours, focus rings) under axe; the contrast of every theme pair is also a unit test.
    expect(await axeViolations(page)).toEqual([]);
    expect(errors).toEqual([]);
  });
}

// The shell's routing and framing do not depend on the brand: proven once.
test('es-1: an unknown path shows the not-found page', async ({ page }) => {
  const id = 'es-1';
  await page.goto(`${brandUrl(id)}${BASE}/no-such-page`);
  await expect(
    page.getByRole('heading', { level: 1, name: text(id, 'common', 'notFound>heading') }),
  ).toBeVisible();
  expect(await axeViolations(page)).toEqual([]);
  await page.goto(`${brandUrl(id)}${BASE}/404`);
  await expect(
    page.getByRole('heading', { level: 1, name: text(id, 'common', 'notFound>heading') }),
  ).toBeVisible();
});

test('vn-1: in a frame the header and footer are hidden', async ({ page }) => {
  const id = 'vn-1';
  await openFramed(page, brandUrl(id));
  const frame = page.frameLocator('iframe');
  await expect(
    frame.getByRole('heading', { level: 1, name: text(id, 'common', 'loan>heading') }),
  ).toBeVisible();
  await expect(frame.getByRole('banner')).toHaveCount(0);
  await expect(frame.getByRole('contentinfo')).toHaveCount(0);
});
